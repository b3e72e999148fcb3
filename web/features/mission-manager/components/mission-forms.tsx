import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  type NativeSelectProps,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type ReactNode, useState } from "react";
import type { Journey } from "../../../../contract/journeys.ts";
import {
  CreateMissionSchema,
  type ManagedMission,
  type MissionStep,
  STEP_KIND_LABELS,
  STEP_KINDS,
  StepInputSchema,
  type StepKind,
} from "../../../../contract/missions.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { ContractFormFrame, FormError, useContractForm } from "../../../lib/contract-form.tsx";
import { notify } from "../../../lib/notify.ts";
import {
  useAddStep,
  useCreateMission,
  useDeleteMission,
  useDeleteStep,
  useReorderSteps,
  useUpdateMission,
  useUpdateStep,
} from "../api/mission-manager.ts";

const EVERY_JOURNEY = "";

function JourneySelect({
  journeys,
  ...selectProps
}: Omit<NativeSelectProps, "data"> & { journeys: Journey[] }) {
  return (
    <NativeSelect
      label="Journey"
      {...selectProps}
      data={[
        { value: EVERY_JOURNEY, label: "Every journey" },
        ...journeys.map((journey) => ({ value: String(journey.id), label: journey.title })),
      ]}
    />
  );
}

const pathIdOf = (value: string) => (value === EVERY_JOURNEY ? null : Number(value));

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
  const create = useCreateMission();
  const update = useUpdateMission();
  const contract = useContractForm({
    schema: CreateMissionSchema,
    initialValues: {
      missionName: mission?.missionName ?? "",
      objective: mission?.objective ?? "",
      pathId: mission?.pathId ? String(mission.pathId) : EVERY_JOURNEY,
    },
    toInput: (values) => ({ ...values, pathId: pathIdOf(values.pathId) }),
    formErrorFields: ["missionName"],
  });
  const { form } = contract;
  const onSubmit = contract.submit(async (input) => {
    const saved = mission
      ? await update.mutateAsync({ missionId: mission.id, ...input })
      : await create.mutateAsync(input);
    notify(
      "green",
      mission ? `${saved.missionName} updated.` : `${saved.missionName} created at /${saved.slug}.`,
    );
    if (!mission) form.reset();
    onSaved?.(saved);
  });

  return (
    <ContractFormFrame
      contract={contract}
      onSubmit={onSubmit}
      submitLabel={mission ? "Update Mission" : "Create Mission"}
    >
      <TextInput
        label="Mission name"
        description="Its page is / + the name without spaces."
        maxLength={80}
        {...form.getInputProps("missionName")}
      />
      <TextInput label="Objective" maxLength={300} {...form.getInputProps("objective")} />
      <JourneySelect journeys={journeys} {...form.getInputProps("pathId")} />
    </ContractFormFrame>
  );
}

/** A step as the manager edits it: every field of every kind, only the kind's ones sent. */
type StepForm = {
  kind: StepKind;
  stepName: string;
  description: string;
  videoUrl: string;
};

const stepFormOf = (step?: MissionStep): StepForm => ({
  kind: step?.kind ?? "text",
  stepName: step?.stepName ?? "",
  description: step?.description ?? "",
  videoUrl: step?.kind === "video" ? step.videoUrl : "",
});

/** A step being edited, validated by the contract: only the kind's own fields are sent. */
function useStepDraft(step?: MissionStep) {
  return useContractForm({
    schema: StepInputSchema,
    initialValues: stepFormOf(step),
    toInput: ({ videoUrl, ...rest }: StepForm) =>
      rest.kind === "video" ? { ...rest, videoUrl } : rest,
  });
}
type StepDraft = ReturnType<typeof useStepDraft>;

const KIND_OPTIONS = STEP_KINDS.map((kind) => ({ value: kind, label: STEP_KIND_LABELS[kind] }));

