import { Alert, Button, Card, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { MissionSummary } from "../../../../contract/missions.ts";
import { StatusText } from "../../../components/status-text.tsx";
import { messageOf } from "../../../lib/api-client.ts";
import { useMissions } from "../api/missions.ts";

function MissionAction({ mission }: { mission: MissionSummary }) {
  if (mission.missionStatus === "completed") return <StatusText>Mission Completed</StatusText>;
  if (mission.missionStatus === "pending") return <StatusText>Awaiting verification</StatusText>;
  return (
    <Button component={Link} to={`/${mission.slug}`} fullWidth>
      Open Mission
    </Button>
  );
}

/** The Mission Completion list: the missions of the user's journey and where each stands. */
export function MissionCompletionList() {
  const { data, error, isPending } = useMissions();
  if (isPending) return <Loader aria-label="Loading missions" />;
  if (error) {
    return (
      <Alert color="red.9" title="Your missions could not be loaded">
        {messageOf(error)} Reload the page to try again.
      </Alert>
    );
  }
  if (data.items.length === 0) return <Text>No missions found.</Text>;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      component="ul"
      style={{ listStyle: "none", padding: 0 }}
    >
      {data.items.map((mission) => (
        <li key={mission.id}>
          <Card withBorder shadow="xs" padding="lg" h="100%" data-testid="mission-card">
            <Stack gap="sm" h="100%" justify="space-between">
              <Stack gap={4}>
                <Title order={3} fz="h4">
                  {mission.missionName}
                </Title>
                <Text>{mission.objective}</Text>
                {mission.missionStatus === "rejected" && mission.leaderNote ? (
                  <Alert color="indigo" title="Your leader asked for changes">
                    {mission.leaderNote}
                  </Alert>
                ) : null}
              </Stack>
              <MissionAction mission={mission} />
            </Stack>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
