import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate } from "react-router";
import { componentCatalogs } from "../../components/messages.ts";
import { MyApplications } from "../../features/applications/components/my-applications.tsx";
import { MyWaitingSubmissions } from "../../features/completions/components/my-waiting-submissions.tsx";
import { ClubLeaderboard } from "../../features/credentials/components/club-leaderboard.tsx";
import { ProgressMap } from "../../features/credentials/components/progress-map.tsx";
import { PublicProfileSwitch } from "../../features/credentials/components/public-profile-switch.tsx";
import {
  DashboardSwitch,
  DashboardTwo,
} from "../../features/dashboard/components/dashboard-switch.tsx";
import { MissionCompletionList } from "../../features/missions/components/mission-completion-list.tsx";
import { useT } from "../../i18n/index.ts";
import { T } from "../../i18n/trans.ts";

/**
 * The main dashboard's missions: the Mission Completion list, the journey's progress map, the
 * club's leaderboard, the public profile's switch.
 */
const missions = (
  <>
    <MissionCompletionList />
    <div style={{ marginTop: "var(--mantine-spacing-xl)" }}>
      <ProgressMap />
    </div>
    <div style={{ marginTop: "var(--mantine-spacing-xl)" }}>
      <ClubLeaderboard />
    </div>
    <div style={{ marginTop: "var(--mantine-spacing-xl)" }}>
      <PublicProfileSwitch />
    </div>
  </>
);

/** What a member waits for: their applications to other clubs, their missions to be verified. */
function Waiting() {
  return (
    <>
      <MyApplications />
      <MyWaitingSubmissions />
    </>
  );
}

/**
 * Without a club: what the person applied for and how it stands (the spec sends them to the
 * landing page, which is still where someone who never applied goes).
 */
function NoClubDashboard() {
  const t = useT(componentCatalogs);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>{t("title.myAccount")}</Title>
        <MyApplications whenEmpty={<Navigate to="/" replace />} />
        <Text>
          <T
            id="dashboard.noClub.links"
            components={{
              0: <Anchor component={Link} to="/ClubSearch" underline="always" />,
              1: <Anchor component={Link} to="/Checkout" underline="always" />,
            }}
          />
        </Text>
      </Stack>
    </Container>
  );
}

/** /Dashboard: decides which dashboard to show; the main one carries the Mission Completion list. */
export function DashboardPage() {
  return <DashboardSwitch missions={missions} waiting={<Waiting />} noClub={<NoClubDashboard />} />;
}

/** /DashboardTwo: the main dashboard with the Mission Completion list. */
export function DashboardTwoPage() {
  return <DashboardTwo missions={missions} waiting={<Waiting />} />;
}
