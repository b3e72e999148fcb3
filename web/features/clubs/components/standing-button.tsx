import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { ClubStanding } from "../../../../contract/clubs.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useApplyToClub } from "../api/apply-to-club.ts";

/** Join, or a disabled 'Application Submitted' once applied, or a disabled 'Member'. */
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
  if (standing === "member") {
    return (
      <Button disabled variant="light">
        Member
      </Button>
    );
  }
  if (standing === "applied" || apply.isSuccess) {
    return (
      <Button disabled variant="light">
        Application Submitted
      </Button>
    );
  }
  return (
    <Button
      loading={apply.isPending}
      aria-label={`Join ${clubName}`}
      onClick={() =>
        apply.mutate(clubId, {
          onSuccess: () =>
            notifications.show({ color: "green", message: `Application sent to ${clubName}.` }),
          onError: (error) => notifications.show({ color: "red", message: messageOf(error) }),
        })
      }
    >
      Join
    </Button>
  );
}
