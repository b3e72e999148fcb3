import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  CopyButton,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link, useParams } from "react-router";
import type { PublicProfile } from "../../../../contract/credentials.ts";
import { usePageTitle } from "../../../components/page-title.ts";
import { usePublicProfile } from "../api/public-profile.ts";
import { issuedOn } from "./credential-links.ts";
import { PublicLoadState } from "./public-load-state.tsx";

function ProfileView({ profile }: { profile: PublicProfile }) {
  usePageTitle(`${profile.displayName}: Blockvocates profile`);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {profile.isPublic ? null : (
          <Alert color="yellow" title="Only you can see this page">
            Your public profile is off: anyone else who opens this address gets "Page not found".
            Turn it on from your dashboard to share it.
          </Alert>
        )}
        <Stack gap={4}>
          <Text c="gray.7" fw={600}>
            Blockvocates member
          </Text>
          <Title order={1}>{profile.displayName}</Title>
          <Text fz="lg">
            {profile.clubName ? `Member of ${profile.clubName}` : "Not in a club at the moment"}
            {profile.journeyName ? ` · Journey: ${profile.journeyName}` : ""}
          </Text>
        </Stack>
        {profile.journeyCredentials.length ? (
          <section aria-labelledby="journeys-title">
            <Title order={2} size="h3" mb="xs" id="journeys-title">
              Journeys completed
            </Title>
            <List spacing="xs">
              {profile.journeyCredentials.map((journey) => (
                <List.Item key={journey.credentialId}>
                  <Anchor component={Link} to={`/credentials/${journey.credentialId}`}>
                    {journey.name}
                  </Anchor>{" "}
                  <Text span size="sm" c="gray.7">
                    issued {issuedOn(journey.issuedAt)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </section>
        ) : null}
        <section aria-labelledby="missions-title">
          <Title order={2} size="h3" mb="xs" id="missions-title">
            Verified missions
          </Title>
          {profile.verifiedMissions.length ? (
            <Stack gap="xs" data-testid="profile-missions">
              {profile.verifiedMissions.map((mission) => (
                <Paper key={mission.missionId} withBorder p="sm" radius="md">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Stack gap={0}>
                      <Text fw={600}>{mission.missionName}</Text>
                      <Group gap="xs">
                        <Badge color="green" variant="light" c="dark.8">
                          Verified
                        </Badge>
                        {mission.verifiedAt ? (
                          <Text size="sm">on {issuedOn(mission.verifiedAt)}</Text>
                        ) : null}
                      </Group>
                    </Stack>
                    {mission.credentialId ? (
                      <Anchor component={Link} to={`/credentials/${mission.credentialId}`}>
                        View credential
                        <span className="visually-hidden"> for {mission.missionName}</span>
                      </Anchor>
                    ) : null}
                  </Group>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Text>No verified missions yet.</Text>
          )}
        </section>
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
            This profile's address: {profile.url}
          </Text>
          <CopyButton value={profile.url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? "Link copied" : "Copy link"}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Container>
  );
}

/** /Profile/:publicId: a member's opt-in public profile; private or unknown is "Page not found". */
export function PublicProfilePage() {
  const { publicId = "" } = useParams();
  const profile = usePublicProfile(publicId);
  return (
    <PublicLoadState query={profile} what="profile">
      {(data) => <ProfileView profile={data} />}
    </PublicLoadState>
  );
}
