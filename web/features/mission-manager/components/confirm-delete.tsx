import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/index.ts";
import { missionManagerCatalogs } from "../messages.ts";

/** Asks before deleting: Cancel, or Delete. */
export function ConfirmDelete({
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
