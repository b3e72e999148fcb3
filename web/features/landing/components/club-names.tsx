import { Button, Group, UnstyledButton } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import type { ClubName } from "../../../../contract/clubs.ts";
import { ErrorText } from "../../../components/error-text.tsx";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { landingCatalogs } from "../messages.ts";
import classes from "./landing-page.module.css";

/**
 * The landing's club names, their count, "Show more clubs" while there are more, and the link to
 * the search: the first page (landing-page.tsx), then every page shown (more-club-names.tsx).
 */
export function ClubNames(props: {
  clubs: ClubName[];
  total: number;
  hasMore: boolean;
  loadingMore?: boolean;
  onMore: () => void;
  error?: unknown;
}) {
  const { clubs, total } = props;
  const navigate = useNavigate();
  const t = useT(landingCatalogs);
  // Everyone may open a club's page, visitors included (docs/product.md, round 3 decision 1).
  const openClub = (slug: string) => navigate(`/${slug}`);
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
      {props.error ? <ErrorText>{messageOf(props.error)}</ErrorText> : null}
      <Group gap="md">
        <p className={classes.count} role="status">
          {clubs.length >= total
            ? t("landing.clubs.all", { total: clubs.length })
            : t("landing.clubs.showing", { shown: formatNumber(clubs.length), total })}
        </p>
        {props.hasMore ? (
          <Button variant="default" loading={props.loadingMore} onClick={props.onMore}>
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
