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
import { usePageTitle } from "../../../components/page-title.ts";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { useClub } from "../api/get-club.ts";
import { clubsCatalogs } from "../messages.ts";
import { useClubLabels } from "./club-labels.ts";
import { LeaveClubButton } from "./leave-club-button.tsx";
import { StandingButton } from "./standing-button.tsx";

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

function ClubDetails({ clubId, embedded }: { clubId: number; embedded: boolean }) {
  const club = useClub(clubId);
  const labels = useClubLabels();
  const { t } = labels;
  // Inside another page (a regional page), that page names itself.
  usePageTitle(embedded ? undefined : club.data?.clubName);
  if (club.isPending) return <Loader m="xl" aria-label={t("clubs.page.loading")} />;
  if (club.isError) {
    return (
      <Alert color="red" title={t("clubs.page.loadFailed")} m="xl">
        <Text mb="sm">{messageOf(club.error)}</Text>
        <Button variant="light" color="red" onClick={() => void club.refetch()}>
          {t("clubs.tryAgain")}
        </Button>
      </Alert>
    );
  }
  const { data } = club;
  const ledBy = (
    <>
      <T
        id="clubs.page.ledBy"
        values={{
          leader: data.leaderName ? (
            <bdi>{data.leaderName}</bdi>
          ) : (
            t("clubs.page.leaderToBeAnnounced")
          ),
        }}
      />{" "}
      · {t("clubs.page.memberCount", { count: data.memberCount })}
    </>
  );
  const facts = (
    <Paper withBorder p="lg" radius="md" component={embedded ? "section" : "div"}>
      <Stack gap="lg">
        {embedded ? (
          <div>
            <Title order={2}>{data.clubName}</Title>
            <Text mt={4}>{ledBy}</Text>
          </div>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          <Fact label={t("clubs.fact.location")} value={data.location} />
          <Fact label={t("clubs.fact.meetingDays")} value={labels.days(data.meetingDays)} />
          <Fact label={t("clubs.fact.meetingTime")} value={labels.time(data.meetingTime)} />
          <Fact label={t("clubs.fact.clubType")} value={labels.type(data.clubType)} />
          <Fact label={t("clubs.fact.format")} value={labels.format(data.meetingFormat)} />
          <Fact label={t("clubs.fact.leader")} value={data.leaderName ?? t("clubs.notAvailable")} />
          <Fact label={t("clubs.fact.members")} value={formatNumber(data.memberCount)} />
        </SimpleGrid>
        {data.meetingLink && (
          <Text>
            {t("clubs.page.meetingLink")}{" "}
            <Anchor href={data.meetingLink} target="_blank" rel="noopener noreferrer">
              {data.meetingLink}
            </Anchor>
          </Text>
        )}
        {data.archivedAt ? (
          <Alert color="gray" title={t("clubs.page.archived.title")} data-testid="club-archived">
            {t("clubs.page.archived.text")}
          </Alert>
        ) : null}
        <Group>
          {data.archivedAt && data.standing !== "member" ? null : (
            <StandingButton
              clubId={data.clubId}
              clubName={data.clubName}
              slug={data.slug}
              standing={data.standing}
              explainApplied
            />
          )}
          {data.standing === "member" ? (
            <LeaveClubButton clubId={data.clubId} clubName={data.clubName} />
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
  if (embedded) return facts;
  return (
    <>
      <section className="hero">
        <Container size="lg" py={{ base: 40, sm: 56 }}>
          <Title order={1}>{data.clubName}</Title>
          <Text fz="lg" mt="xs">
            {ledBy}
          </Text>
        </Container>
      </section>
      <Container size="lg" py="xl">
        {facts}
      </Container>
    </>
  );
}

/**
 * A club's page at `/` + its name without spaces, for everyone: a visitor sees it without the
 * meeting link (the server leaves it out) and is asked to sign up or log in to join. The session
 * is read first, so Join is never offered to someone signed out. `embedded`: the club's facts,
 * leader and Join inside another page (a regional page, whose welcome is its heading).
 */
export function ClubPage({ clubId, embedded = false }: { clubId: number; embedded?: boolean }) {
  const user = useCurrentUser();
  const t = useT(clubsCatalogs);
  if (user.isPending) return <Loader m="xl" aria-label={t("clubs.page.loadingUser")} />;
  if (user.isError) throw user.error;
  return <ClubDetails clubId={clubId} embedded={embedded} />;
}
