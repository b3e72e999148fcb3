import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Checkbox.css";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { type ReactNode, useRef, useState } from "react";
import {
  type PendingCompletion,
  rejectNoteProblem,
  VERIFY_BATCH_MAX,
  type VerifyBatchItem,
} from "../../../../contract/completions.ts";
import { componentCatalogs } from "../../../components/messages.ts";
import { contractCatalogs } from "../../../i18n/contract-catalogs.ts";
import { contractText, formatDateTime, useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { focusInvalidField, focusWhenReady } from "../../../lib/focus.ts";
import { toast } from "../../../lib/toast.ts";
import { waitingText } from "../../../lib/waiting.ts";
import {
  useClubSlots,
  useDecideCompletion,
  usePendingCompletions,
  useVerifyBatch,
} from "../api/completions.ts";
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

/** The longest note on one step (contract/steps.ts `StepNoteSchema`). */
const STEP_NOTE_LIMIT = 300;
const NOTE_LIMIT = 500;

/**
 * Reject, with a note for the member and, optionally, a note on each step that collects evidence
 * (the member reads it beside the step). A refusal stays in the dialog under the note.
 */
function RejectDialog({ completion, onClose, onDecided }: DecisionDialogProps) {
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
interface BatchOutcome {
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
function BatchVerifyDialog({
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
function BatchSummary({
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

function PendingList({ clubId }: { clubId?: number }) {
  const t = useT(completionsCatalogs);
  const pending = usePendingCompletions();
  const [verifying, setVerifying] = useState<PendingCompletion | null>(null);
  const [rejecting, setRejecting] = useState<PendingCompletion | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [batchOpen, setBatchOpen] = useState(false);
  const [outcomes, setOutcomes] = useState<BatchOutcome[] | null>(null);

  const items = (pending.data?.items ?? []).filter(
    (item) => clubId === undefined || item.clubId === clubId,
  );
  // Only what is still listed counts as selected (a decided submission leaves the list).
  const selected = items.filter((item) => checked.has(item.completionId));
  const toggle = (completionId: number, on: boolean) =>
    setChecked((before) => {
      const next = new Set(before);
      if (on) next.add(completionId);
      else next.delete(completionId);
      return next;
    });
  const allChecked = items.length > 0 && selected.length === items.length;
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
                <Checkbox
                  label={t("completions.batch.select")}
                  aria-label={t("completions.batch.selectLabel", {
                    mission: completion.missionName,
                    member: completion.memberName,
                  })}
                  checked={checked.has(completion.completionId)}
                  onChange={(event) => toggle(completion.completionId, event.currentTarget.checked)}
                />
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

  const tooMany = selected.length > VERIFY_BATCH_MAX;
  // The dialogs outlive the list: a refusal (decided meanwhile by another leader) stays readable.
  return (
    <>
      {outcomes ? <BatchSummary outcomes={outcomes} onDismiss={() => setOutcomes(null)} /> : null}
      {items.length > 0 ? (
        <Group gap="sm" mb="sm" wrap="wrap" data-testid="batch-bar">
          <Checkbox
            label={t("completions.batch.selectAll")}
            checked={allChecked}
            indeterminate={selected.length > 0 && !allChecked}
            onChange={(event) =>
              setChecked(
                event.currentTarget.checked
                  ? new Set(items.map((item) => item.completionId))
                  : new Set(),
              )
            }
          />
          <Button disabled={selected.length === 0 || tooMany} onClick={() => setBatchOpen(true)}>
            {t("completions.batch.verify", { count: selected.length })}
          </Button>
          {tooMany ? (
            <Text size="sm" c="red.9">
              {t("completions.batch.tooMany", { max: VERIFY_BATCH_MAX })}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {list}
      <BatchVerifyDialog
        selected={selected}
        opened={batchOpen}
        onClose={() => setBatchOpen(false)}
        onDone={(done) => {
          setChecked(new Set());
          setOutcomes(done);
        }}
      />
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
