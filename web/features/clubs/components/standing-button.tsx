import { Button } from "@mantine/core";
import type { ClubStanding } from "../../../../contract/clubs.ts";
import { StatusText } from "../../../components/status-text.tsx";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useApplyToClub } from "../api/apply-to-club.ts";
import { clubsCatalogs } from "../messages.ts";

/** Join, or the status 'Application Submitted' once applied (focused after Join), or 'Member'. */
export function StandingButton({
  clubId,
  clubName,
  standing,
}: {
  clubId: number;
  clubName: string;
  standing: ClubStanding;
}) {
  const apply = useApplyToClub();
  const t = useT(clubsCatalogs);
  if (standing === "member") return <StatusText>{t("clubs.standing.member")}</StatusText>;
  if (standing === "applied" || apply.isSuccess) {
    return <StatusText focus={apply.isSuccess}>{t("clubs.standing.applied")}</StatusText>;
  }
  return (
    <Button
      loading={apply.isPending}
      aria-label={t("clubs.standing.joinClub", { club: clubName })}
      onClick={() =>
        apply.mutate(clubId, {
          onSuccess: () => notify("green", t("clubs.standing.sent", { club: clubName })),
          onError: (error) => notify("red", messageOf(error)),
        })
      }
    >
      {t("clubs.standing.join")}
    </Button>
  );
}
