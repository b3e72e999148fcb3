import { Alert, Button, Group, List, Loader, Paper, Text, Title } from "@mantine/core";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useLeaderboard, useLeaderboardVisibility } from "../api/progress.ts";
import { progressCatalogs } from "../messages.ts";

/** The member's club leaderboard: verified missions this month and overall; one may hide. */
export function ClubLeaderboard() {
  const t = useT(progressCatalogs);
  const leaderboard = useLeaderboard();
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
  return (
    <section aria-labelledby="leaderboard-title">
      <Title order={2} mb="xs" id="leaderboard-title">
        {t("progress.leaderboard.title", { club: clubName })}
      </Title>
      <Paper withBorder p="md" radius="md">
        <List type="ordered" spacing="xs" data-testid="leaderboard">
          {items.map((item) => (
            <List.Item key={`${item.rank}-${item.name}`}>
              <Text span fw={item.isMe ? 700 : 400}>
                {item.isMe ? t("progress.leaderboard.you", { name: item.name }) : item.name}
              </Text>
              <Text span>
                {" "}
                ·{" "}
                {t("progress.leaderboard.counts", {
                  month: formatNumber(item.verifiedThisMonth),
                  overall: formatNumber(item.verifiedOverall),
                })}
              </Text>
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
