import { ClubLeaderboard } from "../../features/credentials/components/club-leaderboard.tsx";
import { ProgressMap } from "../../features/credentials/components/progress-map.tsx";
import {
  DashboardSwitch,
  DashboardTwo,
} from "../../features/dashboard/components/dashboard-switch.tsx";
import { MissionCompletionList } from "../../features/missions/components/mission-completion-list.tsx";

/**
 * The main dashboard's missions: the Mission Completion list, the journey's progress map, the
 * club's leaderboard.
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
  </>
);

/** /Dashboard: decides which dashboard to show; the main one carries the missions. */
export function DashboardPage() {
  return <DashboardSwitch missions={missions} />;
}

/** /DashboardTwo: the main dashboard with the Mission Completion list. */
export function DashboardTwoPage() {
  return <DashboardTwo missions={missions} />;
}
