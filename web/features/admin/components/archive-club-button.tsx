import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { AdminClub } from "../../../../contract/admin.ts";
import { t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { setClubArchived, useAdminDecision } from "../api/admin-console.ts";
import { adminCatalogs } from "../messages.ts";

/** Archive a club, or restore an archived one, after a confirmation saying what it does. */
export function ArchiveClubButton({ club }: { club: AdminClub }) {
  const t = useT(adminCatalogs);
  const [confirming, setConfirming] = useState(false);
  const change = useAdminDecision(setClubArchived);
  const archive = club.archivedAt === null;
  const label = archive ? t("admin.archive.archive") : t("admin.archive.restore");
  const confirm = () =>
    change.mutate(
      { clubId: club.clubId, archived: archive },
      {
        onSuccess: () => {
          toast(
            "green",
            archive
              ? say("admin.archive.archivedDone", { club: club.clubName })
              : say("admin.archive.restoredDone", { club: club.clubName }),
          );
          setConfirming(false);
        },
        onError: (error) => {
          toast("red", messageOf(error));
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
        closeButtonProps={{ "aria-label": t("admin.archive.close") }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={
          archive
            ? t("admin.archive.archiveTitle", { club: club.clubName })
            : t("admin.archive.restoreTitle", { club: club.clubName })
        }
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {archive ? t("admin.archive.archiveText") : t("admin.archive.restoreText")}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("admin.archive.cancel")}
            </Button>
            <Button
              color={archive ? "red.9" : undefined}
              onClick={confirm}
              loading={change.isPending}
            >
              {archive ? t("admin.archive.yesArchive") : t("admin.archive.yesRestore")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
