import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { AdminClub } from "../../../../contract/admin.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { setClubArchived, useAdminDecision } from "../api/admin-console.ts";

/** Archive a club, or restore an archived one, after a confirmation saying what it does. */
export function ArchiveClubButton({ club }: { club: AdminClub }) {
  const [confirming, setConfirming] = useState(false);
  const change = useAdminDecision(setClubArchived);
  const archive = club.archivedAt === null;
  const label = archive ? "Archive club" : "Restore club";
  const confirm = () =>
    change.mutate(
      { clubId: club.clubId, archived: archive },
      {
        onSuccess: () => {
          notify("green", `${club.clubName} is ${archive ? "archived" : "restored"}.`);
          setConfirming(false);
        },
        onError: (error) => {
          notify("red", messageOf(error));
          setConfirming(false);
        },
      },
    );
  return (
    <>
      <Button
        variant={archive ? "outline" : "light"}
        color={archive ? "red.9" : undefined}
        size="xs"
        onClick={() => setConfirming(true)}
      >
        {label}
        <span className="visually-hidden"> {club.clubName}</span>
      </Button>
      <Modal
        closeButtonProps={{ "aria-label": "Close" }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`${archive ? "Archive" : "Restore"} ${club.clubName}?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {archive
              ? "The club disappears from the club search and the club lists, and takes no new applications or members. Its members and leader keep their progress and credentials, and are told by notification and email. You can restore it later."
              : "The club appears in the club search again and takes new applications. Its members and leader are told."}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color={archive ? "red.9" : undefined}
              onClick={confirm}
              loading={change.isPending}
            >
              {archive ? "Yes, archive" : "Yes, restore"}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
