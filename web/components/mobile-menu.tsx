import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import { Button, Drawer, Stack } from "@mantine/core";
import { Link } from "react-router";
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
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      closeButtonProps={{ "aria-label": "Close menu" }}
    >
      <Stack component="nav" aria-label="Mobile" gap="xs">
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
            Logout
          </Button>
        ) : (
          <Button component={Link} to="/Login" onClick={onClose}>
            Login
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
