import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
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
  type StepInput,
  StepInputSchema,
  type StepKind,
} from "../../../../contract/missions.ts";
import { messageOf } from "../../../lib/api-client.ts";
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
import { type FieldErrors, fieldErrorsOf, serverFieldErrors } from "./field-errors.ts";

const EVERY_JOURNEY = "";

function JourneySelect({
  journeys,
  value,
  onChange,
  error,
}: {
  journeys: Journey[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <NativeSelect
      label="Journey"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
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
  const [missionName, setMissionName] = useState(mission?.missionName ?? "");
  const [objective, setObjective] = useState(mission?.objective ?? "");
  const [path, setPath] = useState(mission?.pathId ? String(mission.pathId) : EVERY_JOURNEY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateMission();
  const update = useUpdateMission();
  const saving = create.isPending || update.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = CreateMissionSchema.safeParse({
      missionName,
      objective,
      pathId: pathIdOf(path),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    const handlers = {
      onSuccess: (saved: ManagedMission) => {
        notify(
          "green",
          mission
            ? `${saved.missionName} updated.`
            : `${saved.missionName} created at /${saved.slug}.`,
        );
        if (!mission) {
          setMissionName("");
          setObjective("");
        }
        onSaved?.(saved);
      },
      onError: (error: unknown) => setErrors(serverFieldErrors(error, "missionName")),
    };
    if (mission) update.mutate({ missionId: mission.id, ...parsed.data }, handlers);
    else create.mutate(parsed.data, handlers);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Mission name"
          description="Its page is / + the name without spaces."
          value={missionName}
          maxLength={80}
          onChange={(event) => setMissionName(event.currentTarget.value)}
          error={errors.missionName}
        />
        <TextInput
          label="Objective"
          value={objective}
          maxLength={300}
          onChange={(event) => setObjective(event.currentTarget.value)}
          error={errors.objective}
        />
        <JourneySelect journeys={journeys} value={path} onChange={setPath} error={errors.pathId} />
        {errors.form ? <Text c="red.8">{errors.form}</Text> : null}
        <Group>
          <Button type="submit" loading={saving}>
            {mission ? "Update Mission" : "Create Mission"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A step as the manager edits it: every field of every kind, only the kind's ones sent. */
interface StepForm {
  kind: StepKind;
  stepName: string;
  description: string;
  videoUrl: string;
}

const stepFormOf = (step?: MissionStep): StepForm => ({
  kind: step?.kind ?? "text",
  stepName: step?.stepName ?? "",
  description: step?.description ?? "",
  videoUrl: step?.kind === "video" ? step.videoUrl : "",
});

/** A step being edited, with the contract's messages per field. */
function useStepDraft(initial: StepForm) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof StepForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  /** The parsed step, or null after showing what is wrong. */
  const parse = (): StepInput | null => {
    const { videoUrl, ...rest } = form;
    const parsed = StepInputSchema.safeParse(form.kind === "video" ? form : rest);
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error));
    return parsed.success ? parsed.data : null;
  };
  const reset = () => setForm(stepFormOf());
  const showServerError = (error: unknown) => setErrors(serverFieldErrors(error, "stepName"));
  return { form, set, errors, parse, reset, showServerError };
}
type StepDraft = ReturnType<typeof useStepDraft>;

const KIND_OPTIONS = STEP_KINDS.map((kind) => ({ value: kind, label: STEP_KIND_LABELS[kind] }));

function StepFields({ draft, idPrefix }: { draft: StepDraft; idPrefix: string }) {
  return (
    <>
      <NativeSelect
        id={`${idPrefix}-kind`}
        label="Kind"
        description="What the step shows below its description."
        value={draft.form.kind}
        onChange={(event) => draft.set("kind")(event.currentTarget.value)}
        error={draft.errors.kind}
        data={KIND_OPTIONS}
      />
      <TextInput
        id={`${idPrefix}-name`}
        label="Step name"
        value={draft.form.stepName}
        maxLength={120}
        onChange={(event) => draft.set("stepName")(event.currentTarget.value)}
        error={draft.errors.stepName}
      />
      <Textarea
        id={`${idPrefix}-description`}
        label="Description"
        value={draft.form.description}
        maxLength={4000}
        autosize
        minRows={2}
        onChange={(event) => draft.set("description")(event.currentTarget.value)}
        error={draft.errors.description}
      />
      {draft.form.kind === "video" ? (
        <TextInput
          id={`${idPrefix}-video`}
          label="Video link"
          description="A YouTube link (watch, youtu.be or embed)."
          value={draft.form.videoUrl}
          maxLength={300}
          onChange={(event) => draft.set("videoUrl")(event.currentTarget.value)}
          error={draft.errors.videoUrl}
        />
      ) : null}
    </>
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
  const draft = useStepDraft(stepFormOf(step));
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateStep();
  const remove = useDeleteStep();

  const save = () => {
    const input = draft.parse();
    if (!input) return;
    update.mutate(
      { missionId, stepId: step.stepId, ...input },
      { onSuccess: () => notify("green", "Step saved."), onError: draft.showServerError },
    );
  };

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
          draft.showServerError(error);
        },
      },
    );

  return (
    <Paper withBorder p="md" radius="md" data-testid="step-editor">
      <Stack gap="sm">
        <Text fw={700}>Step {step.position}</Text>
        <StepFields draft={draft} idPrefix={`step-${step.stepId}`} />
        <Group>
          <Button variant="default" onClick={save} loading={update.isPending}>
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
  const draft = useStepDraft(stepFormOf());
  const add = useAddStep();

  const submit = () => {
    const input = draft.parse();
    if (!input) return;
    add.mutate(
      { missionId, ...input },
      {
        onSuccess: () => {
          draft.reset();
          notify("green", "Step added.");
        },
        onError: draft.showServerError,
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <Text fw={700}>New step</Text>
        <StepFields draft={draft} idPrefix="new-step" />
        <Group>
          <Button onClick={submit} loading={add.isPending}>
            Add Step
          </Button>
        </Group>
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
