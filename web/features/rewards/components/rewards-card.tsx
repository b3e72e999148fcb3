import "@mantine/core/styles/Progress.css";
import { Alert, Anchor, Loader, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useMyRewards } from "../api/rewards.ts";
import { rewardsCatalogs } from "../messages.ts";
import { RewardHistory } from "./reward-history.tsx";

const SHOWN = 5;

/** The dashboard's $VOCATE card: the balance, this season against its cap, the latest entries. */
export function RewardsCard() {
  const t = useT(rewardsCatalogs);
  const rewards = useMyRewards();
  if (rewards.isPending) return <Loader size="sm" aria-label={t("rewards.loading")} />;
  if (rewards.isError) return <Alert color="red.9">{messageOf(rewards.error)}</Alert>;
  const { balance, earnedThisSeason, seasonCap, membershipActive, entries } = rewards.data;
  return (
    <section aria-labelledby="rewards-card-title">
      <Title order={2} mb="xs" id="rewards-card-title">
        {t("rewards.card.title")}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text size="xl" fw={700} data-testid="reward-balance">
            {t("rewards.card.balance", { amount: formatNumber(balance) })}
          </Text>
          {seasonCap !== null ? (
            <Stack gap={4}>
              <Text size="sm">
                {t("rewards.card.season", {
                  earned: formatNumber(earnedThisSeason),
                  cap: formatNumber(seasonCap),
                })}
              </Text>
              <Progress
                value={seasonCap > 0 ? Math.min(100, (earnedThisSeason / seasonCap) * 100) : 0}
                aria-label={t("rewards.card.seasonLabel")}
              />
            </Stack>
          ) : null}
          {membershipActive ? null : <Text size="sm">{t("rewards.card.noMembership")}</Text>}
          <RewardHistory entries={entries} limit={SHOWN} />
          <Anchor component={Link} to="/Rewards" size="sm">
            {t("rewards.card.whatIs")}
          </Anchor>
        </Stack>
      </Paper>
    </section>
  );
}
