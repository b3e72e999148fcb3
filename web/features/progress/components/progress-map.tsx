import {
  Alert,
  Anchor,
  Badge,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router";
import { missionTitleOf } from "../../../../contract/missions.ts";
import type { MissionProgress } from "../../../../contract/progress.ts";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { issuedOn } from "../../../lib/award-day.ts";
import { useProgress } from "../api/progress.ts";
import { progressCatalogs } from "../messages.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many whole days a submission has waited (0: today). */
export function daysWaited(sinceIso: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(sinceIso).getTime()) / DAY_MS));
}

function StateOf({ item, now }: { item: MissionProgress; now: Date }) {
  const t = useT(progressCatalogs);
  if (item.state === "verified") {
    return (
      <Group gap="xs">
        <Badge color="green" variant="light">
          {t("progress.state.verified")}
        </Badge>
        <Text size="sm">
          {item.since ? t("progress.on", { date: issuedOn(item.since) }) : null}
        </Text>
        {item.credentialId ? (
          <Anchor component={Link} to={`/credentials/${item.credentialId}`} size="sm">
            <T
              id="progress.viewFor"
              values={{ mission: missionTitleOf(item) }}
              components={{ 0: <span className="visually-hidden" /> }}
            />
          </Anchor>
        ) : null}
      </Group>
    );
  }
  if (item.state === "waiting") {
    return (
      <Group gap="xs">
        <Badge color="yellow" variant="light">
          {t("progress.state.waiting")}
        </Badge>
        <Text size="sm">
          {item.since
            ? t("progress.state.waitingSince", { days: daysWaited(item.since, now) })
            : null}
        </Text>
      </Group>
    );
  }
  if (item.state === "in-progress")
    return (
      <Badge color="indigo" variant="light">
        {t("progress.state.inProgress")}
      </Badge>
    );
  return (
    <Badge color="gray" variant="light">
      {t("progress.state.notStarted")}
    </Badge>
  );
}

/** The dashboard's map of the member's journey: each mission's state and its credential. */
export function ProgressMap({ now = new Date() }: { now?: Date }) {
  const t = useT(progressCatalogs);
  const progress = useProgress();
  if (progress.isPending) return <Loader aria-label={t("progress.loading")} />;
  if (progress.isError) {
    return (
      <Alert color="red.9" title={t("progress.loadFailed")}>
        {messageOf(progress.error)} {t("progress.reload")}
      </Alert>
    );
  }
  const { items, journeyCredentialId } = progress.data;
  if (items.length === 0) return null;
  const verified = items.filter((item) => item.state === "verified").length;
  return (
    <section aria-labelledby="progress-map-title">
      <Title order={2} mb="xs" id="progress-map-title">
        {t("progress.title")}
      </Title>
      <Text mb="md">
        {t("progress.verified", {
          verified: formatNumber(verified),
          total: items.length,
        })}
        {journeyCredentialId ? (
          <>
            {" "}
            <Anchor component={Link} to={`/credentials/${journeyCredentialId}`} underline="always">
              {t("progress.journeyCredential")}
            </Anchor>
          </>
        ) : null}
      </Text>
      <Paper withBorder p="md" radius="md">
        <List listStyleType="none" spacing="sm" data-testid="progress-map">
          {items.map((item) => (
            <List.Item key={item.missionId} data-testid="progress-item">
              <Stack gap={2}>
                {/* Titled by the mission's name ("Mission 1: Create Your Identity"). */}
                <Text fw={600}>{missionTitleOf(item)}</Text>
                <StateOf item={item} now={now} />
              </Stack>
            </List.Item>
          ))}
        </List>
      </Paper>
    </section>
  );
}
