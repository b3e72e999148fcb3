import { Anchor, Badge, Group, List, Text } from "@mantine/core";
import { Link } from "react-router";
import type { RewardEntry } from "../../../../contract/rewards.ts";
import { formatDay, formatNumber, useT } from "../../../i18n/index.ts";
import { rewardsCatalogs } from "../messages.ts";

const RULE_LABELS = {
  "verified-mission": "rewards.rule.verifiedMission",
  "evaluated-speech": "rewards.rule.evaluatedSpeech",
  "role-fulfilled": "rewards.rule.roleFulfilled",
  attendance: "rewards.rule.attendance",
  adjustment: "rewards.rule.adjustment",
} as const;

/** An amount with its sign, in the reader's digits: "+500", "−500". */
export const signedAmount = (amount: number) => formatNumber(amount, { signDisplay: "exceptZero" });

/** What earned the entry, linked to it when it has a page (the mission, the speech). */
function EntrySource({ entry }: { entry: RewardEntry }) {
  const t = useT(rewardsCatalogs);
  const what = t(RULE_LABELS[entry.rule]);
  const name =
    entry.sourceName ?? (entry.sourceKind === "speech" ? t("rewards.history.speech") : null);
  const label = name ? t("rewards.history.ruleAndSource", { rule: what, source: name }) : what;
  return entry.sourceHref ? (
    <Anchor component={Link} to={entry.sourceHref}>
      {label}
    </Anchor>
  ) : (
    <Text span>{label}</Text>
  );
}

/** The ledger's entries, newest first: amount, what earned it, when; reversals say so. */
export function RewardHistory({ entries, limit }: { entries: RewardEntry[]; limit?: number }) {
  const t = useT(rewardsCatalogs);
  if (entries.length === 0) return <Text size="sm">{t("rewards.history.none")}</Text>;
  const shown = limit === undefined ? entries : entries.slice(0, limit);
  return (
    <List spacing="xs" size="sm" listStyleType="none" data-testid="reward-history">
      {shown.map((entry) => (
        <List.Item key={entry.id}>
          <Group gap="xs" wrap="wrap" align="baseline">
            <Text span fw={700} c={entry.amount < 0 ? "red.9" : "teal.9"} dir="ltr">
              <bdi>{signedAmount(entry.amount)}</bdi>
            </Text>
            {entry.reversesId !== null ? <Text span>{t("rewards.history.reversal")}</Text> : null}
            <EntrySource entry={entry} />
            <Text span c="gray.8">
              {formatDay(entry.createdAt)}
            </Text>
            {entry.reversed ? (
              <Badge color="gray" variant="light" c="dark.8">
                {t("rewards.history.reversed")}
              </Badge>
            ) : null}
          </Group>
          {entry.reason ? (
            <Text size="xs" c="gray.8" style={{ overflowWrap: "anywhere" }}>
              {t("rewards.history.because", { reason: entry.reason })}
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  );
}
