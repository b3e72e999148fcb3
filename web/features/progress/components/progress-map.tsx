import {
  Alert,
  Anchor,
  Badge,
  Button,
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
import { LockIcon } from "../../../components/icons.tsx";
import { CHECKOUT_PATH } from "../../../components/nav-items.ts";
import { StatusBadge } from "../../../components/status-badge.tsx";
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

/** Locked: a padlock and the word, then why in words (never the colour alone). */
function LockedState({ item }: { item: MissionProgress }) {
  const t = useT(progressCatalogs);
  const previous = (item.number ?? 2) - 1;
  return (
    <Group gap="xs" wrap="wrap">
      <Badge
        variant="light"
        color="gray"
        c="dark.8"
        leftSection={<LockIcon />}
        data-testid="progress-locked"
      >
        {t("progress.state.locked")}
      </Badge>
      <Text size="sm">
        {item.lockedBy === "membership"
          ? t("progress.locked.membership")
          : t("progress.locked.previous", { number: formatNumber(previous) })}
      </Text>
    </Group>
  );
}

function StateOf({ item, now }: { item: MissionProgress; now: Date }) {
  const t = useT(progressCatalogs);
  if (item.state === "locked") return <LockedState item={item} />;
  if (item.state === "verified") {
    return (
      <Group gap="xs" wrap="wrap">
        <StatusBadge tone="success">{t("progress.state.verified")}</StatusBadge>
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
      <Group gap="xs" wrap="wrap">
        <StatusBadge tone="waiting">{t("progress.state.waiting")}</StatusBadge>
        <Text size="sm">
          {item.since
            ? t("progress.state.waitingSince", { days: daysWaited(item.since, now) })
            : null}
        </Text>
      </Group>
    );
  }
  if (item.state === "in-progress") {
    return <StatusBadge tone="info">{t("progress.state.inProgress")}</StatusBadge>;
  }
  return <StatusBadge tone="neutral">{t("progress.state.notStarted")}</StatusBadge>;
}

/** The journey's certificate, once all eight are verified: the way to its page. */
function JourneyCertificate({ credentialId }: { credentialId: string }) {
  const t = useT(progressCatalogs);
  return (
    <Paper withBorder p="md" radius="md" mb="md" data-testid="journey-certificate">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>{t("progress.journeyComplete.title")}</Text>
          <Text size="sm">{t("progress.journeyComplete.text")}</Text>
        </Stack>
        <Button component={Link} to={`/credentials/${credentialId}`}>
          {t("progress.journeyCredential")}
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * The dashboard's map of the member's journey: its eight missions in order (then any the manager
 * added), each with its state (locked ones say why) and its credential, and the journey's
 * certificate once all eight are verified.
 */
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
      </Text>
      {journeyCredentialId ? <JourneyCertificate credentialId={journeyCredentialId} /> : null}
      {items.some((item) => item.lockedBy === "membership") ? (
        <Group gap="sm" mb="md" wrap="wrap">
          <Text size="sm">{t("progress.membership.text")}</Text>
          <Anchor component={Link} to={CHECKOUT_PATH} size="sm" underline="always">
            {t("progress.membership.link")}
          </Anchor>
        </Group>
      ) : null}
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
