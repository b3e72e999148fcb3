import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { RESPONSE_TEXT_MAX, StepResponseInputSchema } from "../../../../contract/steps.ts";
import { contractText, formatNumber, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useSaveStepResponse } from "../api/steps.ts";
import { missionsCatalogs } from "../messages.ts";
import type { StepBodyProps } from "./step-body.ts";

/**
 * A reflection: a text in the member's own words of at least the step's minimum length, with a
 * count of the characters written so far against it, and Save.
 */
export function ReflectionStep({ step, missionId, response }: StepBodyProps<"reflection">) {
  const t = useT(missionsCatalogs);
  const save = useSaveStepResponse(missionId, step.stepId);
  const [text, setText] = useState(response?.text ?? "");
  const [error, setError] = useState<string | null>(null);
  const { minLength } = step.reflection;
  const count = text.trim().length;

  const onSave = () => {
    if (count < minLength) {
      setError(t("missions.reflection.tooShort", { min: formatNumber(minLength) }));
      return;
    }
    const parsed = StepResponseInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(contractText(parsed.error.issues[0]?.message ?? ""));
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => toast("green", t("missions.reflection.saved")),
      onError: (failure) => setError(messageOf(failure)),
    });
  };

  return (
    <Stack gap="xs">
      <Textarea
        id={`reflection-${step.stepId}-text`}
        label={t("missions.reflection.label")}
        // The count against the minimum, read with the field and updated as the member writes.
        description={
          <span data-testid="reflection-count" data-enough={count >= minLength || undefined}>
            {t("missions.reflection.count", {
              count: formatNumber(count),
              min: formatNumber(minLength),
            })}
          </span>
        }
        autosize
        minRows={5}
        maxLength={RESPONSE_TEXT_MAX}
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {response?.updatedAt ? (
        <Text size="sm" c="gray.7">
          {t("missions.reflection.savedBefore")}
        </Text>
      ) : null}
      <Group>
        <Button onClick={onSave} loading={save.isPending}>
          {t("missions.evidence.save")}
        </Button>
      </Group>
    </Stack>
  );
}
