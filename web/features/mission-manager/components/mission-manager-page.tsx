import {
  Alert,
  Button,
  Card,
  Grid,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import type { Journey } from "../../../../contract/journeys.ts";
import type { ManagedMission } from "../../../../contract/missions.ts";
import { AdminOnlyPage } from "../../../components/admin-only-page.tsx";
import { messageOf } from "../../../lib/api-client.ts";
import { useJourneys } from "../../../lib/public-content.ts";
import { useManagedMissions } from "../api/mission-manager.ts";
import { MissionEditor, MissionForm } from "./mission-forms.tsx";

const ALL = "all";
const EVERY = "every";

function pathLabel(journeys: Journey[], pathId: number | null) {
  if (pathId === null) return "Every journey";
  return journeys.find((journey) => journey.id === pathId)?.title ?? `Journey ${pathId}`;
}

function MissionList({
  journeys,
  missions,
  selectedId,
  onSelect,
}: {
  journeys: Journey[];
  missions: ManagedMission[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const [filter, setFilter] = useState(ALL);
  const shown = missions.filter((mission) =>
    filter === ALL
      ? true
      : filter === EVERY
        ? mission.pathId === null
        : mission.pathId === Number(filter),
  );
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Show missions for"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        data={[
          { value: ALL, label: "All journeys" },
          { value: EVERY, label: "Every journey (shared)" },
          ...journeys.map((journey) => ({ value: String(journey.id), label: journey.title })),
        ]}
      />
      {shown.length === 0 ? <Text>No missions found.</Text> : null}
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {shown.map((mission) => (
          <li key={mission.id}>
            <Card withBorder padding="sm" bg={mission.id === selectedId ? "indigo.0" : undefined}>
              <Text fw={700}>{mission.missionName}</Text>
              <Text size="sm">{mission.objective}</Text>
              <Text size="sm" c="gray.7">
                {pathLabel(journeys, mission.pathId)} · /{mission.slug} · {mission.steps.length}{" "}
                steps{mission.archived ? " · archived" : ""}
              </Text>
              <Button
                size="xs"
                mt="xs"
                variant="light"
                onClick={() => onSelect(mission.id)}
                aria-label={`Edit ${mission.missionName}`}
              >
                Edit
              </Button>
            </Card>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function Manager() {
  const journeys = useJourneys();
  const missions = useManagedMissions(true);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (journeys.isPending || missions.isPending)
    return <Loader m="xl" aria-label="Loading missions" />;
  const error = journeys.error ?? missions.error;
  if (error) return <Alert color="red.9">{messageOf(error)} Reload the page to try again.</Alert>;

  const journeyList = journeys.data?.items ?? [];
  const selected = missions.data?.items.find((mission) => mission.id === selectedId);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md">
            <Title order={2} mb="sm">
              New mission
            </Title>
            <MissionForm journeys={journeyList} onSaved={(mission) => setSelectedId(mission.id)} />
          </Paper>
          <section>
            <Title order={2} mb="sm">
              Missions
            </Title>
            <MissionList
              journeys={journeyList}
              missions={missions.data?.items ?? []}
              selectedId={selectedId}
              onSelect={setSelectedId}
            />
          </section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {selected ? (
          <MissionEditor journeys={journeyList} mission={selected} />
        ) : (
          <Text>Choose a mission to edit, or create one.</Text>
        )}
      </Grid.Col>
    </Grid>
  );
}

/** /MissionManager: admins create and edit missions and their steps. */
export function MissionManagerPage() {
  return (
    <AdminOnlyPage title="Mission Manager" what="The mission manager" size="xl">
      <Manager />
    </AdminOnlyPage>
  );
}
