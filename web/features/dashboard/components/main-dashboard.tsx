import { Badge, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { Me } from "../../../../contract/me.ts";
import { useT } from "../../../i18n/index.ts";
import { MyMeetings } from "../../meetings/components/my-meetings.tsx";
import { dashboardCatalogs } from "../messages.ts";
import { MemberGreeting } from "./member-greeting.tsx";

/**
 * /DashboardTwo: the member's club and journey, what they wait for, and the Mission Completion
 * list below.
 */
export function MainDashboard({
  user,
  missions,
  waiting,
}: {
  user: Me;
  missions: ReactNode;
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
          <MyMeetings clubId={user.clubId} />
        </section>
      </Stack>
    </Container>
  );
}
