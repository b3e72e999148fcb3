import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useLeaveClub } from "../api/membership-changes.ts";

/**
 * Leave (for a member, on the club's page), after a confirmation that says what leaving does and
 * does not do: a paid subscription is not cancelled by leaving.
 */
export function LeaveClubButton({ clubId, clubName }: { clubId: number; clubName: string }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveClub({
    onSuccess: () => notify("green", `You left ${clubName}.`),
    onError: (error) => notify("red", messageOf(error)),
  });

  const confirm = () => leave.mutate(clubId, { onSettled: () => setConfirming(false) });

  return (
    <>
      <Button variant="default" onClick={() => setConfirming(true)}>
        Leave club
      </Button>
      <Modal
        closeButtonProps={{ "aria-label": "Close" }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Leave ${clubName}?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">If you leave:</Text>
          <List size="sm" spacing={4}>
            <List.Item>you are no longer a member and lose the meeting link;</List.Item>
            <List.Item>
              missions waiting for the leader's verification are withdrawn (you may submit them
              again in your next club), and your speech slot is freed;
            </List.Item>
            <List.Item>your journey and your verified missions stay yours;</List.Item>
            <List.Item>
              a paid membership is <strong>not</strong> cancelled: your subscription continues until
              you cancel it.
            </List.Item>
          </List>
          <Text size="sm">You may apply to join again later.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Stay
            </Button>
            <Button color="red.9" onClick={confirm} loading={leave.isPending}>
              Leave club
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
