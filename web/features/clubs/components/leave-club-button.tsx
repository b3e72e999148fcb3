import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useLeaveClub } from "../api/membership-changes.ts";
import { clubsCatalogs } from "../messages.ts";

/**
 * Leave (for a member, on the club's page), after a confirmation that says what leaving does and
 * does not do: a paid subscription is not cancelled by leaving.
 */
export function LeaveClubButton({ clubId, clubName }: { clubId: number; clubName: string }) {
  const [confirming, setConfirming] = useState(false);
  const t = useT(clubsCatalogs);
  const leave = useLeaveClub({
    onSuccess: () => toast("green", t("clubs.leave.left", { club: clubName })),
    onError: (error) => toast("red", messageOf(error)),
  });

  const confirm = () => leave.mutate(clubId, { onSettled: () => setConfirming(false) });

  return (
    <>
      <Button variant="default" onClick={() => setConfirming(true)}>
        {t("clubs.leave.button")}
      </Button>
      <Modal
        closeButtonProps={{ "aria-label": t("clubs.close") }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("clubs.leave.title", { club: clubName })}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t("clubs.leave.intro")}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t("clubs.leave.noLongerMember")}</List.Item>
            <List.Item>{t("clubs.leave.withdrawn")}</List.Item>
            <List.Item>{t("clubs.leave.keep")}</List.Item>
            <List.Item>
              <T id="clubs.leave.subscription" components={{ 0: <strong /> }} />
            </List.Item>
          </List>
          <Text size="sm">{t("clubs.leave.applyAgain")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("clubs.leave.stay")}
            </Button>
            <Button color="red.9" onClick={confirm} loading={leave.isPending}>
              {t("clubs.leave.button")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
