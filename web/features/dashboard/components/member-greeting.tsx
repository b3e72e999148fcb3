import { Stack, Text, Title } from "@mantine/core";
import type { Me } from "../../../../contract/me.ts";

/** 'Welcome {name} !', the club's name and its number as the spec writes it (00 + id). */
export function MemberGreeting({ user }: { user: Me }) {
  return (
    <Stack gap={4}>
      <Title order={1}>Welcome {user.name} !</Title>
      <Text fz="lg">You're a member of {user.clubName ?? "your club"}</Text>
      <Text c="gray.7">Club Number: 00{user.clubMembership}</Text>
    </Stack>
  );
}