/** The fields of a step, in its own `<form>` with `actions` as its buttons. */
function StepFields({
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
  const { form } = draft;
  return (
    <form ref={draft.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          id={`${idPrefix}-kind`}
          label="Kind"
          description="What the step shows below its description."
          data={KIND_OPTIONS}
          {...form.getInputProps("kind")}
        />
        <TextInput
          id={`${idPrefix}-name`}
          label="Step name"
          maxLength={120}
          {...form.getInputProps("stepName")}
        />
        <Textarea
          id={`${idPrefix}-description`}
          label="Description"
          maxLength={4000}
          autosize
          minRows={2}
          {...form.getInputProps("description")}
        />
        {form.values.kind === "video" ? (
          <TextInput
            id={`${idPrefix}-video`}
            label="Video link"
            description="A YouTube link (watch, youtu.be or embed)."
            maxLength={300}
            {...form.getInputProps("videoUrl")}
          />
        ) : null}
        <FormError message={draft.formError} />
        {children}
      </Stack>
    </form>
  );
}

/** Asks before deleting: Cancel, or Delete. */
function ConfirmDelete({
  opened,
  onClose,
  title,
  onConfirm,
  deleting,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  onConfirm: () => void;
  deleting: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
    >
      <Stack gap="md">
        <Text>{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={deleting}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function StepEditor({
  missionId,
  step,
  onMove,
  isFirst,
  isLast,
}: {
  missionId: string;
  step: MissionStep;
  /** Moves the step one place up (-1) or down (+1). */
  onMove: (by: -1 | 1) => void;
  isFirst: boolean;
  isLast: boolean;
}) {
  const draft = useStepDraft(step);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateStep();
  const remove = useDeleteStep();

  const save = draft.submit(async (input) => {
    await update.mutateAsync({ missionId, stepId: step.stepId, ...input });
    notify("green", "Step saved.");
  });

  const confirmDelete = () =>
    remove.mutate(
      { missionId, stepId: step.stepId },
      {
        onSuccess: () => {
          setConfirming(false);
          notify("green", `Step “${step.stepName}” deleted.`);
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
        <Text fw={700}>Step {step.position}</Text>
        <StepFields draft={draft} idPrefix={`step-${step.stepId}`} onSubmit={save}>
          <Group>
            <Button type="submit" variant="default" loading={draft.form.submitting}>
              Save Step
            </Button>
            <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
              Delete Step
            </Button>
            <Button
              variant="subtle"
              disabled={isFirst}
              onClick={() => onMove(-1)}
              aria-label={`Move step ${step.position} up`}
            >
              Move up
            </Button>
            <Button
              variant="subtle"
              disabled={isLast}
              onClick={() => onMove(1)}
              aria-label={`Move step ${step.position} down`}
            >
              Move down
            </Button>
          </Group>
        </StepFields>
      </Stack>
      <ConfirmDelete
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this step?"
        onConfirm={confirmDelete}
        deleting={remove.isPending}
      >
        “{step.stepName}” will be removed from the mission for everyone. This cannot be undone.
      </ConfirmDelete>
    </Paper>
  );
}

function AddStepForm({ missionId }: { missionId: string }) {
  const draft = useStepDraft();
  const add = useAddStep();
  const onSubmit = draft.submit(async (input) => {
    await add.mutateAsync({ missionId, ...input });
    draft.form.reset();
    notify("green", "Step added.");
  });

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <Text fw={700}>New step</Text>
        <StepFields draft={draft} idPrefix="new-step" onSubmit={onSubmit}>
          <Group>
            <Button type="submit" loading={draft.form.submitting}>
              Add Step
            </Button>
          </Group>
        </StepFields>
      </Stack>
    </Paper>
  );
}

/** Archive (members no longer see it) or delete (refused while it has submissions). */
function MissionLifecycle({ mission }: { mission: ManagedMission }) {
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateMission();
  const remove = useDeleteMission();
  const archive = (archived: boolean) =>
    update.mutate(
      { missionId: mission.id, archived },
      {
        onSuccess: () => {
          setRefusal(null);
          notify(
            "green",
            archived
              ? `${mission.missionName} archived: members no longer see it.`
              : `${mission.missionName} is back in members' lists.`,
          );
        },
        onError: (error) => setRefusal(messageOf(error)),
      },
    );
  const confirmDelete = () =>
    remove.mutate(mission.id, {
      onSuccess: () => notify("green", `${mission.missionName} deleted.`),
      onError: (error) => setRefusal(messageOf(error)),
      onSettled: () => setConfirming(false),
    });
  return (
    <Stack gap="xs">
      {mission.archived ? (
        <Text c="gray.7">Archived: members no longer see this mission.</Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          loading={update.isPending}
          onClick={() => archive(!mission.archived)}
        >
          {mission.archived ? "Unarchive Mission" : "Archive Mission"}
        </Button>
        {mission.builtIn ? null : (
          <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
            Delete Mission
          </Button>
        )}
      </Group>
      {refusal ? (
        <Alert color="red.9" title="Not deleted">
          {refusal}
        </Alert>
      ) : null}
      <ConfirmDelete
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this mission?"
        onConfirm={confirmDelete}
        deleting={remove.isPending}
      >
        “{mission.missionName}” and its steps will be removed for everyone. This cannot be undone.
      </ConfirmDelete>
    </Stack>
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
  const reorder = useReorderSteps();
  const move = (index: number, by: -1 | 1) => {
    const stepIds = mission.steps.map((step) => step.stepId);
    const [moved] = stepIds.splice(index, 1);
    if (moved === undefined) return;
    stepIds.splice(index + by, 0, moved);
    reorder.mutate(
      { missionId: mission.id, stepIds },
      { onError: (error) => notify("red", messageOf(error)) },
    );
  };
  return (
    <Stack gap="md">
      <Title order={2}>Edit {mission.missionName}</Title>
      <MissionForm
        key={`${mission.id}-${mission.missionName}`}
        journeys={journeys}
        mission={mission}
      />
      <MissionLifecycle mission={mission} />
      <Title order={3}>Steps</Title>
      {mission.steps.length === 0 ? <Text>This mission has no steps yet.</Text> : null}
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
