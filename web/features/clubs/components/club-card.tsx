import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { Club } from "../../../../contract/clubs.ts";
import { useClubLabels } from "./club-labels.ts";
import { StandingButton } from "./standing-button.tsx";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{" "}
      {value}
    </Text>
  );
}

/**
 * A search result: the club's facts and its Join / 'Application Submitted' / 'Member' button (a
 * visitor's: sign up or log in).
 */
export function ClubCard({ club }: { club: Club }) {
  const labels = useClubLabels();
  const { t } = labels;
  return (
    <Card withBorder shadow="xs" padding="lg" radius="md" component="article">
      <Stack gap="xs" h="100%">
        <Title order={2} fz="h4">
          <Anchor component={Link} to={`/${club.slug}`} c="indigo.9">
            {club.clubName}
          </Anchor>
        </Title>
        <Fact label={t("clubs.fact.location")} value={club.location} />
        <Fact label={t("clubs.fact.meetingDays")} value={labels.days(club.meetingDays)} />
        <Fact label={t("clubs.fact.meetingTime")} value={labels.time(club.meetingTime)} />
        <Fact label={t("clubs.fact.clubType")} value={labels.type(club.clubType)} />
        <Fact label={t("clubs.fact.format")} value={labels.format(club.meetingFormat)} />
        <Group mt="auto" pt="xs">
          <StandingButton
            clubId={club.clubId}
            clubName={club.clubName}
            slug={club.slug}
            standing={club.standing}
          />
        </Group>
      </Stack>
    </Card>
  );
}
