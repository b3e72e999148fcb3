import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMemo } from "react";
import {
  EVIDENCE_LINK_MAX,
  type EvidenceSettings,
  RESPONSE_TEXT_MAX,
  type StepResponse,
  StepResponseInputSchema,
} from "../../../../contract/steps.ts";
import { formatDateTime, type Translate, useT } from "../../../i18n/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { FormError, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import { useSaveStepResponse } from "../api/steps.ts";
import { missionsCatalogs } from "../messages.ts";
import { ExternalLink } from "./external-link.tsx";
import type { StepBodyProps } from "./step-body.ts";

/** What the member sends: the fields the step asks for, an optional one left empty not sent. */
function inputOf(settings: EvidenceSettings, values: { link: string; text: string }) {
  return {
    ...(settings.link !== "none" && (settings.link === "required" || values.link.trim())
      ? { link: values.link }
      : {}),
    ...(settings.text !== "none" && (settings.text === "required" || values.text.trim())
      ? { text: values.text }
      : {}),
  };
}

/** The contract's shape of a response, with the step's own rules: a required field is filled. */
function schemaFor(settings: EvidenceSettings, t: Translate) {
  return StepResponseInputSchema.superRefine((input, context) => {
    if (settings.link === "required" && !input.link) {
      context.addIssue({
        code: "custom",
        path: ["link"],
        message: t("missions.evidence.needLink"),
      });
    }
    if (settings.text === "required" && !input.text) {
      context.addIssue({
        code: "custom",
        path: ["text"],
        message: t("missions.evidence.needText"),
      });
    }
  });
}

/** What is saved for the step: the link (opening in a new tab), the text, and when. */
export function SavedEvidence({ response }: { response: StepResponse | undefined }) {
  const t = useT(missionsCatalogs);
  if (!response || (!response.link && !response.text)) return null;
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" data-testid="saved-evidence">
      <Stack gap={4}>
        <Text fw={700} size="sm">
          {response.updatedAt
            ? t("missions.evidence.savedAt", { when: formatDateTime(response.updatedAt) })
            : t("missions.evidence.saved")}
        </Text>
        {response.link ? (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            <ExternalLink href={response.link}>{response.link}</ExternalLink>
          </Text>
        ) : null}
        {response.text ? (
          <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {response.text}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * An evidence step: what it asks for, then a link and/or a text as its settings say (required,
 * optional or not asked), and Save. The server's refusals (a link another member handed in, a
 * link of the wrong shape) show at the field they concern.
 */
export function EvidenceStep({ step, missionId, response }: StepBodyProps<"evidence">) {
  const t = useT(missionsCatalogs);
  const settings = step.evidence;
  const save = useSaveStepResponse(missionId, step.stepId);
  const schema = useMemo(() => schemaFor(settings, t), [settings, t]);
  const draft = useContractForm({
    schema,
    initialValues: { link: response?.link ?? "", text: response?.text ?? "" },
    toInput: (values) => inputOf(settings, values),
  });
  const { form } = draft;
  const onSubmit = draft.submit(async (input) => {
    try {
      await save.mutateAsync(input);
    } catch (error) {
      // The same link handed in by another member: said at the link.
      if (error instanceof ApiError && error.status === 409 && settings.link !== "none") {
        form.setFieldError("link", error.problem.detail);
        draft.formRef.current?.querySelector<HTMLElement>("input")?.focus();
        return;
      }
      throw error;
    }
    toast("green", t("missions.evidence.savedToast"));
  });
  const optional = (rule: string) => (rule === "optional" ? ` ${t("missions.optional")}` : "");
  const id = `evidence-${step.stepId}`;

  return (
    <Stack gap="sm">
      <Paper withBorder p="md" radius="md">
        <Text fw={700} mb={4}>
          {t("missions.evidence.asks")}
        </Text>
        <Text style={{ whiteSpace: "pre-line" }}>{settings.asks}</Text>
      </Paper>
      {settings.speaking ? (
        <Alert color="indigo" title={t("missions.evidence.speakingTitle")}>
          {t("missions.evidence.speakingHint")}
        </Alert>
      ) : null}
      <SavedEvidence response={response} />
      <form ref={draft.formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {settings.link !== "none" ? (
            <TextInput
              id={`${id}-link`}
              type="url"
              inputMode="url"
              dir="ltr"
              label={`${t("missions.evidence.link")}${optional(settings.link)}`}
              description={t("missions.evidence.linkHint")}
              placeholder="https://"
              withAsterisk={settings.link === "required"}
              maxLength={EVIDENCE_LINK_MAX}
              {...form.getInputProps("link")}
            />
          ) : null}
          {settings.text !== "none" ? (
            <Textarea
              id={`${id}-text`}
              label={`${t("missions.evidence.text")}${optional(settings.text)}`}
              withAsterisk={settings.text === "required"}
              autosize
              minRows={3}
              maxLength={RESPONSE_TEXT_MAX}
              {...form.getInputProps("text")}
            />
          ) : null}
          <FormError message={draft.formError} />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t("missions.evidence.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
