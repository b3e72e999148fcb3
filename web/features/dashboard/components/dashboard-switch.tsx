import { Alert, Container, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import type { Me } from "../../../../contract/me.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { useCurrentUser } from "../../../lib/session.ts";
import { JourneyChoiceDashboard } from "./journey-choice-dashboard.tsx";
import { MainDashboard } from "./main-dashboard.tsx";

export type DashboardKind = "landing" | "journey-choice" | "main";

export function dashboardKindOf(user: Me): DashboardKind {
  if (user.clubMembership === 0) return "landing";
  if (user.pathId === 0) return "journey-choice";
  return "main";
}

/**
 * Shows `children(user)` when the signed-in user is on the expected dashboard; otherwise
 * 'Loading...', the status error, the sign-in redirect, or /Dashboard to decide again.
 */
function DashboardGate({
  expect,
  children,
}: {
  expect?: DashboardKind;
  children: (user: Me) => ReactNode;
}) {
  const { isPending, error } = useCurrentUser();
  if (isPending) return <Text p="xl">Loading...</Text>;
  if (error) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red.9" title="Error determining user status">
          Check your connection and reload the page.
        </Alert>
      </Container>
    );
  }
  return (
    <RequireSignIn>
      {(user) =>
        expect && dashboardKindOf(user) !== expect ? (
          <Navigate to="/Dashboard" replace />
        ) : (
          children(user)
        )
      }
    </RequireSignIn>
  );
}

/** /Dashboard: no club -> the landing page; club but no journey -> journey choice; else main. */
export function DashboardSwitch({ missions }: { missions: ReactNode }) {
  return (
    <DashboardGate>
      {(user) => {
        const kind = dashboardKindOf(user);
        if (kind === "landing") return <Navigate to="/" replace />;
        if (kind === "journey-choice") return <JourneyChoiceDashboard user={user} />;
        return <MainDashboard user={user} missions={missions} />;
      }}
    </DashboardGate>
  );
}

export function DashboardOne() {
  return (
    <DashboardGate expect="journey-choice">
      {(user) => <JourneyChoiceDashboard user={user} />}
    </DashboardGate>
  );
}

export function DashboardTwo({ missions }: { missions: ReactNode }) {
  return (
    <DashboardGate expect="main">
      {(user) => <MainDashboard user={user} missions={missions} />}
    </DashboardGate>
  );
}
