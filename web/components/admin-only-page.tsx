import { Alert, Anchor, Container, type ContainerProps, Group, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import {
  ADMIN_CONSOLE_PATH,
  ADMIN_QUEUE_PATH,
  ADMIN_REPORTS_PATH,
  MISSION_MANAGER_PATH,
} from "./nav-items.ts";

/** The admin pages, each named by a message id. */
const ADMIN_PAGES = [
  { label: "admin.missionManager", to: MISSION_MANAGER_PATH },
  { label: "admin.queue", to: ADMIN_QUEUE_PATH },
  { label: "admin.console", to: ADMIN_CONSOLE_PATH },
  { label: "admin.reports", to: ADMIN_REPORTS_PATH },
];

/** The other admin pages, one step away from each. */
function AdminPagesLinks() {
  const here = useLocation().pathname.toLowerCase();
  const t = useT(componentCatalogs);
  return (
    <Group component="nav" aria-label={t("admin.pages")} gap="md" mb="lg">
      {ADMIN_PAGES.filter((page) => page.to.toLowerCase() !== here).map((page) => (
        <Anchor key={page.to} component={Link} to={page.to} underline="always">
          {t(page.label)}
        </Anchor>
      ))}
    </Group>
  );
}

import { useT } from "../i18n/index.ts";
import { componentCatalogs } from "./messages.ts";
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
  const t = useT(componentCatalogs);
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
            <Alert color="indigo" title={t("admin.only.title")}>
              {t("admin.only.text", { what })}{" "}
              <Anchor underline="always" component={Link} to="/Dashboard">
                {t("admin.only.back")}
              </Anchor>
            </Alert>
          )}
        </Container>
      )}
    </RequireSignIn>
  );
}
