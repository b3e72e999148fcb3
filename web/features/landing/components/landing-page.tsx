// Only the Mantine components the navigation bar loads anyway; the rest is plain HTML and a CSS
// module (ADR 018: the landing's initial JavaScript).
import { Button, Container, Group, Loader, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ErrorText } from "../../../components/error-text.tsx";
import { JourneysAccordion } from "../../../components/journeys-accordion.tsx";
import { useLoadedStyle } from "../../../components/use-loaded-style.ts";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { useClubNames, useMoreClubNames } from "../api/get-club-names.ts";
import { landingCatalogs } from "../messages.ts";
import classes from "./landing-page.module.css";

/** The three promises, as message ids, each with its picture (landing-page.module.css). */
const features = [
  { title: "landing.feature.learn.title", text: "landing.feature.learn.text", art: classes.learn },
  { title: "landing.feature.speak.title", text: "landing.feature.speak.text", art: classes.speak },
  { title: "landing.feature.jobs.title", text: "landing.feature.jobs.text", art: classes.jobs },
];

function FindAClub() {
  const { data, error, isPending } = useClubNames();
  const navigate = useNavigate();
  const [showMore, setShowMore] = useState(false);
  const more = useMoreClubNames(data?.items.at(-1)?.clubId, showMore);
  const t = useT(landingCatalogs);

  if (isPending) return <Loader aria-label={t("landing.clubs.loading")} />;
  if (error) return <ErrorText>{messageOf(error)}</ErrorText>;
  if (data.items.length === 0) return <p>{t("landing.clubs.none")}</p>;

  // Everyone may open a club's page, visitors included (docs/product.md, round 3 decision 1).
  const openClub = (slug: string) => navigate(`/${slug}`);
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
          {clubs.length >= data.total
            ? t("landing.clubs.all", { total: clubs.length })
            : t("landing.clubs.showing", { shown: formatNumber(clubs.length), total: data.total })}
        </p>
        {hasMore ? (
          <Button variant="default" loading={more.isFetching} onClick={loadMore}>
            {t("landing.clubs.showMore")}
          </Button>
        ) : null}
        <Button component={Link} to="/ClubSearch" variant="subtle">
          {t("landing.clubs.search")}
        </Button>
      </Group>
    </div>
  );
}

export function LandingPage() {
  const className = useLoadedStyle();
  const { data: user } = useCurrentUser();
  const t = useT(landingCatalogs);
  return (
    <div className={className} data-testid="landing">
      <section className="hero">
        <Container size="lg" py={{ base: 48, sm: 80 }} className={classes.heroGrid}>
          <div className={classes.heroText}>
            <h1 className={classes.title}>{t("landing.hero.title")}</h1>
            <p className={classes.lead}>{t("landing.hero.lead")}</p>
            <Group>
              <Button
                component={Link}
                to={user ? "/ClubSearch" : "/Signup"}
                size="md"
                color="yellow.5"
                c="dark.9"
              >
                {user ? t("landing.hero.findClub") : t("landing.hero.getStarted")}
              </Button>
              <Button component={Link} to="/Journeys" size="md" variant="white">
                {t("landing.hero.explore")}
              </Button>
            </Group>
          </div>
          {/* The hero's other half: the three promises as one path, step by step. */}
          <ul className={classes.features}>
            {features.map((feature) => (
              <li key={feature.title} className={`${classes.feature} ${feature.art}`}>
                <h2>{t(feature.title)}</h2>
                <p>{t(feature.text)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container size="lg" py="xl">
        <h2 className={classes.heading}>{t("landing.journeys")}</h2>
        <JourneysAccordion />
      </Container>

      <Container size="lg" py="xl" pb={64}>
        <h2 className={classes.heading}>{t("landing.clubs.heading")}</h2>
        <FindAClub />
      </Container>
    </div>
  );
}
