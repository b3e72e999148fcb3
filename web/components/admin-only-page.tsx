import { Alert, Anchor, Container, type ContainerProps, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
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
            children
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
