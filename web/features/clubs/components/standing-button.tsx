import { Anchor, Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { ClubStanding } from "../../../../contract/clubs.ts";
import { StatusText } from "../../../components/status-text.tsx";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useApplyToClub } from "../api/apply-to-club.ts";
import { clubsCatalogs } from "../messages.ts";

/** What happens after Join: the leader decides; the bell and an email say what they decided. */
function AfterJoin() {
  const t = useT(clubsCatalogs);
  return (
    <Stack gap={4} data-testid="after-join" maw={520}>
      <Text size="sm">{t("clubs.standing.next")}</Text>
      <Anchor component={Link} to="/Dashboard" size="sm" underline="always">
        {t("clubs.standing.nextLink")}
      </Anchor>
    </Stack>
  );
}

/**
 * Join, or the status 'Application Submitted' once applied (focused after Join) with what happens
 * next, or 'Member'. `explainApplied`: say what happens next to someone who applied earlier too
 * (the club's own page); right after Join it is said everywhere.
 */
export function StandingButton({
  clubId,
  clubName,
  standing,
  explainApplied = false,
}: {
  clubId: number;
  clubName: string;
  standing: ClubStanding;
  explainApplied?: boolean;
}) {
  const apply = useApplyToClub();
  const t = useT(clubsCatalogs);
  if (standing === "member") return <StatusText>{t("clubs.standing.member")}</StatusText>;
  if (standing === "applied" || apply.isSuccess) {
    return (
      <Stack gap="xs" align="flex-start">
        <StatusText focus={apply.isSuccess}>{t("clubs.standing.applied")}</StatusText>
        {apply.isSuccess || explainApplied ? <AfterJoin /> : null}
      </Stack>
    );
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
