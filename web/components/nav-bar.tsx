import { Box, Button, Container, Group, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, type ReactNode, Suspense, useRef } from "react";
import { Link } from "react-router";
import { shellCatalogs } from "../app/messages.ts";
import { useT } from "../i18n/index.ts";
import { focusWhenReady } from "../lib/focus.ts";
import { useNavigationSummary } from "../lib/navigation.ts";
import { useCurrentUser } from "../lib/session.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import classes from "./nav-bar.module.css";
import { NavItemLink } from "./nav-item-link.tsx";
import { barWidth, inlineFrom, navItemsFor } from "./nav-items.ts";
import { useLogout } from "./use-logout.ts";

// The mobile menu's Drawer is loaded the first time it opens: the landing page stays light.
const MobileMenu = lazy(() => import("./mobile-menu.tsx"));

/**
 * The sticky header: the logo, each person's navigation (what they own, by role), the
 * notification bell when signed in (`bell`, composed by the app), Login or Logout. Below the
 * width its links need, a menu button opens the same links in a drawer.
 */
export function NavBar({ bell }: { bell?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Escape, the close button or a choice: focus goes back to the menu button once the menu is gone
  // (a navigation then moves it on to the new page's heading).
  const closeMenu = () => {
    close();
    focusWhenReady(() => (document.querySelector("[role=dialog]") ? null : burgerRef.current));
  };
  const { data: user } = useCurrentUser();
  const t = useT(shellCatalogs);
  const signedIn = Boolean(user);
  const showBell = signedIn && bell !== undefined;
  const { data: navigation } = useNavigationSummary();
  const items = navItemsFor(signedIn ? navigation : undefined, t);
  const inline = inlineFrom(items);
  const logout = useLogout();

  return (
    <header className="sticky-header">
      {/* Wider than the pages only when many links need the room. */}
      <Container size={barWidth(items) > 1140 ? "xl" : "lg"} h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" aria-label={t("nav.homeLink")}>
            <Logo />
          </UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            {/* On the narrowest phones it waits in the menu, with the links. */}
            <Box visibleFrom="xs">
              <LanguageSwitcher />
            </Box>
            {/* On a phone the bell stays in the bar; the links move into the menu. */}
            <Group
              gap={4}
              component="nav"
              aria-label={t("nav.main")}
              wrap="nowrap"
              visibleFrom={showBell ? undefined : inline}
            >
              <Group gap={4} visibleFrom={inline} wrap="nowrap">
                {items.map((item) => (
                  <NavItemLink key={item.to} item={item} />
                ))}
              </Group>
              {showBell && bell}
              <Group visibleFrom={inline}>
                {signedIn ? (
                  <Button variant="outline" onClick={logout}>
                    {t("nav.logout")}
                  </Button>
                ) : (
                  <Button component={Link} to="/Login">
                    {t("nav.login")}
                  </Button>
                )}
              </Group>
            </Group>
            <UnstyledButton
              ref={burgerRef}
              className={classes.menuButton}
              onClick={toggle}
              hiddenFrom={inline}
              aria-label={opened ? t("nav.closeMenu") : t("nav.openMenu")}
              aria-expanded={opened}
            >
              <span className={classes.lines} data-opened={opened || undefined} />
            </UnstyledButton>
          </Group>
        </Group>
      </Container>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={opened}
            onClose={closeMenu}
            items={items}
            signedIn={signedIn}
            onLogout={logout}
          />
        </Suspense>
      )}
    </header>
  );
}
