import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { rejectNoteProblem } from "../../../../contract/completions.ts";
import type { ReviewDecision, ReviewItem } from "../../../../contract/review.ts";
import { AdminOnlyPage } from "../../../components/admin-only-page.tsx";
import { DecisionNoteDialog } from "../../../components/decision-note-dialog.tsx";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { sinceText, waitingText } from "../../../lib/waiting.ts";
import { useAdminQueue, useDecideQueueItem } from "../api/admin-queue.ts";

const yesLabel = { application: "Accept", submission: "Verify" } as const;

function itemTitle(item: {
  kind: ReviewItem["kind"];
  personName: string;
  missionName: string | null;
}) {
  return item.kind === "application"
    ? `${item.personName}'s application`
    : `${item.missionName ?? "A mission"} by ${item.personName}`;
}

function QueueItem({ item }: { item: ReviewItem }) {
  const decide = useDecideQueueItem();
  const [rejecting, setRejecting] = useState(false);
  const what = itemTitle(item);
  const approve = () =>
    decide.mutate(
      { item, approve: true },
      {
        onSuccess: () =>
          notify("green", `${what}: ${item.kind === "application" ? "accepted" : "verified"}.`),
        onError: (error) => notify("red", messageOf(error)),
      },
    );
  const reject = async (note: string) => {
    try {
      await decide.mutateAsync({ item, approve: false, note: note || undefined });
      notify("green", `${what}: rejected.`);
      return undefined;
    } catch (error) {
      return messageOf(error);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="article" data-testid="queue-item">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Badge
              variant="light"
              c="dark.8"
              color={item.kind === "application" ? "indigo" : "teal"}
            >
              {item.kind === "application" ? "Application" : "Mission"}
            </Badge>
            {item.reason === "no-leader" ? (
              <Badge variant="light" c="dark.8" color="orange">
                No leader
              </Badge>
            ) : null}
          </Group>
          <Text fw={700}>{item.personName}</Text>
          {item.missionName ? <Text>{item.missionName}</Text> : null}
          <Text size="sm">{item.clubName}</Text>
          <Text size="sm" fw={700} title={sinceText(item.waitingSince)}>
            {waitingText(item.waitingSince)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            aria-label={`${yesLabel[item.kind]} ${what}`}
            loading={decide.isPending && decide.variables.approve}
            disabled={decide.isPending}
            onClick={approve}
          >
            {yesLabel[item.kind]}
          </Button>
          <Button
            aria-label={`Reject ${what}`}
            variant="default"
            disabled={decide.isPending}
            onClick={() => setRejecting(true)}
          >
            Reject
          </Button>
        </Group>
      </Group>
      <DecisionNoteDialog
        opened={rejecting}
        title={item.kind === "application" ? "Reject application" : "Reject submission"}
        description={`${item.personName} is told${item.kind === "application" ? ", with your note if you write one" : " what to change"}.`}
        label={
          item.kind === "application" ? "Note for the applicant (optional)" : "Note for the member"
        }
        confirmLabel="Reject"
        validate={item.kind === "submission" ? rejectNoteProblem : undefined}
        busy={decide.isPending && !decide.variables.approve}
        onClose={() => setRejecting(false)}
        onConfirm={reject}
      />
    </Paper>
  );
}

const decidedWords = { accepted: "accepted", rejected: "rejected", completed: "verified" } as const;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function DecidedList({ decided }: { decided: ReviewDecision[] }) {
  if (decided.length === 0) return <Text>No decisions made for clubs yet.</Text>;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0 }}>
      {decided.map((decision) => (
        <li key={`${decision.kind}-${decision.itemId}`}>
          <Text>
            {itemTitle(decision)} ({decision.clubName}): {decidedWords[decision.status]} by{" "}
            <strong>{decision.decidedByName}</strong> ·{" "}
            {dateFormat.format(new Date(decision.decidedAt))}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

function Queue() {
  const queue = useAdminQueue();
  if (queue.isPending) return <Loader aria-label="Loading the queue" />;
  if (queue.isError) {
    return (
      <Alert color="red" title="The queue could not be loaded">
        <Text mb="sm">{messageOf(queue.error)}</Text>
        <Button variant="light" color="red" onClick={() => void queue.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { items, decided, escalateAfterDays } = queue.data;
  return (
    <Stack gap="xl">
      <Text>
        Applications and missions that have waited {escalateAfterDays} days or more in any club, and
        everything that waits in a club without a leader, oldest first. You may decide them for the
        club; the decision records that you made it.
      </Text>
      <section aria-labelledby="queue-waiting">
        <Title order={2} id="queue-waiting" mb="sm">
          Waiting ({items.length})
        </Title>
        {items.length === 0 ? (
          <Text>Nothing waits too long. Well done, leaders!</Text>
        ) : (
          <Stack gap="sm">
            {items.map((item) => (
              <QueueItem key={`${item.kind}-${item.itemId}`} item={item} />
            ))}
          </Stack>
        )}
      </section>
      <section aria-labelledby="queue-decided">
        <Title order={2} id="queue-decided" mb="sm">
          Decided for clubs
        </Title>
        <DecidedList decided={decided} />
      </section>
    </Stack>
  );
}

/** /AdminQueue: what waits too long, or for a club without a leader; admins only. */
export function AdminQueuePage() {
  return (
    <AdminOnlyPage title="Admin queue" what="The admin queue" size="lg">
      <Queue />
    </AdminOnlyPage>
  );
}
