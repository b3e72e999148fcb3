import { Anchor, Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { ClubStanding } from "../../../../contract/clubs.ts";
import { StatusText } from "../../../components/status-text.tsx";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import { useApplyToClub } from "../api/apply-to-club.ts";
import { clubsCatalogs } from "../messages.ts";
import { VisitorJoin } from "./visitor-join.tsx";

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
 * next, or 'Member'; for a visitor, sign up or log in and come back to the club. `explainApplied`:
 * say what happens next to someone who applied earlier too, and why a visitor signs up first (the
 * club's own page); right after Join it is said everywhere.
 */
export function StandingButton({
  clubId,
  clubName,
  slug,
  standing,
  explainApplied = false,
}: {
  clubId: number;
  clubName: string;
  slug: string;
  standing: ClubStanding;
  explainApplied?: boolean;
}) {
  const apply = useApplyToClub();
  const t = useT(clubsCatalogs);
  // Known to be signed out (not still loading): applying needs an account first.
  const { data: user } = useCurrentUser();
  if (user === null) {
    return <VisitorJoin clubName={clubName} slug={slug} explain={explainApplied} />;
  }
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
          onSuccess: () => toast("green", t("clubs.standing.sent", { club: clubName })),
          onError: (error) => toast("red", messageOf(error)),
        })
      }
    >
      {t("clubs.standing.join")}
    </Button>
  );
}
