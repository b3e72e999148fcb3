import "@mantine/core/styles/SegmentedControl.css";
import {
  Alert,
  Button,
  Group,
  List,
  Loader,
  Paper,
  SegmentedControl,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import type { LeaderboardEntry, LeaderboardOrder } from "../../../../contract/progress.ts";
import { formatNumber, type Translate, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useLeaderboard, useLeaderboardVisibility } from "../api/progress.ts";
import { progressCatalogs } from "../messages.ts";

/** What a row says after the name: verified missions, or $VOCATE earned this season. */
function scoreOf(t: Translate, item: LeaderboardEntry, by: LeaderboardOrder) {
  if (by === "vocate") {
    return t("progress.leaderboard.vocate", { amount: formatNumber(item.vocateThisSeason) });
  }
  return t("progress.leaderboard.counts", {
    month: formatNumber(item.verifiedThisMonth),
    overall: formatNumber(item.verifiedOverall),
  });
}

/**
 * The member's club leaderboard, ranked by verified missions (this month, overall) or by $VOCATE
 * earned this season; one may hide, and the hidden are left out either way.
 */
export function ClubLeaderboard() {
  const t = useT(progressCatalogs);
  const [by, setBy] = useState<LeaderboardOrder>("missions");
  const leaderboard = useLeaderboard(by);
  const visibility = useLeaderboardVisibility();
  if (leaderboard.isPending) return <Loader aria-label={t("progress.leaderboard.loading")} />;
  if (leaderboard.isError) {
    return (
      <Alert color="red.9" title={t("progress.leaderboard.loadFailed")}>
        {messageOf(leaderboard.error)} {t("progress.reload")}
      </Alert>
    );
  }
  const { clubName, items, hidden } = leaderboard.data;
  // While the other order loads, the previous board stays, scored as it was ranked.
  const shownBy = leaderboard.data.by;
  return (
    <section aria-labelledby="leaderboard-title">
      <Title order={2} mb="xs" id="leaderboard-title">
        {t("progress.leaderboard.title", { club: clubName })}
      </Title>
      <Paper withBorder p="md" radius="md">
        <SegmentedControl
          mb="sm"
          aria-label={t("progress.leaderboard.rankBy")}
          value={by}
          onChange={(value) => setBy(value as LeaderboardOrder)}
          data={[
            { value: "missions", label: t("progress.leaderboard.byMissions") },
            { value: "vocate", label: t("progress.leaderboard.byVocate") },
          ]}
        />
        {shownBy === "vocate" ? (
          <Text size="sm" c="gray.8" mb="sm">
            {t("progress.leaderboard.vocateNote")}
          </Text>
        ) : null}
        <List
          type="ordered"
          spacing="xs"
          data-testid="leaderboard"
          aria-busy={leaderboard.isPlaceholderData}
        >
          {items.map((item) => (
            <List.Item key={`${item.rank}-${item.name}`}>
              <Text span fw={item.isMe ? 700 : 400}>
                {item.isMe ? t("progress.leaderboard.you", { name: item.name }) : item.name}
              </Text>
              <Text span> · {scoreOf(t, item, shownBy)}</Text>
            </List.Item>
          ))}
        </List>
        <Group mt="md" gap="sm">
          <Text size="sm">
            {hidden ? t("progress.leaderboard.hidden") : t("progress.leaderboard.shown")}
          </Text>
          <Button
            size="xs"
            variant="default"
            loading={visibility.isPending}
            onClick={() =>
              visibility.mutate(
                { hidden: !hidden },
                { onError: (error) => toast("red", messageOf(error)) },
              )
            }
          >
            {hidden ? t("progress.leaderboard.show") : t("progress.leaderboard.hide")}
          </Button>
        </Group>
      </Paper>
    </section>
  );
}
