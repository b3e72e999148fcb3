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
import { type Translate, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useJourneys } from "../../../lib/public-content.ts";
import { useManagedMissions } from "../api/mission-manager.ts";
import { missionManagerCatalogs } from "../messages.ts";
import { MissionEditor, MissionForm } from "./mission-forms.tsx";

const ALL = "all";
const EVERY = "every";

function pathLabel(t: Translate, journeys: Journey[], journeyId: number | null) {
  if (journeyId === null) return t("missionManager.everyJourney");
  return (
    journeys.find((journey) => journey.id === journeyId)?.title ??
    t("missionManager.journeyNumber", { id: journeyId })
  );
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
  const t = useT(missionManagerCatalogs);
  const [filter, setFilter] = useState(ALL);
  const shown = missions.filter((mission) =>
    filter === ALL
      ? true
      : filter === EVERY
        ? mission.journeyId === null
        : mission.journeyId === Number(filter),
  );
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t("missionManager.list.filter")}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        data={[
          { value: ALL, label: t("missionManager.list.all") },
          { value: EVERY, label: t("missionManager.list.shared") },
          ...journeys.map((journey) => ({ value: String(journey.id), label: journey.title })),
        ]}
      />
      {shown.length === 0 ? <Text>{t("missionManager.list.none")}</Text> : null}
      <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {shown.map((mission) => (
          <li key={mission.id}>
            <Card withBorder padding="sm" bg={mission.id === selectedId ? "indigo.0" : undefined}>
              <Text fw={700}>{mission.missionName}</Text>
              <Text size="sm">{mission.objective}</Text>
              <Text size="sm" c="gray.7">
                {pathLabel(t, journeys, mission.journeyId)} · /{mission.slug} ·{" "}
                {t("missionManager.list.steps", { count: mission.steps.length })}
                {mission.archived ? ` · ${t("missionManager.list.archived")}` : ""}
              </Text>
              <Button
                size="xs"
                mt="xs"
                variant="light"
                onClick={() => onSelect(mission.id)}
                aria-label={t("missionManager.list.editLabel", { mission: mission.missionName })}
              >
                {t("missionManager.list.edit")}
              </Button>
            </Card>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function Manager() {
  const t = useT(missionManagerCatalogs);
  const journeys = useJourneys();
  const missions = useManagedMissions(true);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (journeys.isPending || missions.isPending)
    return <Loader m="xl" aria-label={t("missionManager.loading")} />;
  const error = journeys.error ?? missions.error;
  if (error)
    return (
      <Alert color="red.9">
        {messageOf(error)} {t("missionManager.reload")}
      </Alert>
    );

  const journeyList = journeys.data?.items ?? [];
  const selected = missions.data?.items.find((mission) => mission.id === selectedId);
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md">
            <Title order={2} mb="sm">
              {t("missionManager.new")}
            </Title>
            <MissionForm journeys={journeyList} onSaved={(mission) => setSelectedId(mission.id)} />
          </Paper>
          <section>
            <Title order={2} mb="sm">
              {t("missionManager.missions")}
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
          <Text>{t("missionManager.choose")}</Text>
        )}
      </Grid.Col>
    </Grid>
  );
}

/** /MissionManager: admins create and edit missions and their steps. */
export function MissionManagerPage() {
  const t = useT(missionManagerCatalogs);
  return (
    <AdminOnlyPage title={t("missionManager.title")} what={t("missionManager.what")} size="xl">
      <Manager />
    </AdminOnlyPage>
  );
}
