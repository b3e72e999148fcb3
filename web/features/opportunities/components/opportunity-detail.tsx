import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { Opportunity } from "../../../../contract/opportunities.ts";
import { usePageTitle } from "../../../components/page-title.ts";
import { signInPath } from "../../../components/require-sign-in.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { formatDateTime } from "../../../i18n/index.ts";
import { ApiError, messageOf } from "../../../lib/api-client.ts";
import { useOpportunity } from "../api/opportunities.ts";
import { useOpportunityLabels } from "./labels.ts";
import { PosterLine } from "./opportunity-card.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** What it asks for, each with whether the signed-in member's verified record meets it. */
function Asks({ opportunity }: { opportunity: Opportunity }) {
  const labels = useOpportunityLabels();
  const { t } = labels;
  if (opportunity.asks.length === 0) return <Text>{t("opportunities.detail.noAsks")}</Text>;
  return (
    <List spacing="xs">
      {opportunity.asks.map((ask, index) => {
        const met = opportunity.viewer?.meetsAsks[index];
        return (
          <List.Item key={JSON.stringify(ask)}>
            <Group gap="xs">
              <Text>{labels.ask(ask)}</Text>
              {met !== undefined && (
                <StatusBadge tone={met ? "success" : "neutral"}>
                  {met ? t("opportunities.detail.met") : t("opportunities.detail.notMet")}
                </StatusBadge>
              )}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}

/** Where applying goes: the apply form for a member, a way to sign in for a visitor. */
function ApplyPlace({
  opportunity,
  apply,
}: {
  opportunity: Opportunity;
  apply?: (opportunity: Opportunity) => ReactNode;
}) {
  const { t } = useOpportunityLabels();
  const location = useLocation();
  if (opportunity.status !== "published") return null;
  if (!opportunity.viewer) {
    return (
      <Alert color="blue.9" role="note">
        <Text mb="sm">{t("opportunities.detail.signInToApply")}</Text>
        <Button component={Link} to={signInPath("/Login", location.pathname)}>
          {t("opportunities.detail.apply")}
        </Button>
      </Alert>
    );
  }
  if (opportunity.viewer.applicationId !== null) {
    return (
      <Alert color="green" role="status">
        {t("opportunities.detail.applied")}
      </Alert>
    );
  }
  return apply ? apply(opportunity) : null;
}

/**
 * One opportunity (`/Opportunities/<id>`): who posts it, what it is and pays, its deadline, what
 * it asks for (and whether the member meets it), then the place to apply. `apply` renders the
 * apply form: the route page passes the applications feature's (web features do not import one
 * another).
 */
export function OpportunityDetail({
  opportunityId,
  apply,
}: {
  opportunityId: number;
  apply?: (opportunity: Opportunity) => ReactNode;
}) {
  const labels = useOpportunityLabels();
  const { t } = labels;
  const query = useOpportunity(opportunityId);
  usePageTitle(query.data?.title);
  const back = (
    <Anchor component={Link} to="/Opportunities">
      {t("opportunities.detail.back")}
    </Anchor>
  );
  if (query.isPending) {
    return <Loader m="xl" aria-label={t("opportunities.detail.loading")} />;
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Container size="md" py="xl">
        <Stack gap="md">
          <Alert color="red" role="alert">
            {missing ? t("opportunities.detail.notFound") : messageOf(query.error)}
          </Alert>
          {back}
        </Stack>
      </Container>
    );
  }
  const opportunity = query.data;
  const pays = labels.compensation(opportunity);
  const place = [opportunity.location, labels.region(opportunity.region)]
    .filter(Boolean)
    .join(" · ");
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {back}
        <Stack gap="xs">
          <PosterLine opportunity={opportunity} />
          <Title order={1} dir="auto">
            {opportunity.title}
          </Title>
          <Group gap="xs">
            <StatusBadge tone="brand">{labels.kind(opportunity.kind)}</StatusBadge>
            {opportunity.remote && (
              <StatusBadge tone="info">{t("opportunities.card.remote")}</StatusBadge>
            )}
            {opportunity.status !== "published" && (
              <StatusBadge tone="waiting">{labels.status(opportunity.status)}</StatusBadge>
            )}
          </Group>
        </Stack>
        <Paper
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-label={t("opportunities.detail.details")}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Fact label={t("opportunities.detail.deadline")}>
              {formatDateTime(opportunity.deadline)}
            </Fact>
            <Fact label={t("opportunities.detail.location")}>{place}</Fact>
            {pays && <Fact label={t("opportunities.detail.compensation")}>{pays}</Fact>}
            <Fact label={t("opportunities.detail.journeys")}>
              {opportunity.journeyIds.length === 0
                ? t("opportunities.detail.anyJourney")
                : opportunity.journeyIds.map(labels.journey).join(", ")}
            </Fact>
          </SimpleGrid>
        </Paper>
        <Text style={{ whiteSpace: "pre-line" }} dir="auto">
          {opportunity.description}
        </Text>
        <section aria-labelledby="opportunity-asks">
          <Title order={2} id="opportunity-asks" mb="sm">
            {t("opportunities.detail.asks")}
          </Title>
          <Asks opportunity={opportunity} />
        </section>
        <ApplyPlace opportunity={opportunity} apply={apply} />
      </Stack>
    </Container>
  );
}
