import { Alert, Anchor, Container, type ContainerProps, Group, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ADMIN_CONSOLE_PATH, ADMIN_QUEUE_PATH, MISSION_MANAGER_PATH } from "./nav-items.ts";

const ADMIN_PAGES = [
  { label: "Mission manager", to: MISSION_MANAGER_PATH },
  { label: "Admin queue", to: ADMIN_QUEUE_PATH },
  { label: "Admin console", to: ADMIN_CONSOLE_PATH },
];

/** The other admin pages, one step away from each. */
function AdminPagesLinks() {
  const here = useLocation().pathname.toLowerCase();
  return (
    <Group component="nav" aria-label="Admin pages" gap="md" mb="lg">
      {ADMIN_PAGES.filter((page) => page.to.toLowerCase() !== here).map((page) => (
        <Anchor key={page.to} component={Link} to={page.to} underline="always">
          {page.label}
        </Anchor>
      ))}
    </Group>
  );
}

import { RequireSignIn } from "./require-sign-in.tsx";

/**
 * A page for admins: its heading, then `children` for an admin, or, for anyone else signed in,
 * "Admins only" and the way back (the server refuses them its data with 403 anyway).
 */
export function AdminOnlyPage({
  title,
  what,
  size,
  children,
}: {
  title: string;
  /** "The mission manager": what is for admins only. */
  what: string;
  size?: ContainerProps["size"];
  children: ReactNode;
}) {
  return (
    <RequireSignIn>
      {(user) => (
        <Container size={size} py="xl">
          <Title order={1} mb="lg">
            {title}
          </Title>
          {user.isAdmin ? (
            <>
              <AdminPagesLinks />
              {children}
            </>
          ) : (
            <Alert color="indigo" title="Admins only">
              {what} is for admins only.{" "}
              <Anchor underline="always" component={Link} to="/Dashboard">
                Back to your dashboard
              </Anchor>
            </Alert>
          )}
        </Container>
      )}
    </RequireSignIn>
  );
}
