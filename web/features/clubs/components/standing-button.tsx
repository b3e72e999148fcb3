import { Button } from "@mantine/core";
import type { ClubStanding } from "../../../../contract/clubs.ts";
import { StatusText } from "../../../components/status-text.tsx";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useApplyToClub } from "../api/apply-to-club.ts";

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
  if (standing === "member") return <StatusText>Member</StatusText>;
  if (standing === "applied" || apply.isSuccess) {
    return <StatusText focus={apply.isSuccess}>Application Submitted</StatusText>;
  }
  return (
    <Button
      loading={apply.isPending}
      aria-label={`Join ${clubName}`}
      onClick={() =>
        apply.mutate(clubId, {
          onSuccess: () => notify("green", `Application sent to ${clubName}.`),
          onError: (error) => notify("red", messageOf(error)),
        })
      }
    >
      Join
    </Button>
  );
}
