import { NativeSelect, Stack, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { AUTHORED_STEP_KINDS, type StepKind } from "../../../../contract/missions.ts";
import { useT } from "../../../i18n/index.ts";
import { FormError } from "../../../lib/contract-form.tsx";
import { missionManagerCatalogs } from "../messages.ts";
import { EvidenceFields, ReflectionFields } from "./evidence-fields.tsx";
import { QuizFields } from "./quiz-fields.tsx";
import type { StepDraft } from "./step-form.ts";

/** Each step kind's name in the Kind list, by message id. */
const KIND_LABELS: Record<StepKind, string> = {
  text: "missionManager.kind.text",
  video: "missionManager.kind.video",
  "identity-exercise": "missionManager.kind.identityExercise",
  "profile-picture-tools": "missionManager.kind.profilePictureTools",
  accounts: "missionManager.kind.accounts",
  "first-post": "missionManager.kind.firstPost",
  "book-links": "missionManager.kind.bookLinks",
  "speech-guidance": "missionManager.kind.speechGuidance",
  "book-slot": "missionManager.kind.bookSlot",
  "make-post": "missionManager.kind.makePost",
  quiz: "missionManager.kind.quiz",
  evidence: "missionManager.kind.evidence",
  reflection: "missionManager.kind.reflection",
  speech: "missionManager.kind.speech",
  wallet: "missionManager.kind.wallet",
};

/** The fields of a step, in its own `<form>` with `actions` as its buttons. */
export function StepFields({
  draft,
  idPrefix,
  onSubmit,
  children,
}: {
  draft: StepDraft;
  idPrefix: string;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const t = useT(missionManagerCatalogs);
  const { form } = draft;
  return (
    <form ref={draft.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          id={`${idPrefix}-kind`}
          label={t("missionManager.step.kind")}
          description={t("missionManager.step.kindHint")}
          data={AUTHORED_STEP_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
          {...form.getInputProps("kind")}
        />
        <TextInput
          id={`${idPrefix}-name`}
          label={t("missionManager.step.name")}
          maxLength={120}
          {...form.getInputProps("stepName")}
        />
        <Textarea
          id={`${idPrefix}-description`}
          label={t("missionManager.step.description")}
          maxLength={4000}
          autosize
          minRows={2}
          {...form.getInputProps("description")}
        />
        {form.values.kind === "video" ? (
          <TextInput
            id={`${idPrefix}-video`}
            label={t("missionManager.step.video")}
            description={t("missionManager.step.videoHint")}
            maxLength={300}
            {...form.getInputProps("videoUrl")}
          />
        ) : null}
        {form.values.kind === "quiz" ? <QuizFields draft={draft} idPrefix={idPrefix} /> : null}
        {form.values.kind === "evidence" ? (
          <EvidenceFields draft={draft} idPrefix={idPrefix} />
        ) : null}
        {form.values.kind === "reflection" ? (
          <ReflectionFields draft={draft} idPrefix={idPrefix} />
        ) : null}
        <FormError message={draft.formError} />
        {children}
      </Stack>
    </form>
  );
}
