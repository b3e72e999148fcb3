import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { type PendingCompletion, rejectNoteProblem } from "../../../../contract/completions.ts";
import { DecisionNoteDialog } from "../../../components/decision-note-dialog.tsx";
import { messageOf } from "../../../lib/api-client.ts";
import { focusWhenReady } from "../../../lib/focus.ts";
import { notify } from "../../../lib/notify.ts";
import { waitingText } from "../../../lib/waiting.ts";
import { useClubSlots, useDecideCompletion, usePendingCompletions } from "../api/completions.ts";

/**
 * After a submission is verified or rejected it leaves the list: focus goes to the Verify button
 * of the one that took its place, else the last one, else the 'no missions' text.
 */
function focusAfterDecision(completionId: number, index: number) {
  focusWhenReady(() => {
    if (document.querySelector(`[data-completion-id="${completionId}"]`)) return null;
    const verifyButtons = document.querySelectorAll<HTMLElement>("[data-verify]");
    return (
      verifyButtons[Math.min(index, verifyButtons.length - 1)] ??
      document.querySelector<HTMLElement>("[data-no-pending]")
    );
  });
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

function RejectDialog({
  completion,
  onClose,
  onRejected,
}: {
  completion: PendingCompletion | null;
  onClose: () => void;
  onRejected: (completion: PendingCompletion) => void;
}) {
  const decide = useDecideCompletion();
  const send = async (note: string) => {
    if (!completion) return undefined;
    try {
      await decide.mutateAsync({ completionId: completion.completionId, action: "reject", note });
    } catch (failure) {
      return messageOf(failure);
    }
    notify("green", `${completion.missionName} sent back to ${completion.memberName}.`);
    onRejected(completion);
    return undefined;
  };

  return (
    <DecisionNoteDialog
      opened={completion !== null}
      title="Reject submission"
      description={
        completion
          ? `Tell ${completion.memberName} what to change in ${completion.missionName}. They can submit it again.`
          : ""
      }
      label="Note for the member"
      confirmLabel="Reject"
      validate={rejectNoteProblem}
      busy={decide.isPending}
      onClose={onClose}
      onConfirm={send}
    />
  );
}

function PendingList({ clubId }: { clubId?: number }) {
  const pending = usePendingCompletions();
  const decide = useDecideCompletion();
  const [rejecting, setRejecting] = useState<PendingCompletion | null>(null);

  if (pending.isPending) return <Loader aria-label="Loading submissions" />;
  if (pending.error) {
    return <Alert color="red.9">{messageOf(pending.error)} Reload the page to try again.</Alert>;
  }
  const items = pending.data.items.filter((item) => clubId === undefined || item.clubId === clubId);
  if (items.length === 0) {
    return <Text data-no-pending>No missions are awaiting verification.</Text>;
  }
  const indexOf = (completion: PendingCompletion) => items.indexOf(completion);

  const verify = (completion: PendingCompletion) =>
    decide.mutate(
      { completionId: completion.completionId, action: "verify" },
      {
        onSuccess: () => {
          notify("green", `${completion.missionName} verified for ${completion.memberName}.`);
          focusAfterDecision(completion.completionId, indexOf(completion));
        },
        onError: (error) => notify("red", messageOf(error)),
      },
    );

  return (
    <>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        component="ul"
        style={{ listStyle: "none", padding: 0 }}
      >
        {items.map((completion) => (
          <li key={completion.completionId}>
            <Card
              withBorder
              padding="md"
              data-testid="pending-completion"
              data-completion-id={completion.completionId}
            >
              <Stack gap={6}>
                <Text fw={700}>{completion.memberName}</Text>
                <Text>{completion.missionName}</Text>
                <Text size="sm" c="gray.7">
                  Submitted {formatDate(completion.submittedAt)} · {completion.clubName}
                </Text>
                <Text size="sm" fw={700}>
                  {waitingText(completion.submittedAt)}
                </Text>
                <Group gap="xs" mt="xs">
                  <Button
                    data-verify
                    onClick={() => verify(completion)}
                    loading={
                      decide.isPending && decide.variables?.completionId === completion.completionId
                    }
                    aria-label={`Verify ${completion.missionName} for ${completion.memberName}`}
                  >
                    Verify
                  </Button>
                  <Button
                    variant="outline"
                    color="red.9"
                    onClick={() => setRejecting(completion)}
                    aria-label={`Reject ${completion.missionName} for ${completion.memberName}`}
                  >
                    Reject
                  </Button>
                </Group>
              </Stack>
            </Card>
          </li>
        ))}
      </SimpleGrid>
      <RejectDialog
        completion={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(completion) =>
          focusAfterDecision(completion.completionId, indexOf(completion))
        }
      />
    </>
  );
}

function BookedSlots({ clubId }: { clubId?: number }) {
  const slots = useClubSlots();
  if (slots.isPending) return <Loader aria-label="Loading booked slots" />;
  if (slots.error)
    return <Alert color="red.9">{messageOf(slots.error)} Reload the page to try again.</Alert>;
  const items = slots.data.items.filter((slot) => clubId === undefined || slot.clubId === clubId);
  if (items.length === 0) return <Text>No speech slots booked yet.</Text>;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0 }}>
      {items.map((slot) => (
        <li key={slot.slotId}>
          <Text>
            <strong>{slot.userName}</strong> · {slot.clubName} · booked {formatDate(slot.bookedAt)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The leader's Mission Verification panel: pending submissions (oldest first, each with how long
 * it has waited) and booked speech slots, of all the
 * clubs the user leads or of `clubId` only. `headingOrder` fits it under the page's headings (1:
 * it is the page).
 */
export function VerificationPanel({
  clubId,
  headingOrder = 2,
}: {
  clubId?: number;
  headingOrder?: 1 | 2 | 3;
}) {
  return (
    <Stack gap="lg">
      <section>
        <Title order={headingOrder} mb="sm">
          Mission Verification
        </Title>
        <PendingList clubId={clubId} />
      </section>
      <section>
        <Title order={(headingOrder + 1) as 2 | 3 | 4} mb="sm">
          Booked speech slots
        </Title>
        <BookedSlots clubId={clubId} />
      </section>
    </Stack>
  );
}
