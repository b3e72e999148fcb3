import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { ManagedStep } from "../../../../contract/missions.ts";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddStep, useDeleteStep, useUpdateStep } from "../api/mission-manager.ts";
import { missionManagerCatalogs } from "../messages.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";
import { StepFields } from "./step-fields.tsx";
import { useStepDraft } from "./step-form.ts";

/** A saved step: Save, Delete (after asking), Move up and Move down. */
export function StepEditor({
  missionId,
  step,
  onMove,
  isFirst,
  isLast,
}: {
  missionId: string;
  step: ManagedStep;
  /** Moves the step one place up (-1) or down (+1). */
  onMove: (by: -1 | 1) => void;
  isFirst: boolean;
  isLast: boolean;
}) {
  const t = useT(missionManagerCatalogs);
  const draft = useStepDraft(step);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateStep();
  const remove = useDeleteStep();

  const save = draft.submit(async (input) => {
    await update.mutateAsync({ missionId, stepId: step.stepId, ...input });
    toast("green", t("missionManager.step.saved"));
  });

  const confirmDelete = () =>
    remove.mutate(
      { missionId, stepId: step.stepId },
      {
        onSuccess: () => {
          setConfirming(false);
          toast("green", t("missionManager.step.deleted", { step: step.stepName }));
        },
        onError: (error) => {
          setConfirming(false);
          draft.showError(error);
        },
      },
    );

  return (
    <Paper withBorder p="md" radius="md" data-testid="step-editor">
      <Stack gap="sm">
        <Text fw={700}>
          {t("missionManager.step.position", { position: formatNumber(step.position) })}
        </Text>
        <StepFields draft={draft} idPrefix={`step-${step.stepId}`} onSubmit={save}>
          <Group>
            <Button type="submit" variant="default" loading={draft.form.submitting}>
              {t("missionManager.step.save")}
            </Button>
            <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
              {t("missionManager.step.delete")}
            </Button>
            <Button
              variant="subtle"
              disabled={isFirst}
              onClick={() => onMove(-1)}
              aria-label={t("missionManager.step.moveUpLabel", {
                position: formatNumber(step.position),
              })}
            >
              {t("missionManager.step.moveUp")}
            </Button>
            <Button
              variant="subtle"
              disabled={isLast}
              onClick={() => onMove(1)}
              aria-label={t("missionManager.step.moveDownLabel", {
                position: formatNumber(step.position),
              })}
            >
              {t("missionManager.step.moveDown")}
            </Button>
          </Group>
        </StepFields>
      </Stack>
      <ConfirmDelete
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("missionManager.step.deleteTitle")}
        onConfirm={confirmDelete}
        deleting={remove.isPending}
      >
        {t("missionManager.step.deleteText", { step: step.stepName })}
      </ConfirmDelete>
    </Paper>
  );
}

export function AddStepForm({ missionId }: { missionId: string }) {
  const t = useT(missionManagerCatalogs);
  const draft = useStepDraft();
  const add = useAddStep();
  const onSubmit = draft.submit(async (input) => {
    await add.mutateAsync({ missionId, ...input });
    draft.form.reset();
    toast("green", t("missionManager.step.added"));
  });

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <Text fw={700}>{t("missionManager.step.new")}</Text>
        <StepFields draft={draft} idPrefix="new-step" onSubmit={onSubmit}>
          <Group>
            <Button type="submit" loading={draft.form.submitting}>
              {t("missionManager.step.add")}
            </Button>
          </Group>
        </StepFields>
      </Stack>
    </Paper>
  );
}
