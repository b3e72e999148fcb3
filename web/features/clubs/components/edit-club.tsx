import { Alert, Button, Loader, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useClub } from "../api/get-club.ts";
import { useUpdateClub } from "../api/update-club.ts";
import { clubsCatalogs } from "../messages.ts";
import { ClubForm, clubFormValuesOf } from "./create-club-page.tsx";

/** The leader's "Edit club details": the creation form with the club's values; Save Club. */
export function EditClub({ clubId }: { clubId: number }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const club = useClub(clubId, opened);
  const update = useUpdateClub();
  const t = useT(clubsCatalogs);
  const panelId = `edit-club-${clubId}`;
  return (
    <Stack gap="sm">
      <div>
        <Button variant="default" onClick={toggle} aria-expanded={opened} aria-controls={panelId}>
          {opened ? t("clubs.edit.close") : t("clubs.edit.open")}
        </Button>
      </div>
      <div id={panelId} hidden={!opened}>
        {!opened ? null : club.isPending ? (
          <Loader aria-label={t("clubs.edit.loading")} />
        ) : club.isError ? (
          <Alert color="red.9">{messageOf(club.error)}</Alert>
        ) : (
          <ClubForm
            initialValues={clubFormValuesOf(club.data)}
            submitLabel={t("clubs.edit.submit")}
            save={async (input) => {
              const saved = await update.mutateAsync({ clubId, ...input });
              toast("green", t("clubs.edit.updated", { club: saved.clubName }));
              close();
            }}
          />
        )}
      </div>
    </Stack>
  );
}
