import { Badge, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { Me } from "../../../../contract/me.ts";
import { MyMeetings } from "../../meetings/components/my-meetings.tsx";
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
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <MemberGreeting user={user} />
          <Group gap="xs">
            <Text>Your journey:</Text>
            <Badge size="lg" color="indigo">
              {user.pathName}
            </Badge>
          </Group>
        </Stack>
        {waiting}
        <section>
          <Title order={2} mb="md">
            Mission Completion
          </Title>
          {missions}
        </section>
        <section>
          <Title order={2} mb="md">
            Club meetings
          </Title>
          <MyMeetings clubId={user.clubMembership} />
        </section>
      </Stack>
    </Container>
  );
}
