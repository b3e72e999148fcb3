import { Paper, SimpleGrid, Stack } from "@mantine/core";
import type { Me } from "../../../contract/accounts.ts";
import { MembershipGives } from "../../components/membership-card.tsx";
import { AccountLink } from "../../features/accounts/components/account-link.tsx";
import { MyApplications } from "../../features/applications/components/my-applications.tsx";
import { MyAttendance } from "../../features/attendance/components/my-attendance.tsx";
import { HandoverOffers } from "../../features/club-handover/components/handover-offers.tsx";
import { ClubsToApply } from "../../features/clubs/components/clubs-to-apply.tsx";
import { MyWaitingSubmissions } from "../../features/completions/components/my-waiting-submissions.tsx";
import {
  DashboardSwitch,
  DashboardTwo,
} from "../../features/dashboard/components/dashboard-switch.tsx";
import {
  GettingStartedDashboard,
  MembershipOverview,
  NoApplicationsYet,
} from "../../features/dashboard/components/getting-started-dashboard.tsx";
import { MySpeeches } from "../../features/evaluations/components/my-speeches.tsx";
import { RoleHistory } from "../../features/meeting-roles/components/role-history.tsx";
import { MyMeetings } from "../../features/meetings/components/my-meetings.tsx";
import { MissionCompletionList } from "../../features/missions/components/mission-completion-list.tsx";
import { OpportunitiesForYou } from "../../features/opportunities/components/opportunities-for-you.tsx";
import { MyOpportunityApplications } from "../../features/opportunity-applications/components/my-opportunity-applications.tsx";
import { MembershipStatus } from "../../features/payments/components/membership-status.tsx";
import { ClubLeaderboard } from "../../features/progress/components/club-leaderboard.tsx";
import { ProgressMap } from "../../features/progress/components/progress-map.tsx";
import { PublicProfileSwitch } from "../../features/public-profile/components/public-profile-switch.tsx";
import { RewardsCard } from "../../features/rewards/components/rewards-card.tsx";
import { usePlan } from "../../lib/public-content.ts";

/**
 * The main dashboard's missions: the Mission Completion list, the journey's progress map, the
 * opportunities the member's journey and record match, the member's $VOCATE, the club's
 * leaderboard, the public profile's switch.
 */
const missions = (
  <>
    <MissionCompletionList />
    <div style={{ marginTop: "var(--mantine-spacing-xl)" }}>
      <ProgressMap />
    </div>
    <div style={{ marginTop: "var(--mantine-spacing-xl)" }}>
      <OpportunitiesForYou />
    </div>
    <div style={{ marginTop: "var(--mantine-spacing-xl)" }}>
      <RewardsCard />
    </div>
    <div style={{ marginTop: "var(--mantine-spacing-xl)" }}>
      <ClubLeaderboard />
    </div>
    <div style={{ marginTop: "var(--mantine-spacing-xl)" }}>
      <PublicProfileSwitch />
    </div>
  </>
);

/**
 * The main dashboard's meetings: the member's club's next ones (each linked to its page), then a
 * short card of their record: their speeches and evaluations, the roles they had and the meetings
 * they attended.
 */
const meetings = (user: Me) => (
  <Stack gap="lg">
    <MyMeetings clubId={user.clubId} />
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <MySpeeches />
        <RoleHistory />
        <MyAttendance />
      </SimpleGrid>
    </Paper>
  </Stack>
);

/**
 * A member's standing: their membership (state, end date, renewal, the billing portal) and what
 * they wait for: their applications to other clubs, their missions to be verified.
 */
function Waiting() {
  return (
    <>
      <MembershipStatus />
      <MyApplications />
      <MyOpportunityApplications />
      <MyWaitingSubmissions />
    </>
  );
}

/**
 * Without a club: the getting-started dashboard (docs/product.md, round 3): what the person applied
 * for and how it stands, clubs to apply to, and the membership with what it gives.
 */
function NoClubDashboard({ user }: { user: Me }) {
  return (
    <GettingStartedDashboard
      user={user}
      applications={<MyApplications whenEmpty={<NoApplicationsYet />} />}
      clubs={<ClubsToApply />}
      membership={<MembershipOverview status={<MembershipStatus />} gives={<PlanGives />} />}
    />
  );
}

/** What the membership gives, with the plan's $VOCATE limit (nothing until the plan is known). */
function PlanGives() {
  const { data } = usePlan();
  return data?.plan ? <MembershipGives rewardTokens={data.plan.rewardTokens} /> : null;
}

/** /Dashboard: decides which dashboard to show; the main one carries the Mission Completion list. */
export function DashboardPage() {
  return (
    <>
      <AccountLink />
      <HandoverOffers />
      <DashboardSwitch
        missions={missions}
        meetings={meetings}
        waiting={<Waiting />}
        noClub={(user) => <NoClubDashboard user={user} />}
      />
    </>
  );
}

/** /DashboardTwo: the main dashboard with the Mission Completion list. */
export function DashboardTwoPage() {
  return <DashboardTwo missions={missions} meetings={meetings} waiting={<Waiting />} />;
}
