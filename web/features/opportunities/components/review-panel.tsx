import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useState } from "react";
import type { PostedOpportunity } from "../../../../contract/opportunities.ts";
import { formatDay } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useReviewOpportunity, useReviewQueue } from "../api/opportunities.ts";
import { useOpportunityLabels } from "./labels.ts";
import { PosterLine } from "./opportunity-card.tsx";

function Waiting({ opportunity }: { opportunity: PostedOpportunity }) {
  const labels = useOpportunityLabels();
  const { t } = labels;
  const review = useReviewOpportunity();
  const [note, setNote] = useState("");
  const [trust, setTrust] = useState(true);
  const decide = (decision: "published" | "rejected") =>
    review.mutate({
      opportunityId: opportunity.opportunityId,
      review: {
        decision,
        ...(note.trim() ? { note: note.trim() } : {}),
        trustPartner: decision === "published" && opportunity.partner !== null && trust,
      },
    });
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Stack gap="sm">
        <PosterLine opportunity={opportunity} />
        <Title order={3} fz="h5">
          {opportunity.title}
        </Title>
        <Text size="sm">
          {labels.kind(opportunity.kind)} · {labels.region(opportunity.region)} ·{" "}
          {t("opportunities.card.deadline", { date: formatDay(opportunity.deadline) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-line" }} lineClamp={6} dir="auto">
          {opportunity.description}
        </Text>
        <Textarea
          label={t("opportunities.review.note")}
          maxLength={500}
          autosize
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {opportunity.partner && (
          <Checkbox
            label={t("opportunities.review.trust")}
            checked={trust}
            onChange={(event) => setTrust(event.currentTarget.checked)}
          />
        )}
        {review.isError && (
          <Text c="red.9" role="alert">
            {messageOf(review.error)}
          </Text>
        )}
        <Group gap="sm">
          <Button loading={review.isPending} onClick={() => decide("published")}>
            {t("opportunities.review.publish")}
          </Button>
          <Button
            variant="default"
            color="red.9"
            disabled={review.isPending}
            onClick={() => decide("rejected")}
          >
            {t("opportunities.review.reject")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The admin console's review of partners' first posts: publish (trusting the partner) or reject. */
export function OpportunityReviewPanel() {
  const { t } = useOpportunityLabels();
  const queue = useReviewQueue();
  if (queue.isPending) return <Loader aria-label={t("opportunities.board.loading")} />;
  if (queue.isError) {
    return (
      <Alert color="red" title={t("opportunities.review.loadFailed")}>
        {messageOf(queue.error)}
      </Alert>
    );
  }
  if (queue.data.opportunities.length === 0) return <Text>{t("opportunities.review.empty")}</Text>;
  return (
    <Stack gap="md">
      {queue.data.opportunities.map((opportunity) => (
        <Waiting key={opportunity.opportunityId} opportunity={opportunity} />
      ))}
    </Stack>
  );
}
