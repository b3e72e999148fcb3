import { Badge, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { Me } from "../../../../contract/me.ts";
import { MyMeetings } from "../../meetings/components/my-meetings.tsx";
import { MemberGreeting } from "./member-greeting.tsx";

/** /DashboardTwo: the member's club and journey, with the Mission Completion list below. */
export function MainDashboard({ user, missions }: { user: Me; missions: ReactNode }) {
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
