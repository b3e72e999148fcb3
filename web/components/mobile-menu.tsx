import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import { Button, Drawer, Stack } from "@mantine/core";
import { Link } from "react-router";
import { navItems } from "./nav-items.ts";

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  signedIn: boolean;
  onLogout: () => void;
}

export default function MobileMenu({ opened, onClose, signedIn, onLogout }: MobileMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      closeButtonProps={{ "aria-label": "Close menu" }}
    >
      <Stack component="nav" aria-label="Mobile">
        {navItems.map((item) => (
          <Button key={item.to} component={Link} to={item.to} variant="subtle" onClick={onClose}>
            {item.label}
          </Button>
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
