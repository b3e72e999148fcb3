import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { ManagedMission } from "../../../../contract/missions.ts";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useDeleteMission, useUpdateMission } from "../api/mission-manager.ts";
import { missionManagerCatalogs } from "../messages.ts";
import { ConfirmDelete } from "./confirm-delete.tsx";

/** Archive (members no longer see it) or delete (refused while it has submissions). */
export function MissionLifecycle({ mission }: { mission: ManagedMission }) {
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
          toast(
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
        toast("green", t("missionManager.deleted", { mission: mission.missionName })),
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
