import { Anchor, Avatar, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { Opportunity } from "../../../../contract/opportunities.ts";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { formatDay } from "../../../i18n/index.ts";
import { useOpportunityLabels } from "./labels.ts";

/** Who posted it: the partner's logo and name, or the programme. */
export function PosterLine({ opportunity }: { opportunity: Pick<Opportunity, "partner"> }) {
  const { t } = useOpportunityLabels();
  const name = opportunity.partner?.name ?? t("opportunities.card.programme");
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The name is beside it: the logo is decoration (empty alt). */}
      <Avatar src={opportunity.partner?.logoUrl ?? null} alt="" size="sm" radius="sm">
        {name.slice(0, 1)}
      </Avatar>
      <Text size="sm" fw={600}>
        {name}
      </Text>
    </Group>
  );
}

/**
 * A result of the board: the title (its link), who posts it, its kind, region (and remote), the
 * deadline and what it pays, in the reader's language.
 */
export function OpportunityCard({ opportunity }: { opportunity: Opportunity }) {
  const labels = useOpportunityLabels();
  const { t } = labels;
  const pays = labels.compensation(opportunity);
  return (
    <Card withBorder shadow="xs" padding="lg" radius="md" component="article">
      <Stack gap="xs" h="100%">
        <PosterLine opportunity={opportunity} />
        <Title order={3} fz="h4">
          <Anchor component={Link} to={`/Opportunities/${opportunity.opportunityId}`} c="indigo.9">
            {opportunity.title}
          </Anchor>
        </Title>
        <Group gap="xs">
          <StatusBadge tone="brand">{labels.kind(opportunity.kind)}</StatusBadge>
          <StatusBadge tone="neutral">{labels.region(opportunity.region)}</StatusBadge>
          {opportunity.remote && (
            <StatusBadge tone="info">{t("opportunities.card.remote")}</StatusBadge>
          )}
        </Group>
        {pays && <Text size="sm">{pays}</Text>}
        <Text size="sm" mt="auto">
          {t("opportunities.card.deadline", { date: formatDay(opportunity.deadline) })}
        </Text>
      </Stack>
    </Card>
  );
}
