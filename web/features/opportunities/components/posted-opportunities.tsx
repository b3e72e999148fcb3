import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import type { OpportunityStatus, PostedOpportunity } from "../../../../contract/opportunities.ts";
import { StatusBadge, type StatusTone } from "../../../components/status-badge.tsx";
import { formatDay } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useCloseOpportunity, usePartnerOpportunities } from "../api/opportunities.ts";
import { useOpportunityLabels } from "./labels.ts";

const STATUS_TONES: Record<OpportunityStatus, StatusTone> = {
  "pending-review": "waiting",
  published: "success",
  rejected: "danger",
  closed: "neutral",
};

function PostedRow({ opportunity, extra }: { opportunity: PostedOpportunity; extra?: ReactNode }) {
  const labels = useOpportunityLabels();
  const { t } = labels;
  const close = useCloseOpportunity();
  const open = opportunity.status === "published" || opportunity.status === "pending-review";
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} fz="h5">
            <Anchor component={Link} to={`/Opportunities/${opportunity.opportunityId}`}>
              {opportunity.title}
            </Anchor>
          </Title>
          <StatusBadge tone={STATUS_TONES[opportunity.status]}>
            {labels.status(opportunity.status)}
          </StatusBadge>
        </Group>
        <Text size="sm">
          {labels.kind(opportunity.kind)} ·{" "}
          {t("opportunities.card.deadline", { date: formatDay(opportunity.deadline) })} ·{" "}
          {t("opportunities.posted.applicants", { count: opportunity.applicantCount })}
        </Text>
        {opportunity.reviewNote && (
          <Text size="sm">{t("opportunities.posted.note", { note: opportunity.reviewNote })}</Text>
        )}
        {close.isError && (
          <Text size="sm" c="red.9" role="alert">
            {messageOf(close.error)}
          </Text>
        )}
        <Group gap="sm">
          {extra}
          {open && (
            <Button
              variant="default"
              size="xs"
              loading={close.isPending}
              aria-label={t("opportunities.posted.closeNamed", { title: opportunity.title })}
              onClick={() => close.mutate(opportunity.opportunityId)}
            >
              {t("opportunities.posted.close")}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * A partner's posts in every status, with their applicant counts, the admin's note on a refused
 * one, and Close. `extra` adds a control per post (the route page links each to its applicants).
 */
export function PostedOpportunities({
  partnerId,
  extra,
}: {
  partnerId: number;
  extra?: (opportunity: PostedOpportunity) => ReactNode;
}) {
  const { t } = useOpportunityLabels();
  const list = usePartnerOpportunities(partnerId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="md">
        {t("opportunities.posted.title")}
      </Title>
      {list.isPending ? (
        <Loader aria-label={t("opportunities.board.loading")} />
      ) : list.isError ? (
        <Alert color="red" title={t("opportunities.posted.loadFailed")}>
          {messageOf(list.error)}
        </Alert>
      ) : list.data.opportunities.length === 0 ? (
        <Text>{t("opportunities.posted.empty")}</Text>
      ) : (
        <Stack gap="sm">
          {list.data.opportunities.map((opportunity) => (
            <PostedRow
              key={opportunity.opportunityId}
              opportunity={opportunity}
              extra={extra?.(opportunity)}
            />
          ))}
        </Stack>
      )}
    </section>
  );
}
