import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { JourneysAccordion } from "../../../components/journeys-accordion.tsx";
import { useLoadedStyle } from "../../../components/use-loaded-style.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { useClubNames, useMoreClubNames } from "../api/get-club-names.ts";

const features = [
  {
    title: "Learn Blockchain",
    text: "Understand how Web3 works, from wallets and tokens to owning your identity online.",
  },
  {
    title: "Improve Public Speaking",
    text: "Present at your local club, get feedback, and grow into a confident speaker.",
  },
  {
    title: "Land Web3 Jobs",
    text: "Follow a career journey, complete missions and build a public track record.",
  },
];

export const VISITOR_CLUB_ALERT = "Please register or log in to access club details.";

function FindAClub() {
  const { data, error, isPending } = useClubNames();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const [showMore, setShowMore] = useState(false);
  const more = useMoreClubNames(data?.items.at(-1)?.clubId, showMore);

  if (isPending) return <Loader aria-label="Loading clubs" />;
  if (error) return <Alert color="red">{messageOf(error)}</Alert>;
  if (data.items.length === 0) return <Text>No clubs available</Text>;

  const openClub = (slug: string) => {
    if (user) navigate(`/${slug}`);
    else window.alert(VISITOR_CLUB_ALERT);
  };
  const clubs = [...data.items, ...(more.data?.pages.flatMap((page) => page.items) ?? [])];
  const hasMore = showMore ? more.hasNextPage : clubs.length < data.total;
  const loadMore = () => (showMore ? void more.fetchNextPage() : setShowMore(true));

  return (
    <Stack gap="md">
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        component="ul"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {clubs.map((club) => (
          <li key={club.clubId}>
            <UnstyledButton
              onClick={() => openClub(club.slug)}
              w="100%"
              p="md"
              style={{ border: "1px solid #dcdefc", borderRadius: 12, background: "#fff" }}
            >
              <Text fw={700} c="indigo.9">
                {club.clubName}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      {more.isError ? <Alert color="red">{messageOf(more.error)}</Alert> : null}
      <Group gap="md">
        <Text size="sm" role="status">
          Showing {clubs.length} of {Math.max(data.total, clubs.length)} clubs
        </Text>
        {hasMore ? (
          <Button variant="default" loading={more.isFetching} onClick={loadMore}>
            Show more clubs
          </Button>
        ) : null}
        {user ? (
          <Button component={Link} to="/ClubSearch" variant="subtle">
            Search clubs by place and day
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

export function LandingPage() {
  const className = useLoadedStyle();
  const { data: user } = useCurrentUser();
  return (
    <div className={className} data-testid="landing">
      <section className="hero">
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <Stack gap="lg" maw={720}>
            <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1}>
              Learn Blockchain, Improve Your Public Speaking and Land a Web3 Job
            </Title>
            <Text fz="lg">
              Blockvocates is a community learning programme: join a local club, pick a career
              journey and complete missions that your club leader verifies.
            </Text>
            <Group>
              <Button
                component={Link}
                to={user ? "/ClubSearch" : "/Signup"}
                size="md"
                color="yellow.5"
                c="dark.9"
              >
                {user ? "Find a club" : "Get started"}
              </Button>
              <Button component={Link} to="/Journeys" size="md" variant="white">
                Explore the journeys
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {features.map((feature) => (
            <Paper key={feature.title} p="lg" withBorder shadow="xs">
              <Title order={2} fz="h3" mb="xs">
                {feature.title}
              </Title>
              <Text>{feature.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" py="xl">
        <Title order={2} mb="md">
          Six Customized Journeys
        </Title>
        <JourneysAccordion />
      </Container>

      <Container size="lg" py="xl" pb={64}>
        <Title order={2} mb="md">
          Find a Club
        </Title>
        <FindAClub />
      </Container>
    </div>
  );
}
