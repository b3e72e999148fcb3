import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import { Box, Button, Drawer, Stack } from "@mantine/core";
import { Link } from "react-router";
import { shellCatalogs } from "../app/messages.ts";
import { useLocale, useT } from "../i18n/index.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { NavItemLink } from "./nav-item-link.tsx";
import type { NavItem } from "./nav-items.ts";

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  /** The same links as the bar's, for this person. */
  items: NavItem[];
  signedIn: boolean;
  onLogout: () => void;
}

export default function MobileMenu({
  opened,
  onClose,
  items,
  signedIn,
  onLogout,
}: MobileMenuProps) {
  const t = useT(shellCatalogs);
  // From the side the menu button is on: the end of the line (the left in Arabic).
  const { dir } = useLocale();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t("nav.menu")}
      position={dir === "rtl" ? "left" : "right"}
      size="xs"
      closeButtonProps={{ "aria-label": t("nav.closeMenu") }}
    >
      <Stack component="nav" aria-label={t("nav.mobile")} gap="xs">
        <Box hiddenFrom="xs">
          <LanguageSwitcher />
        </Box>
        {items.map((item) => (
          <NavItemLink key={item.to} item={item} onNavigate={onClose} fullWidth />
        ))}
        {signedIn ? (
          <Button
            variant="outline"
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            {t("nav.logout")}
          </Button>
        ) : (
          <Button component={Link} to="/Login" onClick={onClose}>
            {t("nav.login")}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
