import { Alert, Button, Card, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { MissionSummary } from "../../../../contract/missions.ts";
import { StatusText } from "../../../components/status-text.tsx";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useMissions } from "../api/missions.ts";
import { missionsCatalogs } from "../messages.ts";
import { LockBadge } from "./mission-lock.tsx";

function MissionAction({ mission }: { mission: MissionSummary }) {
  const t = useT(missionsCatalogs);
  if (mission.missionStatus === "completed")
    return <StatusText>{t("missions.status.completed")}</StatusText>;
  if (mission.missionStatus === "pending")
    return <StatusText>{t("missions.status.pending")}</StatusText>;
  // A locked mission's page says what opens it (the mission before, or the membership).
  return (
    <Button
      component={Link}
      to={`/${mission.slug}`}
      fullWidth
      variant={mission.locked ? "default" : "filled"}
    >
      {mission.locked ? t("missions.list.seeLocked") : t("missions.list.open")}
    </Button>
  );
}

/** The Mission Completion list: the missions of the user's journey and where each stands. */
export function MissionCompletionList() {
  const t = useT(missionsCatalogs);
  const { data, error, isPending } = useMissions();
  if (isPending) return <Loader aria-label={t("missions.list.loading")} />;
  if (error) {
    return (
      <Alert color="red.9" title={t("missions.list.loadFailed")}>
        {messageOf(error)} {t("missions.reload")}
      </Alert>
    );
  }
  if (data.items.length === 0) return <Text>{t("missions.list.none")}</Text>;
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
                {mission.locked ? (
                  <div data-testid="mission-locked">
                    <LockBadge mission={mission} />
                  </div>
                ) : null}
                {mission.missionStatus === "rejected" && mission.leaderNote ? (
                  <Alert color="indigo" title={t("missions.leaderNote")}>
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
