import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { type PendingCompletion, rejectNoteProblem } from "../../../../contract/completions.ts";
import { DecisionNoteDialog } from "../../../components/decision-note-dialog.tsx";
import { contractCatalogs } from "../../../i18n/contract-catalogs.ts";
import { contractText, formatDate, useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { focusWhenReady } from "../../../lib/focus.ts";
import { notify } from "../../../lib/notify.ts";
import { waitingText } from "../../../lib/waiting.ts";
import { useClubSlots, useDecideCompletion, usePendingCompletions } from "../api/completions.ts";
import { completionsCatalogs } from "../messages.ts";

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

/** A moment of the panel (submitted, booked) in the active language. */
const whenOf = (iso: string) => formatDate(iso, { dateStyle: "medium", timeStyle: "short" });

function RejectDialog({
  completion,
  onClose,
  onRejected,
}: {
  completion: PendingCompletion | null;
  onClose: () => void;
  onRejected: (completion: PendingCompletion) => void;
}) {
  const t = useT(completionsCatalogs);
  // The note's check says the contract's message, in the active language.
  useT(contractCatalogs);
  const decide = useDecideCompletion();
  const send = async (note: string) => {
    if (!completion) return undefined;
    try {
      await decide.mutateAsync({ completionId: completion.completionId, action: "reject", note });
    } catch (failure) {
      return messageOf(failure);
    }
    notify(
      "green",
      t("completions.rejected", {
        mission: completion.missionName,
        member: completion.memberName,
      }),
    );
    onRejected(completion);
    return undefined;
  };

  return (
    <DecisionNoteDialog
      opened={completion !== null}
      title={t("completions.reject.title")}
      description={
        completion
          ? t("completions.reject.description", {
              mission: completion.missionName,
              member: completion.memberName,
            })
          : ""
      }
      label={t("completions.reject.note")}
      confirmLabel={t("completions.reject")}
      validate={(note) => {
        const problem = rejectNoteProblem(note);
        return problem && contractText(problem);
      }}
      busy={decide.isPending}
      onClose={onClose}
      onConfirm={send}
    />
  );
}

function PendingList({ clubId }: { clubId?: number }) {
  const t = useT(completionsCatalogs);
  const pending = usePendingCompletions();
  const decide = useDecideCompletion();
  const [rejecting, setRejecting] = useState<PendingCompletion | null>(null);

  if (pending.isPending) return <Loader aria-label={t("completions.pending.loading")} />;
  if (pending.error) {
    return (
      <Alert color="red.9">
        {messageOf(pending.error)} {t("completions.reload")}
      </Alert>
    );
  }
  const items = pending.data.items.filter((item) => clubId === undefined || item.clubId === clubId);
  if (items.length === 0) {
    return <Text data-no-pending>{t("completions.pending.none")}</Text>;
  }
  const indexOf = (completion: PendingCompletion) => items.indexOf(completion);

  const verify = (completion: PendingCompletion) =>
    decide.mutate(
      { completionId: completion.completionId, action: "verify" },
      {
        onSuccess: () => {
          notify(
            "green",
            t("completions.verified", {
              mission: completion.missionName,
              member: completion.memberName,
            }),
          );
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
                  {t("completions.pending.submitted", {
                    when: whenOf(completion.submittedAt),
                    club: completion.clubName,
                  })}
                </Text>
                <Text size="sm" fw={700}>
                  {waitingText(t, completion.submittedAt)}
                </Text>
                <Group gap="xs" mt="xs">
                  <Button
                    data-verify
                    onClick={() => verify(completion)}
                    loading={
                      decide.isPending && decide.variables?.completionId === completion.completionId
                    }
                    aria-label={t("completions.verify.label", {
                      mission: completion.missionName,
                      member: completion.memberName,
                    })}
                  >
                    {t("completions.verify")}
                  </Button>
                  <Button
                    variant="outline"
                    color="red.9"
                    onClick={() => setRejecting(completion)}
                    aria-label={t("completions.reject.label", {
                      mission: completion.missionName,
                      member: completion.memberName,
                    })}
                  >
                    {t("completions.reject")}
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
  const t = useT(completionsCatalogs);
  const slots = useClubSlots();
  if (slots.isPending) return <Loader aria-label={t("completions.slots.loading")} />;
  if (slots.error)
    return (
      <Alert color="red.9">
        {messageOf(slots.error)} {t("completions.reload")}
      </Alert>
    );
  const items = slots.data.items.filter((slot) => clubId === undefined || slot.clubId === clubId);
  if (items.length === 0) return <Text>{t("completions.slots.none")}</Text>;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0 }}>
      {items.map((slot) => (
        <li key={slot.slotId}>
          <Text>
            <T
              id="completions.slots.item"
              values={{ member: slot.userName, club: slot.clubName, when: whenOf(slot.bookedAt) }}
              components={{ 0: <strong /> }}
            />
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
  const t = useT(completionsCatalogs);
  return (
    <Stack gap="lg">
      <section>
        <Title order={headingOrder} mb="sm">
          {t("completions.title")}
        </Title>
        <PendingList clubId={clubId} />
      </section>
      <section>
        <Title order={(headingOrder + 1) as 2 | 3 | 4} mb="sm">
          {t("completions.slots.title")}
        </Title>
        <BookedSlots clubId={clubId} />
      </section>
    </Stack>
  );
}
