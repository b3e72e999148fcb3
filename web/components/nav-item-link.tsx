import { Button, VisuallyHidden } from "@mantine/core";
import { NavLink } from "react-router";
import { shellCatalogs } from "../app/messages.ts";
import { useT } from "../i18n/index.ts";
import classes from "./nav-item-link.module.css";
import { type NavItem, waitingText } from "./nav-items.ts";

/**
 * One link of the main navigation, in the bar or the phone menu. The current page's link says so
 * (`aria-current="page"`, underlined); a badge's count is read as part of the link's name
 * ("LEADER PAGE, 3 waiting", starting with the visible label); a meeting link says it opens a
 * new tab.
 */
export function NavItemLink({
  item,
  onNavigate,
  fullWidth = false,
}: {
  item: NavItem;
  onNavigate?: () => void;
  fullWidth?: boolean;
}) {
  const t = useT(shellCatalogs);
  const justify = fullWidth ? "flex-start" : undefined;
  if (item.external) {
    return (
      <Button
        component="a"
        href={item.to}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        px="xs"
        justify={justify}
        onClick={onNavigate}
      >
        {item.label}
        <VisuallyHidden>{t("nav.opensInNewTab")}</VisuallyHidden>
      </Button>
    );
  }
  const waiting = waitingText(t, item.waiting);
  return (
    <Button
      component={NavLink}
      to={item.to}
      end={item.end}
      className="nav-link"
      variant="subtle"
      px="xs"
      justify={justify}
      onClick={onNavigate}
      aria-label={waiting ? `${item.label}${waiting}` : undefined}
      rightSection={
        waiting ? (
          <span
            className={classes.count}
            data-circle={(item.waiting ?? 0) < 10 || undefined}
            aria-hidden
          >
            {item.waiting}
          </span>
        ) : undefined
      }
    >
      {item.label}
    </Button>
  );
}
