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
  STEP_KINDS,
  StepInputSchema,
  type StepKind,
} from "../../../../contract/missions.ts";
import { formatNumber, useT } from "../../../i18n/index.ts";
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
import { missionManagerCatalogs } from "../messages.ts";

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
  const t = useT(missionManagerCatalogs);
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
};

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
  const t = useT(missionManagerCatalogs);
  const { form } = draft;
  return (
    <form ref={draft.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          id={`${idPrefix}-kind`}
          label={t("missionManager.step.kind")}
          description={t("missionManager.step.kindHint")}
          data={STEP_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
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
  const t = useT(missionManagerCatalogs);
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("missionManager.close") }}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
    >
      <Stack gap="md">
        <Text>{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("missionManager.cancel")}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={deleting}>
            {t("missionManager.delete")}
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
  const t = useT(missionManagerCatalogs);
  const draft = useStepDraft(step);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateStep();
  const remove = useDeleteStep();

  const save = draft.submit(async (input) => {
    await update.mutateAsync({ missionId, stepId: step.stepId, ...input });
    notify("green", t("missionManager.step.saved"));
  });

  const confirmDelete = () =>
    remove.mutate(
      { missionId, stepId: step.stepId },
      {
        onSuccess: () => {
          setConfirming(false);
          notify("green", t("missionManager.step.deleted", { step: step.stepName }));
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

function AddStepForm({ missionId }: { missionId: string }) {
  const t = useT(missionManagerCatalogs);
  const draft = useStepDraft();
  const add = useAddStep();
  const onSubmit = draft.submit(async (input) => {
    await add.mutateAsync({ missionId, ...input });
    draft.form.reset();
    notify("green", t("missionManager.step.added"));
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

/** Archive (members no longer see it) or delete (refused while it has submissions). */
function MissionLifecycle({ mission }: { mission: ManagedMission }) {
  const t = useT(missionManagerCatalogs);
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
              ? t("missionManager.archived", { mission: mission.missionName })
              : t("missionManager.unarchived", { mission: mission.missionName }),
          );
        },
        onError: (error) => setRefusal(messageOf(error)),
      },
    );
  const confirmDelete = () =>
    remove.mutate(mission.id, {
      onSuccess: () =>
        notify("green", t("missionManager.deleted", { mission: mission.missionName })),
      onError: (error) => setRefusal(messageOf(error)),
      onSettled: () => setConfirming(false),
    });
  return (
    <Stack gap="xs">
      {mission.archived ? <Text c="gray.7">{t("missionManager.archivedNote")}</Text> : null}
      <Group>
        <Button
          variant="default"
          loading={update.isPending}
          onClick={() => archive(!mission.archived)}
        >
          {mission.archived ? t("missionManager.unarchive") : t("missionManager.archive")}
        </Button>
        {mission.builtIn ? null : (
          <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
            {t("missionManager.deleteMission")}
          </Button>
        )}
      </Group>
      {refusal ? (
        <Alert color="red.9" title={t("missionManager.notDeleted")}>
          {refusal}
        </Alert>
      ) : null}
      <ConfirmDelete
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("missionManager.deleteTitle")}
        onConfirm={confirmDelete}
        deleting={remove.isPending}
      >
        {t("missionManager.deleteText", { mission: mission.missionName })}
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
  const t = useT(missionManagerCatalogs);
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
