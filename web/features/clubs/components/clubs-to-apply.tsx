import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router";
import type { Club } from "../../../../contract/clubs.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { ANY_FILTERS, useClubSearch } from "../api/search-clubs.ts";
import { useClubLabels } from "./club-labels.ts";

/** How many clubs the getting-started dashboard shows before "See all clubs". */
const SHOWN = 4;

function ClubRow({ club }: { club: Club }) {
  const labels = useClubLabels();
  const { t } = labels;
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Anchor
            component={Link}
            to={`/${club.slug}`}
            fw={700}
            c="indigo.9"
            data-club={club.clubId}
            style={{ overflowWrap: "anywhere" }}
          >
            {club.clubName}
          </Anchor>
          <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
            {t("clubs.toApply.meets", {
              place: club.location,
              days: labels.days(club.meetingDays),
              time: labels.time(club.meetingTime),
            })}
          </Text>
        </Stack>
        <Badge variant="light" color={club.standing === "none" ? "indigo" : "yellow"} c="dark.8">
          {club.standing === "none"
            ? labels.format(club.meetingFormat)
            : t("clubs.standing.applied")}
        </Badge>
      </Group>
    </Paper>
  );
}

/**
 * 'Clubs to apply to': the first clubs of the club search (any filter), each linking to its page
 * where one presses Join, and "See all clubs" (/ClubSearch).
 */
export function ClubsToApply() {
  const search = useClubSearch(ANY_FILTERS, 1);
  const { t } = useClubLabels();
  const clubs = search.data?.items.filter((club) => club.standing !== "member").slice(0, SHOWN);
  return (
    <section aria-labelledby="clubs-to-apply" data-testid="clubs-to-apply">
      <Title order={2} id="clubs-to-apply" mb={4}>
        {t("clubs.toApply.title")}
      </Title>
      <Text mb="sm">{t("clubs.toApply.lead")}</Text>
      {search.isPending ? <Loader aria-label={t("clubs.toApply.loading")} /> : null}
      {search.isError ? <Alert color="red.9">{messageOf(search.error)}</Alert> : null}
      {clubs && clubs.length === 0 ? <Text c="gray.7">{t("clubs.toApply.empty")}</Text> : null}
      {clubs && clubs.length > 0 ? (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {clubs.map((club) => (
            <ClubRow key={club.clubId} club={club} />
          ))}
        </Stack>
      ) : null}
      <Button component={Link} to="/ClubSearch" variant="light" mt="sm">
        {t("clubs.toApply.all")}
      </Button>
    </section>
  );
}
