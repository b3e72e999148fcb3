import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { Link } from "react-router";
import { formatDay } from "../../../i18n/index.ts";
import { useMatchingOpportunities } from "../api/opportunities.ts";
import { useOpportunityLabels } from "./labels.ts";

/**
 * The dashboard's "Opportunities for you": at most five on the board that suit the member's
 * journey and whose asks their verified record meets, newest first, and a link to the board.
 * Nothing while it loads or when it fails (the dashboard's other cards stay).
 */
export function OpportunitiesForYou() {
  const labels = useOpportunityLabels();
  const { t } = labels;
  const matching = useMatchingOpportunities();
  const headingId = useId();
  if (matching.isPending || matching.isError) return null;
  const { opportunities } = matching.data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id={headingId}>
          {t("opportunities.forYou.title")}
        </Title>
        {opportunities.length === 0 ? (
          <Text>{t("opportunities.forYou.empty")}</Text>
        ) : (
          <>
            <Text size="sm">{t("opportunities.forYou.intro")}</Text>
            <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {opportunities.map((opportunity) => (
                <li key={opportunity.opportunityId}>
                  <Anchor component={Link} to={`/Opportunities/${opportunity.opportunityId}`}>
                    {opportunity.title}
                  </Anchor>
                  <Text size="sm">
                    {[
                      opportunity.partner?.name ?? t("opportunities.card.programme"),
                      labels.kind(opportunity.kind),
                      t("opportunities.card.deadline", { date: formatDay(opportunity.deadline) }),
                    ].join(" · ")}
                  </Text>
                </li>
              ))}
            </Stack>
          </>
        )}
        <Anchor component={Link} to="/Opportunities" fw={600}>
          {t("opportunities.forYou.browse")}
        </Anchor>
      </Stack>
    </Paper>
  );
}
