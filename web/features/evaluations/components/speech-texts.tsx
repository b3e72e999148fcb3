import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Stack, Switch, Text, Textarea } from "@mantine/core";
import {
  EVALUATION_TEXT_MAX,
  EvaluatorCommentSchema,
  NOTE_TEXT_MAX,
  ReflectionSchema,
  SpeechNoteSchema,
} from "../../../../contract/evaluations.ts";
import { t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import { type SpeechTextKind, useEvaluationVisibility, useSpeechText } from "../api/speeches.ts";
import { evaluationsCatalogs } from "../messages.ts";

const SCHEMAS = {
  note: SpeechNoteSchema,
  reflection: ReflectionSchema,
  comment: EvaluatorCommentSchema,
} as const;
const LIMITS: Record<SpeechTextKind, number> = {
  note: NOTE_TEXT_MAX,
  reflection: EVALUATION_TEXT_MAX,
  comment: EVALUATION_TEXT_MAX,
};

/**
 * One short text about a speech, written by one person: an attendee's note to the speaker, the
 * speaker's own reflection, the General Evaluator's comment on the evaluation. Saving again
 * replaces it.
 */
export function SpeechTextForm({
  slotId,
  kind,
  initial = "",
}: {
  slotId: number;
  kind: SpeechTextKind;
  initial?: string;
}) {
  const t = useT(evaluationsCatalogs);
  const write = useSpeechText(slotId, kind);
  const contract = useContractForm({ schema: SCHEMAS[kind], initialValues: { text: initial } });
  const label =
    kind === "note"
      ? t("evaluations.note.label")
      : kind === "reflection"
        ? t("evaluations.reflection.label")
        : t("evaluations.comment.label");
  const onSubmit = contract.submit(async ({ text }) => {
    await write.mutateAsync(text);
    toast(
      "green",
      kind === "note"
        ? say("evaluations.note.saved")
        : kind === "reflection"
          ? say("evaluations.reflection.saved")
          : say("evaluations.comment.saved"),
    );
    if (kind === "note") contract.form.reset();
  });
  return (
    <ContractFormFrame
      contract={contract}
      onSubmit={onSubmit}
      submitLabel={kind === "note" ? t("evaluations.note.submit") : t("evaluations.texts.save")}
    >
      <Textarea
        label={label}
        autosize
        minRows={kind === "note" ? 2 : 3}
        maxLength={LIMITS[kind]}
        {...contract.form.getInputProps("text")}
      />
    </ContractFormFrame>
  );
}

/** The speaker's choice: their evaluation on their public profile, or not. */
export function PublicSwitch({ slotId, isPublic }: { slotId: number; isPublic: boolean }) {
  const t = useT(evaluationsCatalogs);
  const visibility = useEvaluationVisibility(slotId);
  return (
    <Stack gap={4}>
      <Switch
        label={t("evaluations.public.label")}
        checked={isPublic}
        disabled={visibility.isPending}
        onChange={async (event) => {
          const next = event.currentTarget.checked;
          try {
            await visibility.mutateAsync(next);
            toast(
              "green",
              next ? say("evaluations.public.shown") : say("evaluations.public.hidden"),
            );
          } catch (error) {
            toast("red", messageOf(error));
          }
        }}
      />
      <Text size="sm" c="dimmed">
        {t("evaluations.public.hint")}
      </Text>
    </Stack>
  );
}
