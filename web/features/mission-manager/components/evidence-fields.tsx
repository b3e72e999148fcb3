import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/NumberInput.css";
import { Checkbox, Group, NativeSelect, NumberInput, Stack, Textarea } from "@mantine/core";
import { EVIDENCE_FIELD_RULES, REFLECTION_MIN_LENGTH } from "../../../../contract/steps.ts";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { missionManagerCatalogs } from "../messages.ts";
import type { StepDraft } from "./step-form.ts";

/** Each rule of an evidence field, by message id. */
const RULE_LABELS = {
  required: "missionManager.evidence.required",
  optional: "missionManager.evidence.optional",
  none: "missionManager.evidence.none",
} as const;

/** The two fields an evidence step may ask for, by message id. */
const FIELD_LABELS = {
  link: "missionManager.evidence.link",
  text: "missionManager.evidence.text",
} as const;

/** An evidence step's settings: what it asks for, the link's and the text's rules, speaking. */
export function EvidenceFields({ draft, idPrefix }: { draft: StepDraft; idPrefix: string }) {
  const t = useT(missionManagerCatalogs);
  const { form } = draft;
  const rules = EVIDENCE_FIELD_RULES.map((rule) => ({ value: rule, label: t(RULE_LABELS[rule]) }));
  return (
    <Stack gap="sm">
      <Textarea
        id={`${idPrefix}-asks`}
        label={t("missionManager.evidence.asks")}
        description={t("missionManager.evidence.asksHint")}
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps("evidence.asks")}
      />
      <Group grow wrap="wrap" align="flex-start">
        {(["link", "text"] as const).map((field) => (
          <NativeSelect
            key={field}
            id={`${idPrefix}-${field}-rule`}
            label={t(FIELD_LABELS[field])}
            data={rules}
            miw={180}
            {...form.getInputProps(`evidence.${field}`)}
          />
        ))}
      </Group>
      <Checkbox
        id={`${idPrefix}-speaking`}
        label={t("missionManager.evidence.speaking")}
        description={t("missionManager.evidence.speakingHint")}
        {...form.getInputProps("evidence.speaking", { type: "checkbox" })}
      />
    </Stack>
  );
}

/** A reflection's setting: the fewest characters it takes. */
export function ReflectionFields({ draft, idPrefix }: { draft: StepDraft; idPrefix: string }) {
  const t = useT(missionManagerCatalogs);
  return (
    <NumberInput
      id={`${idPrefix}-min-length`}
      label={t("missionManager.reflection.minLength")}
      description={t("missionManager.reflection.minLengthHint", {
        min: formatNumber(REFLECTION_MIN_LENGTH.min),
        max: formatNumber(REFLECTION_MIN_LENGTH.max),
      })}
      min={REFLECTION_MIN_LENGTH.min}
      max={REFLECTION_MIN_LENGTH.max}
      allowDecimal={false}
      // Out of bounds stays as typed: the contract's message says what is allowed.
      clampBehavior="none"
      allowNegative={false}
      w={{ base: "100%", sm: 240 }}
      {...draft.form.getInputProps("reflection.minLength")}
    />
  );
}
