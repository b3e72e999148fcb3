import { Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { signInPath } from "../../../components/require-sign-in.tsx";
import { useT } from "../../../i18n/index.ts";
import { clubsCatalogs } from "../messages.ts";

/** Long labels (Malayalam on a phone's card) wrap inside the button, never past the screen. */
const wrapping = {
  root: { maxWidth: "100%", height: "auto", minHeight: "var(--button-height)", paddingBlock: 6 },
  label: { whiteSpace: "normal", textAlign: "center" },
} as const;

/**
 * A visitor's Join: sign up or log in, then back to the club's page (`/` + its slug) to apply.
 * `explain`: say so in words too (the club's own page; a search card keeps to the buttons).
 */
export function VisitorJoin({
  clubName,
  slug,
  explain = false,
}: {
  clubName: string;
  slug: string;
  explain?: boolean;
}) {
  const t = useT(clubsCatalogs);
  const back = `/${slug}`;
  return (
    <Stack gap="xs" align="flex-start" maw="min(520px, 100%)">
      {explain ? <Text size="sm">{t("clubs.standing.visitor.why")}</Text> : null}
      <Group gap="sm">
        <Button
          component={Link}
          to={signInPath("/SignUp", back)}
          styles={wrapping}
          aria-label={t("clubs.standing.visitor.signUpClub", { club: clubName })}
        >
          {t("clubs.standing.visitor.signUp")}
        </Button>
        <Button
          component={Link}
          to={signInPath("/Login", back)}
          variant="default"
          styles={wrapping}
          aria-label={t("clubs.standing.visitor.loginClub", { club: clubName })}
        >
          {t("clubs.standing.visitor.login")}
        </Button>
      </Group>
    </Stack>
  );
}
