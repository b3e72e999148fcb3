import { Alert, Container, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate } from "react-router";
import type { Me } from "../../../../contract/accounts.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { useT } from "../../../i18n/index.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { dashboardCatalogs } from "../messages.ts";
import { JourneyChoiceDashboard } from "./journey-choice-dashboard.tsx";
import { MainDashboard } from "./main-dashboard.tsx";

export type DashboardKind = "getting-started" | "journey-choice" | "main";

export function dashboardKindOf(user: Me): DashboardKind {
  if (user.clubId === null) return "getting-started";
  if (user.journeyId === null) return "journey-choice";
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
  const t = useT(dashboardCatalogs);
  if (isPending) return <Text p="xl">{t("dashboard.loading")}</Text>;
  if (error) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red.9" title={t("dashboard.statusError.title")}>
          {t("dashboard.statusError.text")}
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

/**
 * /Dashboard: no club -> `noClub(user)`, the getting-started dashboard (never the landing page:
 * docs/product.md, round 3); club but no journey -> journey choice; else main. `waiting` (what the
 * member waits for) shows on both of those.
 */
export function DashboardSwitch({
  missions,
  meetings,
  waiting,
  noClub,
}: {
  missions: ReactNode;
  meetings: (user: Me) => ReactNode;
  waiting?: ReactNode;
  noClub: (user: Me) => ReactNode;
}) {
  return (
    <DashboardGate>
      {(user) => {
        const kind = dashboardKindOf(user);
        if (kind === "getting-started") return noClub(user);
        if (kind === "journey-choice") {
          return <JourneyChoiceDashboard user={user} waiting={waiting} />;
        }
        return (
          <MainDashboard
            user={user}
            missions={missions}
            meetings={meetings(user)}
            waiting={waiting}
          />
        );
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

export function DashboardTwo({
  missions,
  meetings,
  waiting,
}: {
  missions: ReactNode;
  meetings: (user: Me) => ReactNode;
  waiting?: ReactNode;
}) {
  return (
    <DashboardGate expect="main">
      {(user) => (
        <MainDashboard
          user={user}
          missions={missions}
          meetings={meetings(user)}
          waiting={waiting}
        />
      )}
    </DashboardGate>
  );
}
