import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import {
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
import { useState } from "react";
import type { Journey } from "../../../../contract/journeys.ts";
import {
  CreateMissionSchema,
  type ManagedMission,
  type MissionStep,
  type StepInput,
  StepInputSchema,
} from "../../../../contract/missions.ts";
import { notify } from "../../../lib/notify.ts";
import {
  useAddStep,
  useCreateMission,
  useDeleteStep,
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

/** A step's name and description being edited, with the contract's messages per field. */
function useStepDraft(initial: StepInput) {
  const [stepName, setStepName] = useState(initial.stepName);
  const [description, setDescription] = useState(initial.description);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The parsed step, or null after showing what is wrong. */
  const parse = (): StepInput | null => {
    const parsed = StepInputSchema.safeParse({ stepName, description });
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error));
    return parsed.success ? parsed.data : null;
  };
  const reset = () => {
    setStepName("");
    setDescription("");
  };
  const showServerError = (error: unknown) => setErrors(serverFieldErrors(error, "stepName"));
  return {
    stepName,
    setStepName,
    description,
    setDescription,
    errors,
    parse,
    reset,
    showServerError,
  };
}
type StepDraft = ReturnType<typeof useStepDraft>;

function StepFields({ draft, idPrefix }: { draft: StepDraft; idPrefix: string }) {
  return (
    <>
      <TextInput
        id={`${idPrefix}-name`}
        label="Step name"
        value={draft.stepName}
        maxLength={120}
        onChange={(event) => draft.setStepName(event.currentTarget.value)}
        error={draft.errors.stepName}
      />
      <Textarea
        id={`${idPrefix}-description`}
        label="Description"
        value={draft.description}
        maxLength={4000}
        autosize
        minRows={2}
        onChange={(event) => draft.setDescription(event.currentTarget.value)}
        error={draft.errors.description}
      />
    </>
  );
}

function StepEditor({ missionId, step }: { missionId: string; step: MissionStep }) {
  const draft = useStepDraft(step);
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
        </Group>
      </Stack>
      <Modal
        closeButtonProps={{ "aria-label": "Close" }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this step?"
        centered
      >
        <Stack gap="md">
          <Text>
            “{step.stepName}” will be removed from the mission for everyone. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red.9" onClick={confirmDelete} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function AddStepForm({ missionId }: { missionId: string }) {
  const draft = useStepDraft({ stepName: "", description: "" });
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

/** One mission's editor: Update Mission, its steps (save, delete) and Add Step. */
export function MissionEditor({
  journeys,
  mission,
}: {
  journeys: Journey[];
  mission: ManagedMission;
}) {
  return (
    <Stack gap="md">
      <Title order={2}>Edit {mission.missionName}</Title>
      <MissionForm
        key={`${mission.id}-${mission.missionName}`}
        journeys={journeys}
        mission={mission}
      />
      <Title order={3}>Steps</Title>
      {mission.steps.length === 0 ? <Text>This mission has no steps yet.</Text> : null}
      {mission.steps.map((step) => (
        <StepEditor
          key={`${step.stepId}-${step.stepName}-${step.description}`}
          missionId={mission.id}
          step={step}
        />
      ))}
      <AddStepForm missionId={mission.id} />
    </Stack>
  );
}
