// Scaffold: the missions feature replaces this with the mission wizard.
export function MissionPage({ missionId }: { missionId: string }) {
  return <p>Mission {missionId}</p>;
}
