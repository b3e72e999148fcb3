import {
  DashboardSwitch,
  DashboardTwo,
} from "../../features/dashboard/components/dashboard-switch.tsx";
import { MissionCompletionList } from "../../features/missions/components/mission-completion-list.tsx";

/** /Dashboard: decides which dashboard to show; the main one carries the Mission Completion list. */
export function DashboardPage() {
  return <DashboardSwitch missions={<MissionCompletionList />} />;
}

/** /DashboardTwo: the main dashboard with the Mission Completion list. */
export function DashboardTwoPage() {
  return <DashboardTwo missions={<MissionCompletionList />} />;
}
