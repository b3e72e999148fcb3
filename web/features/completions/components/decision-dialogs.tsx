// The Mission Verification panel's dialogs: verify one, reject with notes, verify a batch.
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Checkbox.css";
import { Alert, Button, Group, List, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useRef, useState } from "react";
import {
  type PendingCompletion,
  rejectNoteProblem,
  type VerifyBatchItem,
} from "../../../../contract/completions.ts";
import { componentCatalogs } from "../../../components/messages.ts";
import { contractCatalogs } from "../../../i18n/contract-catalogs.ts";
import { contractText, formatDateTime, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { focusInvalidField } from "../../../lib/focus.ts";
import { toast } from "../../../lib/toast.ts";
import { useDecideCompletion, useVerifyBatch } from "../api/completions.ts";
import { completionsCatalogs } from "../messages.ts";
import { SubmissionEvidence } from "./submission-evidence.tsx";

/** A moment of the panel (submitted, booked) in the active language. */
export const whenOf = (iso: string) => formatDateTime(iso);

/** A decision's dialog: open while `completion` is set; `onDecided` once the decision went through. */
interface DecisionDialogProps {
  completion: PendingCompletion | null;
  onClose: () => void;
  onDecided: (completion: PendingCompletion) => void;
}

/** The longest note on one step (contract/steps.ts `StepNoteSchema`). */
const STEP_NOTE_LIMIT = 300;
const NOTE_LIMIT = 500;

/**
 * Reject, with a note for the member and, optionally, a note on each step that collects evidence
 * (the member reads it beside the step). A refusal stays in the dialog under the note.
 */
export function RejectDialog({ completion, onClose, onDecided }: DecisionDialogProps) {
  const t = useT(completionsCatalogs);
  const translate = useT(componentCatalogs);
  // The note's check says the contract's message, in the active language.
  useT(contractCatalogs);
  const decide = useDecideCompletion();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // The dialog keeps showing its submission while it closes.
  const shown = useRef(completion);
  if (completion) shown.current = completion;
  const current = shown.current;
  const form = useForm({
    mode: "controlled",
    initialValues: { note: "", steps: {} as Record<string, string> },
    validate: {
      note: (value) => {
        const problem = rejectNoteProblem(value.trim());
        return problem ? contractText(problem) : null;
      },
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };
  const send = form.onSubmit(
    async ({ note, steps }) => {
      if (!completion) return;
      const stepNotes = Object.entries(steps)
        .map(([stepId, text]) => ({ stepId: Number(stepId), note: text.trim() }))
        .filter((entry) => entry.note !== "");
      try {
        await decide.mutateAsync({
          completionId: completion.completionId,
          action: "reject",
          note: note.trim(),
          stepNotes,
        });
      } catch (failure) {
        form.setFieldError("note", messageOf(failure));
        focusInvalidField(noteRef.current);
        return;
      }
      toast(
        "green",
        t("completions.rejected", {
          mission: completion.missionName,
          member: completion.memberName,
        }),
      );
      close();
      onDecided(completion);
    },
    () => focusInvalidField(noteRef.current),
  );

  const names = current ? { mission: current.missionName, member: current.memberName } : {};
  return (
    <Modal
      closeButtonProps={{ "aria-label": translate("common.close") }}
      opened={completion !== null}
      onClose={close}
      title={t("completions.reject.title")}
      centered
    >
      {current ? (
        <form onSubmit={send} noValidate>
          <Stack gap="md" style={{ overflowWrap: "anywhere" }}>
            <Text size="sm">{t("completions.reject.description", names)}</Text>
            <Textarea
              ref={noteRef}
              label={t("completions.reject.note")}
              maxLength={NOTE_LIMIT}
              autosize
              minRows={3}
              {...form.getInputProps("note")}
            />
            {current.evidence.steps.length > 0 ? (
              <Stack gap="xs" data-testid="step-notes">
                <Text size="sm" fw={700}>
                  {t("completions.reject.stepsHint")}
                </Text>
                {current.evidence.steps.map((step) => (
                  <TextInput
                    key={step.stepId}
                    label={t("completions.reject.stepNote", { step: step.stepName })}
                    maxLength={STEP_NOTE_LIMIT}
                    value={form.values.steps[step.stepId] ?? ""}
                    onChange={(event) =>
                      form.setFieldValue(`steps.${step.stepId}`, event.currentTarget.value)
                    }
                  />
                ))}
              </Stack>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {translate("common.cancel")}
              </Button>
              <Button type="submit" color="red.9" loading={decide.isPending}>
                {t("completions.reject")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}

/** A confirmation's end: the refusal if there was one, then Cancel and the confirming button. */
function ConfirmFooter({
  problem,
  busy,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  problem: string | null;
  busy: boolean;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const translate = useT(componentCatalogs);
  return (
    <>
      {problem ? (
        <Alert color="red.9" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {translate("common.cancel")}
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}

/**
 * Verify, confirmed: the dialog repeats what the member saved and says what verifying does; only
 * "Yes, verify" sends the decision. A refusal stays in the dialog; Cancel (or Escape) sends
 * nothing and returns focus to the Verify button.
 */
export function VerifyDialog({ completion, onClose, onDecided }: DecisionDialogProps) {
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
          <ConfirmFooter
            problem={problem}
            busy={decide.isPending}
            confirmLabel={t("completions.verify.confirm")}
            onCancel={close}
            onConfirm={confirm}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}

/** One submission's outcome in a batch, with the names it is said with. */
export interface BatchOutcome {
  completionId: number;
  mission: string;
  member: string;
  /** Why it was not verified; none: verified. */
  reason?: string;
}

/**
 * Verify selected, confirmed once: the dialog names every submission selected; the answer says
 * which were verified and which were not, with their reasons (`onDone`).
 */
export function BatchVerifyDialog({
  selected,
  opened,
  onClose,
  onDone,
}: {
  selected: PendingCompletion[];
  opened: boolean;
  onClose: () => void;
  onDone: (outcomes: BatchOutcome[]) => void;
}) {
  const t = useT(completionsCatalogs);
  const translate = useT(componentCatalogs);
  const verify = useVerifyBatch();
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    setProblem(null);
    let answered: VerifyBatchItem[];
    try {
      answered = (await verify.mutateAsync(selected.map((item) => item.completionId))).items;
    } catch (failure) {
      setProblem(messageOf(failure));
      return;
    }
    const byId = new Map(selected.map((item) => [item.completionId, item]));
    const outcomes = answered.map((item): BatchOutcome => {
      const submission = byId.get(item.completionId);
      return {
        completionId: item.completionId,
        mission: submission?.missionName ?? "",
        member: submission?.memberName ?? "",
        ...("error" in item ? { reason: item.error.message } : {}),
      };
    });
    const verified = outcomes.filter((outcome) => outcome.reason === undefined).length;
    toast(
      verified === outcomes.length ? "green" : "red",
      t("completions.batch.done", { verified, failed: outcomes.length - verified }),
    );
    close();
    onDone(outcomes);
  };

  return (
    <Modal
      closeButtonProps={{ "aria-label": translate("common.close") }}
      opened={opened}
      onClose={close}
      title={t("completions.batch.title", { count: selected.length })}
      styles={{ title: { overflowWrap: "anywhere" } }}
      centered
    >
      <Stack gap="md" style={{ overflowWrap: "anywhere" }}>
        <List size="sm" spacing={4} data-testid="batch-selection">
          {selected.map((item) => (
            <List.Item key={item.completionId}>
              {t("completions.batch.item", {
                mission: item.missionName,
                member: item.memberName,
              })}
            </List.Item>
          ))}
        </List>
        <Text size="sm">{t("completions.batch.effect")}</Text>
        <ConfirmFooter
          problem={problem}
          busy={verify.isPending}
          confirmLabel={t("completions.batch.confirm")}
          onCancel={close}
          onConfirm={confirm}
        />
      </Stack>
    </Modal>
  );
}

/** What the last batch did: which were verified and which not, each failure with its reason. */
export function BatchSummary({
  outcomes,
  onDismiss,
}: {
  outcomes: BatchOutcome[];
  onDismiss: () => void;
}) {
  const t = useT(completionsCatalogs);
  const verified = outcomes.filter((outcome) => outcome.reason === undefined);
  const failed = outcomes.filter((outcome) => outcome.reason !== undefined);
  return (
    <Alert
      color={failed.length === 0 ? "green" : "yellow"}
      title={t("completions.batch.summary", { verified: verified.length, failed: failed.length })}
      role="status"
      data-testid="batch-summary"
      withCloseButton
      closeButtonLabel={t("completions.batch.dismiss")}
      onClose={onDismiss}
      style={{ overflowWrap: "anywhere" }}
    >
      <List size="sm" spacing={4}>
        {verified.map((outcome) => (
          <List.Item key={outcome.completionId} data-outcome="verified">
            {t("completions.batch.verified", { ...outcome })}
          </List.Item>
        ))}
        {failed.map((outcome) => (
          <List.Item key={outcome.completionId} data-outcome="failed">
            {t("completions.batch.failed", { ...outcome })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
