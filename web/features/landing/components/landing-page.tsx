// Only the Mantine components the navigation bar loads anyway; the rest is plain HTML and a CSS
// module (ADR 018: the landing's initial JavaScript).
import { Button, Container, Group, Loader, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ErrorText } from "../../../components/error-text.tsx";
import { JourneysAccordion } from "../../../components/journeys-accordion.tsx";
import { useLoadedStyle } from "../../../components/use-loaded-style.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { useClubNames, useMoreClubNames } from "../api/get-club-names.ts";
import classes from "./landing-page.module.css";

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
  if (error) return <ErrorText>{messageOf(error)}</ErrorText>;
  if (data.items.length === 0) return <p>No clubs available</p>;

  const openClub = (slug: string) => {
    if (user) navigate(`/${slug}`);
    else window.alert(VISITOR_CLUB_ALERT);
  };
  const clubs = [...data.items, ...(more.data?.pages.flatMap((page) => page.items) ?? [])];
  const hasMore = showMore ? more.hasNextPage : clubs.length < data.total;
  const loadMore = () => (showMore ? void more.fetchNextPage() : setShowMore(true));

  return (
    <div className={classes.clubs}>
      <ul className={classes.clubList}>
        {clubs.map((club) => (
          <li key={club.clubId}>
            <UnstyledButton onClick={() => openClub(club.slug)} className={classes.club}>
              <span className={classes.clubName}>{club.clubName}</span>
            </UnstyledButton>
          </li>
        ))}
      </ul>
      {more.isError ? <ErrorText>{messageOf(more.error)}</ErrorText> : null}
      <Group gap="md">
        <p className={classes.count} role="status">
          Showing {clubs.length} of {Math.max(data.total, clubs.length)} clubs
        </p>
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
    </div>
  );
}

export function LandingPage() {
  const className = useLoadedStyle();
  const { data: user } = useCurrentUser();
  return (
    <div className={className} data-testid="landing">
      <section className="hero">
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <div className={classes.heroText}>
            <h1 className={classes.title}>
              Learn Blockchain, Improve Your Public Speaking and Land a Web3 Job
            </h1>
            <p className={classes.lead}>
              Blockvocates is a community learning programme: join a local club, pick a career
              journey and complete missions that your club leader verifies.
            </p>
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
          </div>
        </Container>
      </section>

      <Container size="lg" py="xl">
        <div className={classes.features}>
          {features.map((feature) => (
            <div key={feature.title} className={classes.feature}>
              <h2>{feature.title}</h2>
              <p>{feature.text}</p>
            </div>
          ))}
        </div>
      </Container>

      <Container size="lg" py="xl">
        <h2 className={classes.heading}>Six Customized Journeys</h2>
        <JourneysAccordion />
      </Container>

      <Container size="lg" py="xl" pb={64}>
        <h2 className={classes.heading}>Find a Club</h2>
        <FindAClub />
      </Container>
    </div>
  );
}
