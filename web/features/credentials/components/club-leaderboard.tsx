import { Alert, Button, Group, List, Loader, Paper, Text, Title } from "@mantine/core";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useLeaderboard, useLeaderboardVisibility } from "../api/credentials.ts";

/** The member's club leaderboard: verified missions this month and overall; one may hide. */
export function ClubLeaderboard() {
  const leaderboard = useLeaderboard();
  const visibility = useLeaderboardVisibility();
  if (leaderboard.isPending) return <Loader aria-label="Loading the leaderboard" />;
  if (leaderboard.isError) {
    return (
      <Alert color="red.9" title="The leaderboard could not be loaded">
        {messageOf(leaderboard.error)} Reload the page to try again.
      </Alert>
    );
  }
  const { clubName, items, hidden } = leaderboard.data;
  return (
    <section aria-labelledby="leaderboard-title">
      <Title order={2} mb="xs" id="leaderboard-title">
        {clubName} leaderboard
      </Title>
      <Paper withBorder p="md" radius="md">
        <List type="ordered" spacing="xs" data-testid="leaderboard">
          {items.map((item) => (
            <List.Item key={`${item.rank}-${item.name}`}>
              <Text span fw={item.isMe ? 700 : 400}>
                {item.name}
                {item.isMe ? " (you)" : ""}
              </Text>
              <Text span>
                {" "}
                · {item.verifiedThisMonth} verified this month · {item.verifiedOverall} overall
              </Text>
            </List.Item>
          ))}
        </List>
        <Group mt="md" gap="sm">
          <Text size="sm">
            {hidden
              ? "You are hidden: the other members do not see you here."
              : "The other members of your club see you here."}
          </Text>
          <Button
            size="xs"
            variant="default"
            loading={visibility.isPending}
            onClick={() =>
              visibility.mutate(
                { hidden: !hidden },
                { onError: (error) => notify("red", messageOf(error)) },
              )
            }
          >
            {hidden ? "Show me on the leaderboard" : "Hide me from the leaderboard"}
          </Button>
        </Group>
      </Paper>
    </section>
  );
}
