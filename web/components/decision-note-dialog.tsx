import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useRef, useState } from "react";
import { focusInvalidField } from "../lib/focus.ts";

const NOTE_LIMIT = 500;

/** Any note up to the limit, none included. */
function optionalNote(note: string): string | undefined {
  return note.length > NOTE_LIMIT ? `Keep the note under ${NOTE_LIMIT} characters.` : undefined;
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
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const noteRef = useRef<HTMLTextAreaElement>(null);

  const close = () => {
    setNote("");
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    const trimmed = note.trim();
    const problem = validate(trimmed) ?? (await onConfirm(trimmed));
    if (problem) {
      setError(problem);
      focusInvalidField(noteRef.current);
      return;
    }
    close();
  };

  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close" }}
      opened={opened}
      onClose={close}
      title={title}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{description}</Text>
        <Textarea
          ref={noteRef}
          label={label}
          value={note}
          maxLength={NOTE_LIMIT}
          autosize
          minRows={3}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red.9" onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
