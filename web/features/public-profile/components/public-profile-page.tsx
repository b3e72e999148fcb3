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
import { missionTitleOf } from "../../../../contract/missions.ts";
import type { PublicProfile } from "../../../../contract/public-profile.ts";
import { usePageTitle } from "../../../components/page-title.ts";
import { PublicLoadState } from "../../../components/public-load-state.tsx";
import { useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { issuedOn } from "../../../lib/award-day.ts";
import { usePublicProfile } from "../api/public-profile.ts";
import { publicProfileCatalogs } from "../messages.ts";
import { ProfileWallets } from "./profile-wallets.tsx";

function ProfileView({ profile }: { profile: PublicProfile }) {
  const t = useT(publicProfileCatalogs);
  usePageTitle(t("publicProfile.pageTitle", { name: profile.displayName }));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {profile.isPublic ? null : (
          <Alert color="yellow" title={t("publicProfile.private.title")}>
            {t("publicProfile.private.text")}
          </Alert>
        )}
        <Stack gap={4}>
          <Text c="gray.7" fw={600}>
            {t("publicProfile.member")}
          </Text>
          <Title order={1}>{profile.displayName}</Title>
          <Text fz="lg">
            {profile.clubName
              ? t("publicProfile.club", { club: profile.clubName })
              : t("publicProfile.noClub")}
            {profile.journeyName
              ? ` · ${t("publicProfile.journey", { journey: profile.journeyName })}`
              : ""}
          </Text>
        </Stack>
        {profile.journeyCredentials.length ? (
          <section aria-labelledby="journeys-title">
            <Title order={2} size="h3" mb="xs" id="journeys-title">
              {t("publicProfile.journeys")}
            </Title>
            <List spacing="xs">
              {profile.journeyCredentials.map((journey) => (
                <List.Item key={journey.credentialId}>
                  <Anchor component={Link} to={`/credentials/${journey.credentialId}`}>
                    {journey.name}
                  </Anchor>{" "}
                  <Text span size="sm" c="gray.7">
                    {t("publicProfile.issued", { date: issuedOn(journey.issuedAt) })}
                  </Text>
                </List.Item>
              ))}
            </List>
          </section>
        ) : null}
        <section aria-labelledby="missions-title">
          <Title order={2} size="h3" mb="xs" id="missions-title">
            {t("publicProfile.missions")}
          </Title>
          {profile.verifiedMissions.length ? (
            <Stack gap="xs" data-testid="profile-missions">
              {profile.verifiedMissions.map((mission) => (
                <Paper key={mission.missionId} withBorder p="sm" radius="md">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Stack gap={0}>
                      <Text fw={600}>{missionTitleOf(mission)}</Text>
                      <Group gap="xs">
                        <Badge color="green" variant="light" c="dark.8">
                          {t("publicProfile.verified")}
                        </Badge>
                        {mission.verifiedAt ? (
                          <Text size="sm">
                            {t("publicProfile.on", { date: issuedOn(mission.verifiedAt) })}
                          </Text>
                        ) : null}
                      </Group>
                    </Stack>
                    {mission.credentialId ? (
                      <Anchor component={Link} to={`/credentials/${mission.credentialId}`}>
                        <T
                          id="publicProfile.viewFor"
                          values={{ mission: missionTitleOf(mission) }}
                          components={{ 0: <span className="visually-hidden" /> }}
                        />
                      </Anchor>
                    ) : null}
                  </Group>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Text>{t("publicProfile.noMissions")}</Text>
          )}
        </section>
        <ProfileWallets wallets={profile.wallets} />
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
            {t("publicProfile.address", { url: profile.url })}
          </Text>
          <CopyButton value={profile.url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="default" onClick={copy}>
                {copied ? t("publicProfile.copied") : t("publicProfile.copy")}
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
  const t = useT(publicProfileCatalogs);
  const profile = usePublicProfile(publicId);
  return (
    <PublicLoadState
      query={profile}
      loading={t("publicProfile.loading")}
      failed={t("publicProfile.loadFailed")}
    >
      {(data) => <ProfileView profile={data} />}
    </PublicLoadState>
  );
}
