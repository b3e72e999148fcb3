import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useRef } from "react";
import { t, useT } from "../i18n/index.ts";
import { focusInvalidField } from "../lib/focus.ts";
import { componentCatalogs } from "./messages.ts";

const NOTE_LIMIT = 500;

/** Any note up to the limit, none included. */
function optionalNote(note: string): string | undefined {
  return note.length > NOTE_LIMIT ? t("decisionNote.tooLong", { limit: NOTE_LIMIT }) : undefined;
}

/**
 * A decision that carries a note for the person it concerns (a rejection, say): the note, then
 * Cancel or confirm. `validate` answers what is wrong with the (trimmed) note, if anything;
 * `onConfirm` answers an error message to show under the note, or nothing when the decision went
 * through: the dialog then closes.
 */
export function DecisionNoteDialog({
  opened,
  title,
  description,
  label,
  confirmLabel,
  validate = optionalNote,
  busy,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  validate?: (note: string) => string | undefined;
  busy: boolean;
  onClose: () => void;
  onConfirm: (note: string) => Promise<string | undefined>;
}) {
  const form = useForm({
    mode: "controlled",
    initialValues: { note: "" },
    validate: { note: (value) => validate(value.trim()) ?? null },
  });
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const translate = useT(componentCatalogs);

  const close = () => {
    form.reset();
    onClose();
  };
  const confirm = form.onSubmit(
    async ({ note }) => {
      const problem = await onConfirm(note.trim());
      if (problem) {
        form.setFieldError("note", problem);
        focusInvalidField(noteRef.current);
        return;
      }
      close();
    },
    () => focusInvalidField(noteRef.current),
  );

  return (
    <Modal
      closeButtonProps={{ "aria-label": translate("common.close") }}
      opened={opened}
      onClose={close}
      title={title}
      centered
    >
      <form onSubmit={confirm} noValidate>
        <Stack gap="md">
          <Text size="sm">{description}</Text>
          <Textarea
            ref={noteRef}
            label={label}
            maxLength={NOTE_LIMIT}
            autosize
            minRows={3}
            {...form.getInputProps("note")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {translate("common.cancel")}
            </Button>
            <Button type="submit" color="red.9" loading={busy || form.submitting}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
