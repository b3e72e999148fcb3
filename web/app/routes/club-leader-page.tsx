import { Alert, Button, Container, Divider, Loader, Stack, Text, Title } from "@mantine/core";
import { Navigate } from "react-router";
import { componentCatalogs } from "../../components/messages.ts";
import { RequireSignIn } from "../../components/require-sign-in.tsx";
import { ClubRequests } from "../../features/applications/components/club-requests.tsx";
import { useLedClubs } from "../../features/clubs/api/get-led-clubs.ts";
import { ClubMembers } from "../../features/clubs/components/club-members.tsx";
import { EditClub } from "../../features/clubs/components/edit-club.tsx";
import { VerificationPanel } from "../../features/completions/components/verification-panel.tsx";
import { ClubMeetingsManager } from "../../features/meetings/components/club-meetings-manager.tsx";
import { useT } from "../../i18n/index.ts";
import { messageOf } from "../../lib/api-client.ts";

function LedClubs() {
  const clubs = useLedClubs();
  const t = useT(componentCatalogs);
  if (clubs.isPending) return <Loader aria-label={t("leader.loading")} />;
  if (clubs.isError) {
    return (
      <Alert color="red" title={t("leader.loadFailed")}>
        <Text mb="sm">{messageOf(clubs.error)}</Text>
        <Button variant="light" color="red" onClick={() => void clubs.refetch()}>
          {t("common.tryAgain")}
        </Button>
      </Alert>
    );
  }
  if (clubs.data.items.length === 0) return <Navigate to="/" replace />;
  return (
    <Stack gap={48}>
      {clubs.data.items.map((club) => (
        <section key={club.clubId} aria-labelledby={`club-${club.clubId}`}>
          <Title order={2} id={`club-${club.clubId}`} mb="md">
            {club.clubName}
          </Title>
          <Stack gap="xl">
            <EditClub clubId={club.clubId} />
            <div>
              <Title order={3} mb="sm">
                {t("leader.members")}
              </Title>
              <ClubMembers clubId={club.clubId} />
            </div>
            <VerificationPanel clubId={club.clubId} headingOrder={3} />
            <div>
              <Title order={3} mb="sm">
                Club Requests
              </Title>
              <ClubRequests clubId={club.clubId} />
            </div>
            <div>
              <Title order={3} mb="sm">
                Meetings
              </Title>
              <ClubMeetingsManager clubId={club.clubId} />
            </div>
          </Stack>
          <Divider mt={48} />
        </section>
      ))}
    </Stack>
  );
}

function LeaderPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xl">
        Leader page
      </Title>
      <LedClubs />
    </Container>
  );
}

/** /ClubLeaderPage: each led club's members, mission verification and requests; leaders only. */
export function ClubLeaderPage() {
  return (
    <RequireSignIn>
      {(user) => (user.isLeader ? <LeaderPage /> : <Navigate to="/" replace />)}
    </RequireSignIn>
  );
}
