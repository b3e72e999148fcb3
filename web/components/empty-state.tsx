import { Button } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowIcon, InboxIcon } from "./icons.tsx";

/**
 * An empty list, said as what is missing and what to do about it: the text, then (when there is
 * a next step) a button to it. `icon` defaults to an empty tray.
 */
export function EmptyState({
  children,
  action,
  icon = <InboxIcon />,
}: {
  children: ReactNode;
  /** The next step: usually an `EmptyStateLink`, or a button of the screen's own. */
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="empty-state" data-empty-state>
      <span className="empty-state-icon">{icon}</span>
      <p>{children}</p>
      {action}
    </div>
  );
}

/** The next step of an empty state as a link that looks like a button. */
export function EmptyStateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="light" rightSection={<ArrowIcon />}>
      {children}
    </Button>
  );
}
