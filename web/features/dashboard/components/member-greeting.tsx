import { Stack, Text, Title } from "@mantine/core";
import type { Me } from "../../../../contract/accounts.ts";
import { useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { dashboardCatalogs } from "../messages.ts";

/** 'Welcome, {name}!' (the name isolated: it keeps its place in Arabic), the club's name and its number as the spec writes it (00 + id). */
export function MemberGreeting({ user }: { user: Me }) {
  const t = useT(dashboardCatalogs);
  return (
    <Stack gap={4}>
      <Title order={1}>
        <T id="dashboard.greeting.welcome" values={{ name: <bdi>{user.name}</bdi> }} />
      </Title>
      <Text fz="lg">
        {t("dashboard.greeting.memberOf", {
          club: user.clubName ?? t("dashboard.greeting.yourClub"),
        })}
      </Text>
      <Text c="gray.7">{t("dashboard.greeting.clubNumber", { number: user.clubId })}</Text>
    </Stack>
  );
}
