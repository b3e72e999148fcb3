import { Alert, Container, List, Loader, Stack, Text, Title } from "@mantine/core";
import { DEFAULT_REWARD_RULES, type RewardRule } from "../../../../contract/rewards.ts";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { useMyRewards } from "../api/rewards.ts";
import { rewardsCatalogs } from "../messages.ts";
import { AdjustmentsPanel } from "./adjustments-panel.tsx";
import { RewardHistory } from "./reward-history.tsx";
import { RulesPanel } from "./rules-panel.tsx";

const RULE_LINES = {
  "verified-mission": "rewards.page.earnMission",
  "evaluated-speech": "rewards.page.earnSpeech",
  "role-fulfilled": "rewards.page.earnRole",
  attendance: "rewards.page.earnAttendance",
} as const;

/** The rules' amounts: the table's when signed in, the shipped defaults for a visitor. */
function amountsOf(rules: RewardRule[] | undefined) {
  const defaults = {
    "verified-mission": DEFAULT_REWARD_RULES.verifiedMission,
    "evaluated-speech": DEFAULT_REWARD_RULES.deliveredAndEvaluatedSpeech,
    "role-fulfilled": DEFAULT_REWARD_RULES.meetingRoleFulfilled,
    attendance: DEFAULT_REWARD_RULES.attendance,
    all: DEFAULT_REWARD_RULES.capPerMembershipPeriod,
  };
  if (!rules) return { amounts: defaults, active: () => true };
  const byKey = new Map(rules.map((rule) => [rule.key, rule]));
  return {
    amounts: {
      ...Object.fromEntries(rules.map((rule) => [rule.key, rule.amount])),
      all: byKey.get("all")?.capPerSeason ?? null,
    } as Record<keyof typeof defaults, number | null>,
    active: (key: string) => byKey.get(key as RewardRule["key"])?.active ?? false,
  };
}

/** /Rewards: what $VOCATE is and is not, in plain words; the member's history; admins' section. */
export function RewardsPage() {
  const t = useT(rewardsCatalogs);
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const rewards = useMyRewards(signedIn);
  const { amounts, active } = amountsOf(rewards.data?.rules);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("rewards.page.title")}</Title>
        <Text>{t("rewards.page.what")}</Text>
        <section aria-labelledby="rewards-not-title">
          <Title order={2} fz="h4" id="rewards-not-title" mb="xs">
            {t("rewards.page.notTitle")}
          </Title>
          <List spacing="xs">
            <List.Item>{t("rewards.page.notCrypto")}</List.Item>
            <List.Item>{t("rewards.page.notCash")}</List.Item>
            <List.Item>{t("rewards.page.notTransferable")}</List.Item>
            <List.Item>{t("rewards.page.notClaimable")}</List.Item>
          </List>
        </section>
        <section aria-labelledby="rewards-earn-title">
          <Title order={2} fz="h4" id="rewards-earn-title" mb="xs">
            {t("rewards.page.earnTitle")}
          </Title>
          <Text mb="xs">{t("rewards.page.earnIntro")}</Text>
          <List spacing="xs" data-testid="reward-rules">
            {(Object.keys(RULE_LINES) as (keyof typeof RULE_LINES)[])
              .filter((key) => active(key))
              .map((key) => (
                <List.Item key={key}>
                  {t(RULE_LINES[key], { amount: formatNumber(amounts[key] ?? 0) })}
                </List.Item>
              ))}
          </List>
          {amounts.all !== null ? (
            <Text mt="xs">{t("rewards.page.cap", { cap: formatNumber(amounts.all) })}</Text>
          ) : null}
          <Text mt="xs">{t("rewards.page.reversal")}</Text>
        </section>
        {signedIn ? (
          <section aria-labelledby="rewards-history-title">
            <Title order={2} fz="h4" id="rewards-history-title" mb="xs">
              {t("rewards.page.historyTitle")}
            </Title>
            {rewards.isPending ? (
              <Loader size="sm" aria-label={t("rewards.loading")} />
            ) : rewards.isError ? (
              <Alert color="red.9">{messageOf(rewards.error)}</Alert>
            ) : (
              <Stack gap="xs">
                <Text fw={700} data-testid="reward-balance">
                  {t("rewards.card.balance", { amount: formatNumber(rewards.data.balance) })}
                </Text>
                <RewardHistory entries={rewards.data.entries} />
              </Stack>
            )}
          </section>
        ) : null}
        {user.data?.isAdmin ? (
          <Stack gap="xl" id="rewards-admin">
            <RulesPanel />
            <AdjustmentsPanel />
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
