import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router";
import { usePageTitle } from "../../../components/page-title.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { useClub } from "../api/get-club.ts";
import { daysLabel, formatLabel } from "./club-labels.ts";
import { LeaveClubButton } from "./leave-club-button.tsx";
import { StandingButton } from "./standing-button.tsx";

export const VISITOR_CLUB_MESSAGE = "Please register or log in to access club details.";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" fw={600} c="gray.7">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
}

function ClubDetails({ clubId }: { clubId: number }) {
  const club = useClub(clubId);
  usePageTitle(club.data?.clubName);
  if (club.isPending) return <Loader m="xl" aria-label="Loading club" />;
  if (club.isError) {
    return (
      <Alert color="red" title="The club could not be loaded" m="xl">
        <Text mb="sm">{messageOf(club.error)}</Text>
        <Button variant="light" color="red" onClick={() => void club.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { data } = club;
  return (
    <>
      <section className="hero">
        <Container size="lg" py={{ base: 40, sm: 56 }}>
          <Title order={1}>{data.clubName}</Title>
          <Text fz="lg" mt="xs">
            Led by {data.leaderName ?? "a leader to be announced"} ·{" "}
            {data.memberCount === 1 ? "1 member" : `${data.memberCount} members`}
          </Text>
        </Container>
      </section>
      <Container size="lg" py="xl">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              <Fact label="Location" value={data.location} />
              <Fact label="Meeting days" value={daysLabel(data.meetingDays)} />
              <Fact label="Meeting time" value={data.meetingTime} />
              <Fact label="Club type" value={data.clubType} />
              <Fact label="Format" value={formatLabel(data.meetingFormat)} />
              <Fact label="Leader" value={data.leaderName ?? "N/A"} />
              <Fact label="Members" value={String(data.memberCount)} />
            </SimpleGrid>
            {data.meetingLink && (
              <Text>
                Meeting link:{" "}
                <Anchor href={data.meetingLink} target="_blank" rel="noopener noreferrer">
                  {data.meetingLink}
                </Anchor>
              </Text>
            )}
            {data.archivedAt ? (
              <Alert color="gray" title="This club is archived" data-testid="club-archived">
                An admin archived it: it takes no new applications or members. Its members keep
                their progress and credentials.
              </Alert>
            ) : null}
            <Group>
              {data.archivedAt && data.standing !== "member" ? null : (
                <StandingButton
                  clubId={data.clubId}
                  clubName={data.clubName}
                  standing={data.standing}
                />
              )}
              {data.standing === "member" ? (
                <LeaveClubButton clubId={data.clubId} clubName={data.clubName} />
              ) : null}
            </Group>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}

/** A club's page at `/` + its name without spaces (signed-in users; visitors are asked to sign in). */
export function ClubPage({ clubId }: { clubId: number }) {
  const user = useCurrentUser();
  if (user.isPending) return <Loader m="xl" aria-label="Loading..." />;
  if (user.isError) throw user.error;
  if (!user.data) {
    return (
      <Container size="sm" py={64}>
        <Stack align="flex-start" gap="md">
          <Title order={1}>Club details</Title>
          <Text>{VISITOR_CLUB_MESSAGE}</Text>
          <Group>
            <Button component={Link} to="/Login">
              Login
            </Button>
            <Button component={Link} to="/Signup" variant="default">
              Sign Up
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }
  return <ClubDetails clubId={clubId} />;
}
