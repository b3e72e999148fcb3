import { Burger, Button, Container, Group, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useRef } from "react";
import { Link } from "react-router";
import { focusWhenReady } from "../lib/focus.ts";
import { useCurrentUser } from "../lib/session.ts";
import { Logo } from "./logo.tsx";
import { navItems } from "./nav-items.ts";
import { useLogout } from "./use-logout.ts";

// The mobile menu's Drawer is loaded the first time it opens: the landing page stays light.
const MobileMenu = lazy(() => import("./mobile-menu.tsx"));

export function NavBar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Escape, the close button or a choice: focus goes back to the menu button once the menu is gone
  // (a navigation then moves it on to the new page's heading).
  const closeMenu = () => {
    close();
    focusWhenReady(() => (document.querySelector("[role=dialog]") ? null : burgerRef.current));
  };
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const signedIn = Boolean(user);

  return (
    <header className="sticky-header">
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" aria-label="Blockvocates home">
            <Logo />
          </UnstyledButton>
          <Group gap="xs" visibleFrom="sm" component="nav" aria-label="Main">
            {navItems.map((item) => (
              <Button key={item.to} component={Link} to={item.to} variant="subtle">
                {item.label}
              </Button>
            ))}
            {signedIn ? (
              <Button variant="outline" onClick={logout} loading={false}>
                Logout
              </Button>
            ) : (
              <Button component={Link} to="/Login">
                Login
              </Button>
            )}
          </Group>
          <Burger
            ref={burgerRef}
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            aria-label={opened ? "Close menu" : "Open menu"}
            aria-expanded={opened}
          />
        </Group>
      </Container>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={closeMenu} signedIn={signedIn} onLogout={logout} />
        </Suspense>
      )}
    </header>
  );
}
