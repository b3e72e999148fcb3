import { NativeSelect, type NativeSelectProps, Stack, Text, TextInput, Title } from "@mantine/core";
import type { Journey } from "../../../../contract/journeys.ts";
import { CreateMissionSchema, type ManagedMission } from "../../../../contract/missions.ts";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCreateMission, useReorderSteps, useUpdateMission } from "../api/mission-manager.ts";
import { missionManagerCatalogs } from "../messages.ts";
import { MissionLifecycle } from "./mission-lifecycle.tsx";
import { AddStepForm, StepEditor } from "./step-editors.tsx";

// The mission's own editing: its form (Create or Update Mission) and the editor that composes it
// with the lifecycle actions (mission-lifecycle.tsx) and the steps (step-editors.tsx).

const EVERY_JOURNEY = "";

function JourneySelect({
  journeys,
  ...selectProps
}: Omit<NativeSelectProps, "data"> & { journeys: Journey[] }) {
  const t = useT(missionManagerCatalogs);
  return (
    <NativeSelect
      label={t("missionManager.form.journey")}
      {...selectProps}
      data={[
        { value: EVERY_JOURNEY, label: t("missionManager.everyJourney") },
        ...journeys.map((journey) => ({ value: String(journey.id), label: journey.title })),
      ]}
    />
  );
}

const journeyIdOf = (value: string) => (value === EVERY_JOURNEY ? null : Number(value));

/** Name, objective and journey: Create Mission for a new one, Update Mission for `mission`. */
export function MissionForm({
  journeys,
  mission,
  onSaved,
}: {
  journeys: Journey[];
  mission?: ManagedMission;
  onSaved?: (mission: ManagedMission) => void;
}) {
  const t = useT(missionManagerCatalogs);
  const create = useCreateMission();
  const update = useUpdateMission();
  const contract = useContractForm({
    schema: CreateMissionSchema,
    initialValues: {
      missionName: mission?.missionName ?? "",
      objective: mission?.objective ?? "",
      journeyId: mission?.journeyId ? String(mission.journeyId) : EVERY_JOURNEY,
    },
    toInput: (values) => ({ ...values, journeyId: journeyIdOf(values.journeyId) }),
    formErrorFields: ["missionName"],
  });
  const { form } = contract;
  const onSubmit = contract.submit(async (input) => {
    const saved = mission
      ? await update.mutateAsync({ missionId: mission.id, ...input })
      : await create.mutateAsync(input);
    toast(
      "green",
      mission
        ? t("missionManager.form.updated", { mission: saved.missionName })
        : t("missionManager.form.created", {
            mission: saved.missionName,
            address: `/${saved.slug}`,
          }),
    );
    if (!mission) form.reset();
    onSaved?.(saved);
  });

  return (
    <ContractFormFrame
      contract={contract}
      onSubmit={onSubmit}
      submitLabel={mission ? t("missionManager.form.update") : t("missionManager.form.create")}
    >
      <TextInput
        label={t("missionManager.form.name")}
        description={t("missionManager.form.nameHint")}
        maxLength={80}
        {...form.getInputProps("missionName")}
      />
      <TextInput
        label={t("missionManager.form.objective")}
        maxLength={300}
        {...form.getInputProps("objective")}
      />
      <JourneySelect journeys={journeys} {...form.getInputProps("journeyId")} />
    </ContractFormFrame>
  );
}

/** One mission's editor: Update Mission, archive or delete it, its steps and Add Step. */
export function MissionEditor({
  journeys,
  mission,
}: {
  journeys: Journey[];
  mission: ManagedMission;
}) {
  const t = useT(missionManagerCatalogs);
  const reorder = useReorderSteps();
  const move = (index: number, by: -1 | 1) => {
    const stepIds = mission.steps.map((step) => step.stepId);
    const [moved] = stepIds.splice(index, 1);
    if (moved === undefined) return;
    stepIds.splice(index + by, 0, moved);
    reorder.mutate(
      { missionId: mission.id, stepIds },
      { onError: (error) => toast("red", messageOf(error)) },
    );
  };
  return (
    <Stack gap="md">
      <Title order={2}>{t("missionManager.edit.title", { mission: mission.missionName })}</Title>
      <MissionForm
        key={`${mission.id}-${mission.missionName}`}
        journeys={journeys}
        mission={mission}
      />
      <MissionLifecycle mission={mission} />
      <Title order={3}>{t("missionManager.steps")}</Title>
      {mission.steps.length === 0 ? <Text>{t("missionManager.noSteps")}</Text> : null}
      {mission.steps.map((step, index) => (
        <StepEditor
          key={JSON.stringify(step)}
          missionId={mission.id}
          step={step}
          onMove={(by) => move(index, by)}
          isFirst={index === 0}
          isLast={index === mission.steps.length - 1}
        />
      ))}
      <AddStepForm missionId={mission.id} />
    </Stack>
  );
}
