import { Badge, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { Me } from "../../../../contract/accounts.ts";
import { useT } from "../../../i18n/index.ts";
import { dashboardCatalogs } from "../messages.ts";
import { MemberGreeting } from "./member-greeting.tsx";

/**
 * /DashboardTwo: the member's club and journey, what they wait for, and the Mission Completion
 * list below.
 */
export function MainDashboard({
  user,
  missions,
  meetings,
  waiting,
}: {
  user: Me;
  missions: ReactNode;
  /** The member's club's meetings (web/app gives the meetings feature's list). */
  meetings: ReactNode;
  waiting?: ReactNode;
}) {
  const t = useT(dashboardCatalogs);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <MemberGreeting user={user} />
          <Group gap="xs">
            <Text>{t("dashboard.main.journey")}</Text>
            <Badge size="lg" color="indigo">
              {user.journeyName}
            </Badge>
          </Group>
        </Stack>
        {waiting}
        <section>
          <Title order={2} mb="md">
            {t("dashboard.main.missions")}
          </Title>
          {missions}
        </section>
        <section>
          <Title order={2} mb="md">
            {t("dashboard.main.meetings")}
          </Title>
          {meetings}
        </section>
      </Stack>
    </Container>
  );
}
