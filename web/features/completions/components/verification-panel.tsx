import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { type ReactNode, useRef, useState } from "react";
import { type PendingCompletion, rejectNoteProblem } from "../../../../contract/completions.ts";
import { DecisionNoteDialog } from "../../../components/decision-note-dialog.tsx";
import { componentCatalogs } from "../../../components/messages.ts";
import { contractCatalogs } from "../../../i18n/contract-catalogs.ts";
import { contractText, formatDateTime, useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { focusWhenReady } from "../../../lib/focus.ts";
import { toast } from "../../../lib/toast.ts";
import { waitingText } from "../../../lib/waiting.ts";
import { useClubSlots, useDecideCompletion, usePendingCompletions } from "../api/completions.ts";
import { completionsCatalogs } from "../messages.ts";
import { SubmissionEvidence } from "./submission-evidence.tsx";

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
const whenOf = (iso: string) => formatDateTime(iso);

/** A decision's dialog: open while `completion` is set; `onDecided` once the decision went through. */
interface DecisionDialogProps {
  completion: PendingCompletion | null;
  onClose: () => void;
  onDecided: (completion: PendingCompletion) => void;
}

function RejectDialog({ completion, onClose, onDecided }: DecisionDialogProps) {
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
    toast(
      "green",
      t("completions.rejected", {
        mission: completion.missionName,
        member: completion.memberName,
      }),
    );
    onDecided(completion);
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

/**
 * Verify, confirmed: the dialog repeats what the member saved and says what verifying does; only
 * "Yes, verify" sends the decision. A refusal stays in the dialog; Cancel (or Escape) sends
 * nothing and returns focus to the Verify button.
 */
function VerifyDialog({ completion, onClose, onDecided }: DecisionDialogProps) {
  const t = useT(completionsCatalogs);
  const translate = useT(componentCatalogs);
  const decide = useDecideCompletion();
  const [problem, setProblem] = useState<string | null>(null);
  // The dialog keeps showing its submission while it closes.
  const shown = useRef(completion);
  if (completion) shown.current = completion;
  const current = shown.current;

  const close = () => {
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    if (!completion) return;
    setProblem(null);
    try {
      await decide.mutateAsync({ completionId: completion.completionId, action: "verify" });
    } catch (failure) {
      setProblem(messageOf(failure));
      return;
    }
    toast(
      "green",
      t("completions.verified", { mission: completion.missionName, member: completion.memberName }),
    );
    close();
    onDecided(completion);
  };

  const names = current ? { mission: current.missionName, member: current.memberName } : {};
  return (
    <Modal
      closeButtonProps={{ "aria-label": translate("common.close") }}
      opened={completion !== null}
      onClose={close}
      title={current ? t("completions.verify.title", names) : ""}
      styles={{ title: { overflowWrap: "anywhere" } }}
      centered
    >
      {current ? (
        <Stack gap="md" style={{ overflowWrap: "anywhere" }}>
          <SubmissionEvidence evidence={current.evidence} />
          <Text size="sm">{t("completions.verify.effect", names)}</Text>
          {problem ? (
            <Alert color="red.9" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {translate("common.cancel")}
            </Button>
            <Button onClick={confirm} loading={decide.isPending}>
              {t("completions.verify.confirm")}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

function PendingList({ clubId }: { clubId?: number }) {
  const t = useT(completionsCatalogs);
  const pending = usePendingCompletions();
  const [verifying, setVerifying] = useState<PendingCompletion | null>(null);
  const [rejecting, setRejecting] = useState<PendingCompletion | null>(null);

  const items = (pending.data?.items ?? []).filter(
    (item) => clubId === undefined || item.clubId === clubId,
  );
  const afterDecision = (completion: PendingCompletion) =>
    focusAfterDecision(completion.completionId, items.indexOf(completion));

  let list: ReactNode;
  if (pending.isPending) list = <Loader aria-label={t("completions.pending.loading")} />;
  else if (pending.error) {
    list = (
      <Alert color="red.9">
        {messageOf(pending.error)} {t("completions.reload")}
      </Alert>
    );
  } else if (items.length === 0) {
    list = <Text data-no-pending>{t("completions.pending.none")}</Text>;
  } else {
    list = (
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
                <SubmissionEvidence evidence={completion.evidence} />
                <Group gap="xs" mt="xs">
                  <Button
                    data-verify
                    onClick={() => setVerifying(completion)}
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
    );
  }

  // The dialogs outlive the list: a refusal (decided meanwhile by another leader) stays readable.
  return (
    <>
      {list}
      <VerifyDialog
        completion={verifying}
        onClose={() => setVerifying(null)}
        onDecided={afterDecision}
      />
      <RejectDialog
        completion={rejecting}
        onClose={() => setRejecting(null)}
        onDecided={afterDecision}
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
