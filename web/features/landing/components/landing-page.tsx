// Only the Mantine components the navigation bar loads anyway; the rest is plain HTML and a CSS
// module (ADR 018: the landing's initial JavaScript).
import { Button, Container, Group, Loader } from "@mantine/core";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { ErrorText } from "../../../components/error-text.tsx";
import { JourneysAccordion } from "../../../components/journeys-accordion.tsx";
import { useLoadedStyle } from "../../../components/use-loaded-style.ts";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useNearScreen } from "../../../lib/near-screen.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { useClubNames } from "../api/get-club-names.ts";
import { landingCatalogs } from "../messages.ts";
import { ClubNames } from "./club-names.tsx";
import classes from "./landing-page.module.css";

/** The three promises, as message ids, each with its picture (landing-page.module.css). */
const features = [
  { title: "landing.feature.learn.title", text: "landing.feature.learn.text", art: classes.learn },
  { title: "landing.feature.speak.title", text: "landing.feature.speak.text", art: classes.speak },
  { title: "landing.feature.jobs.title", text: "landing.feature.jobs.text", art: classes.jobs },
];

/** The code behind "Show more clubs" (the infinite query), fetched with the first click. */
const MoreClubNames = lazy(() =>
  import("./more-club-names.tsx").then((module) => ({ default: module.MoreClubNames })),
);

function FindAClub({ refresh }: { refresh: boolean }) {
  const { data, error, isPending } = useClubNames(refresh);
  const [showMore, setShowMore] = useState(false);
  const t = useT(landingCatalogs);

  if (isPending) return <Loader aria-label={t("landing.clubs.loading")} />;
  if (error) return <ErrorText>{messageOf(error)}</ErrorText>;
  if (data.items.length === 0) return <p>{t("landing.clubs.none")}</p>;

  const firstPage = (
    <ClubNames
      clubs={data.items}
      total={data.total}
      hasMore={data.items.length < data.total}
      loadingMore={showMore}
      onMore={() => setShowMore(true)}
    />
  );
  if (!showMore) return firstPage;
  return (
    <Suspense fallback={firstPage}>
      <MoreClubNames first={data} />
    </Suspense>
  );
}

export function LandingPage() {
  const className = useLoadedStyle();
  const { data: user } = useCurrentUser();
  const t = useT(landingCatalogs);
  const clubsSection = useRef<HTMLDivElement>(null);
  const clubsNear = useNearScreen(clubsSection);
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

      <Container size="lg" py="xl" pb={64} ref={clubsSection}>
        <h2 className={classes.heading}>{t("landing.clubs.heading")}</h2>
        <FindAClub refresh={clubsNear} />
      </Container>
    </div>
  );
}
