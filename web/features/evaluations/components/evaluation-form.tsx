import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import { Button, Group, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import {
  EVALUATION_TEXT_MAX,
  type Evaluation,
  type Rubric,
  type SaveEvaluation,
} from "../../../../contract/evaluations.ts";
import { contractText, formatDateTime, t as say, useT } from "../../../i18n/index.ts";
import { ApiError, messageOf } from "../../../lib/api-client.ts";
import { FormError } from "../../../lib/contract-form.tsx";
import { focusFirstInvalid } from "../../../lib/focus.ts";
import { toast } from "../../../lib/toast.ts";
import { useSaveDraft, useSubmitEvaluation } from "../api/speeches.ts";
import { evaluationsCatalogs } from "../messages.ts";
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from "./local-draft.ts";

const TEXT_FIELDS = ["wentWell", "toImprove", "challenge"] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** Where the autosave stands: said in words, politely, to screen readers too. */
export type SaveStatus = "idle" | "pending" | "saving" | "saved" | "retrying" | "refused";

/** Field -> message: a text field's name, or `scores.<criterion id>`. */
type FieldErrors = Record<string, string>;
type RubricCriterion = Rubric["criteria"][number];

const draftOf = (evaluation: Evaluation): SaveEvaluation => ({
  scores: evaluation.scores,
  wentWell: evaluation.wentWell,
  toImprove: evaluation.toImprove,
  challenge: evaluation.challenge,
});

/** A dropped connection or a server in trouble is worth another try; a refusal is not. */
const retryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * The server's field messages on the form's fields: the texts by name, the rubric's by
 * `scores.<id>` (a bare `scores` goes to the first criterion without a level).
 */
export function fieldErrorsOf(
  error: unknown,
  criteria: readonly RubricCriterion[],
  scores: Record<string, number>,
): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const errors: FieldErrors = {};
  const unscored = criteria.find((criterion) => scores[criterion.id] === undefined);
  for (const { field, message } of error.problem.errors ?? []) {
    const key =
      field === "scores"
        ? unscored && `scores.${unscored.id}`
        : field.startsWith("scores.") || (TEXT_FIELDS as readonly string[]).includes(field)
          ? field
          : undefined;
    if (key) errors[key] ??= contractText(message);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

function StatusLine({ status, refusal }: { status: SaveStatus; refusal: string | null }) {
  const t = useT(evaluationsCatalogs);
  const text =
    status === "pending" || status === "saving"
      ? t("evaluations.form.saving")
      : status === "saved"
        ? t("evaluations.form.saved")
        : status === "retrying"
          ? t("evaluations.form.retrying")
          : status === "refused"
            ? t("evaluations.form.notSaved", { reason: refusal ?? "" })
            : "";
  return (
    <Text
      size="sm"
      role="status"
      aria-live="polite"
      c={status === "retrying" || status === "refused" ? "red.9" : undefined}
      data-save-status={status}
    >
      {text}
    </Text>
  );
}

function CriterionField({
  criterion,
  value,
  error,
  onChange,
}: {
  criterion: RubricCriterion;
  value: number | undefined;
  error: string | undefined;
  onChange: (level: number) => void;
}) {
  return (
    <Radio.Group
      label={criterion.name}
      value={value === undefined ? null : String(value)}
      onChange={(level) => onChange(Number(level))}
      error={error}
      data-criterion={criterion.id}
    >
      <Stack gap="xs" mt="xs">
        {criterion.levels.map((level) => (
          <Radio
            key={level.level}
            value={String(level.level)}
            label={String(level.level)}
            description={level.description}
            size="md"
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * The evaluator's form: the rubric (a level 1-5 per criterion, each with its description) and
 * three texts. Every change is kept on the device at once and saved as a draft `saveDelayMs`
 * after the typing stops (a failed save is tried again every `retryDelayMs`); "Submit evaluation"
 * saves what is there and delivers it. Once submitted it stays editable while `editable`.
 */
export function EvaluationForm({
  slotId,
  evaluation,
  speakerName,
  saveDelayMs = 1000,
  retryDelayMs = 5000,
}: {
  slotId: number;
  evaluation: Evaluation;
  speakerName: string;
  saveDelayMs?: number;
  retryDelayMs?: number;
}) {
  const t = useT(evaluationsCatalogs);
  const save = useSaveDraft(slotId);
  const submitEvaluation = useSubmitEvaluation(slotId);
  const formRef = useRef<HTMLFormElement>(null);
  const [restored] = useState(() => readLocalDraft(slotId));
  const [draft, setDraft] = useState<SaveEvaluation>(() => restored ?? draftOf(evaluation));
  // Edits so far (a restored draft counts as one: it is saved at once) and failed tries since.
  const [edits, setEdits] = useState(restored ? 1 : 0);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<SaveStatus>(restored ? "pending" : "idle");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const latest = useRef(draft);
  latest.current = draft;
  const criteria = useRef(evaluation.rubric.criteria);
  criteria.current = evaluation.rubric.criteria;
  // Saves go one after another, so an older draft never lands after a newer one.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const send = (values: SaveEvaluation) => {
    const next = queue.current.catch(() => undefined).then(() => save.mutateAsync(values));
    queue.current = next;
    return next;
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (edits === 0) return;
    let current = true;
    const timer = setTimeout(
      () => {
        setStatus("saving");
        sendRef.current(latest.current).then(
          () => {
            if (!current) return;
            clearLocalDraft(slotId);
            setStatus("saved");
          },
          (error: unknown) => {
            if (!current) return;
            if (retryable(error)) {
              setStatus("retrying");
              setAttempt((count) => count + 1);
              return;
            }
            setStatus("refused");
            setRefusal(messageOf(error));
            // A submitted evaluation stays complete: the server names what an edit left empty.
            const fields = fieldErrorsOf(error, criteria.current, latest.current.scores);
            if (fields) setErrors(fields);
          },
        );
      },
      attempt === 0 ? saveDelayMs : retryDelayMs,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [edits, attempt, slotId, saveDelayMs, retryDelayMs]);

  const change = (next: SaveEvaluation, field: string) => {
    setDraft(next);
    writeLocalDraft(slotId, next);
    setEdits((count) => count + 1);
    setAttempt(0);
    setStatus("pending");
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      await send(draft);
      await submitEvaluation.mutateAsync(undefined);
      clearLocalDraft(slotId);
      setStatus("saved");
      toast("green", say("evaluations.form.submitted", { speaker: speakerName }));
    } catch (error) {
      const fields = fieldErrorsOf(error, evaluation.rubric.criteria, draft.scores);
      if (fields) setErrors(fields);
      else setFormError(messageOf(error));
      focusFirstInvalid(formRef.current);
    }
  };

  const submitted = evaluation.status === "submitted";
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="evaluation-form-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="evaluation-form-title">
          {t("evaluations.form.title", { speaker: speakerName })}
        </Title>
        {restored ? <Text size="sm">{t("evaluations.form.restored")}</Text> : null}
        {submitted && evaluation.submittedAt ? (
          <Text size="sm">
            {t("evaluations.form.submittedAt", { when: formatDateTime(evaluation.submittedAt) })}
          </Text>
        ) : null}
        <Title order={3} size="h4">
          {evaluation.rubric.name}
        </Title>
        {evaluation.rubric.criteria.map((criterion) => (
          <CriterionField
            key={criterion.id}
            criterion={criterion}
            value={draft.scores[criterion.id]}
            error={errors[`scores.${criterion.id}`]}
            onChange={(level) =>
              change(
                { ...draft, scores: { ...draft.scores, [criterion.id]: level } },
                `scores.${criterion.id}`,
              )
            }
          />
        ))}
        {TEXT_FIELDS.map((field: TextField) => (
          <Textarea
            key={field}
            label={
              field === "wentWell"
                ? t("evaluations.part.wentWell")
                : field === "toImprove"
                  ? t("evaluations.part.toImprove")
                  : t("evaluations.part.challenge")
            }
            autosize
            minRows={3}
            maxLength={EVALUATION_TEXT_MAX}
            value={draft[field]}
            error={errors[field]}
            onChange={(event) => change({ ...draft, [field]: event.currentTarget.value }, field)}
          />
        ))}
        <StatusLine status={status} refusal={refusal} />
        <FormError message={formError} />
        {submitted ? (
          <Text size="sm">{t("evaluations.form.editsDelivered")}</Text>
        ) : (
          <Group>
            <Button type="submit" loading={submitEvaluation.isPending}>
              {t("evaluations.form.submit")}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
