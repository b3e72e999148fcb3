import { Paper, Text } from "@mantine/core";
import { PagedList } from "../../../components/paged-list.tsx";
import { useClubMembers } from "../api/get-club-members.ts";

/** Member cards: the member's name and the club's name. */
export function ClubMembers({ clubId }: { clubId: number }) {
  return (
    <PagedList
      query={useClubMembers(clubId)}
      what="members"
      empty="No members found for the club."
      renderItem={(member) => (
        <Paper key={member.userId} withBorder p="md" radius="md" component="article">
          <Text fw={700}>{member.name}</Text>
          <Text size="sm" c="gray.7">
            {member.clubName}
          </Text>
        </Paper>
      )}
    />
  );
}
