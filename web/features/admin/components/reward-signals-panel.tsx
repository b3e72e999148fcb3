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
import {
  type DeviceSignal,
  type LeaderSignal,
  REWARD_SIGNAL_THRESHOLDS,
} from "../../../../contract/rewards.ts";
import { isolate } from "../../../i18n/bidi.ts";
import { formatDateTime, formatDay, formatNumber, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useRewardSignals } from "../api/reward-signals.ts";
import { adminCatalogs } from "../messages.ts";

/** Where the admin console shows a person: its people list, searched for their email. */
export const personInConsole = (email: string) => `/Admin?${new URLSearchParams({ q: email })}`;

/** A number of seconds in the largest unit that keeps it readable (4 s, 12 min, 9 h, 3 days). */
export function formatDuration(seconds: number): string {
  const unit = (value: number, name: "second" | "minute" | "hour" | "day") =>
    formatNumber(Math.round(value), { style: "unit", unit: name, unitDisplay: "short" });
  if (seconds < 120) return unit(seconds, "second");
  if (seconds < 120 * 60) return unit(seconds / 60, "minute");
  if (seconds < 48 * 3_600) return unit(seconds / 3_600, "hour");
  return unit(seconds / 86_400, "day");
}

const percent = (rate: number) => formatNumber(rate, { style: "percent" });

function PersonLink({ name, email }: { name: string; email: string }) {
  return (
    <Anchor component={Link} to={personInConsole(email)} fw={700}>
      {name || email}
    </Anchor>
  );
}

function ClubLink({ clubName, clubSlug }: { clubName: string; clubSlug: string }) {
  return (
    <Anchor component={Link} to={`/${clubSlug}`}>
      {clubName}
    </Anchor>
  );
}

function LeaderRow({ leader }: { leader: LeaderSignal }) {
  const t = useT(adminCatalogs);
  const region = leader.regionVerificationRate;
  const regionMedian = leader.regionMedianDecisionSeconds;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="leader-signal">
      <Group gap="xs" wrap="wrap">
        <PersonLink name={leader.name} email={leader.email} />
        <Text span size="sm">
          ·
        </Text>
        <ClubLink clubName={leader.clubName} clubSlug={leader.clubSlug} />
        <Text span size="sm" c="gray.8">
          {t("admin.signals.region", { region: isolate(leader.region) })}
        </Text>
      </Group>
      <Group gap="xs" my={4}>
        {leader.reasons.map((reason) => (
          <Badge key={reason} color="orange.9" variant="light">
            {reason === "verification-rate"
              ? t("admin.signals.reasonRate")
              : t("admin.signals.reasonSpeed")}
          </Badge>
        ))}
      </Group>
      <Text size="sm">
        {t("admin.signals.rate", {
          verified: leader.verified,
          decisions: leader.decisions,
          rate: percent(leader.verificationRate),
        })}{" "}
        {region === null
          ? t("admin.signals.noRegionRate")
          : t("admin.signals.regionRate", { rate: percent(region) })}
      </Text>
      <Text size="sm">
        {t("admin.signals.speed", { median: formatDuration(leader.medianDecisionSeconds) })}{" "}
        {regionMedian === null
          ? ""
          : t("admin.signals.regionSpeed", { median: formatDuration(regionMedian) })}
      </Text>
    </Paper>
  );
}

function DeviceRow({ group }: { group: DeviceSignal }) {
  const t = useT(adminCatalogs);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="device-signal">
      <Text fw={700}>
        {t("admin.signals.device", {
          device: isolate(group.device),
          accounts: group.accounts,
          from: formatDateTime(group.firstAt),
          to: formatDateTime(group.lastAt),
        })}
      </Text>
      <List spacing={4} size="sm" mt={4}>
        {group.checkIns.map((checkIn) => (
          <List.Item key={`${checkIn.userId}-${checkIn.clubId}-${checkIn.meetingKey}`}>
            <PersonLink name={checkIn.name} email={checkIn.email} />
            {" · "}
            <ClubLink clubName={checkIn.clubName} clubSlug={checkIn.clubSlug} />
            {" · "}
            {t("admin.signals.checkIn", {
              meeting: formatDay(checkIn.meetingKey, { timeZone: "UTC" }),
              time: formatDateTime(checkIn.checkedInAt),
            })}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/**
 * The $VOCATE abuse signals (ADR 038): what "far" means said plainly, the leaders far from their
 * region and the devices many accounts checked in from, each linked to the person and the club.
 * Signals only: nothing is paid or taken because of one.
 */
export function RewardSignalsPanel() {
  const t = useT(adminCatalogs);
  const signals = useRewardSignals();
  const limits = REWARD_SIGNAL_THRESHOLDS;
  return (
    <Stack gap="md">
      <Text>{t("admin.signals.intro", { days: limits.windowDays })}</Text>
      {signals.isPending ? (
        <Loader size="sm" aria-label={t("admin.signals.loading")} />
      ) : signals.isError ? (
        <Alert color="red.9">{messageOf(signals.error)}</Alert>
      ) : (
        <>
          <section aria-labelledby="signals-leaders">
            <Title order={3} fz="h4" id="signals-leaders" mb="xs">
              {t("admin.signals.leadersTitle")}
            </Title>
            <Text size="sm" mb="xs">
              {t("admin.signals.leadersRule", {
                decisions: limits.minDecisions,
                points: limits.verificationRatePoints,
                seconds: limits.medianDecisionSeconds,
              })}
            </Text>
            <Stack gap="xs">
              {signals.data.leaders.length === 0 ? (
                <Text size="sm">{t("admin.signals.noLeaders")}</Text>
              ) : (
                signals.data.leaders.map((leader) => (
                  <LeaderRow key={`${leader.userId}-${leader.clubId}`} leader={leader} />
                ))
              )}
            </Stack>
          </section>
          <section aria-labelledby="signals-devices">
            <Title order={3} fz="h4" id="signals-devices" mb="xs">
              {t("admin.signals.devicesTitle")}
            </Title>
            <Text size="sm" mb="xs">
              {t("admin.signals.devicesRule", {
                accounts: limits.deviceAccounts,
                minutes: limits.deviceMinutes,
              })}
            </Text>
            <Stack gap="xs">
              {signals.data.devices.length === 0 ? (
                <Text size="sm">{t("admin.signals.noDevices")}</Text>
              ) : (
                signals.data.devices.map((group) => (
                  <DeviceRow key={`${group.device}-${group.firstAt}`} group={group} />
                ))
              )}
            </Stack>
          </section>
        </>
      )}
    </Stack>
  );
}
