import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useMeetingSpeeches } from "../api/speeches.ts";
import { evaluationsCatalogs } from "../messages.ts";
import { TimingSummary } from "./timing-summary.tsx";

/** A meeting's speeches, each linked to its record; the evaluator's own are marked. */
export function MeetingSpeeches({ clubId, meetingKey }: { clubId: number; meetingKey: string }) {
  const t = useT(evaluationsCatalogs);
  const speeches = useMeetingSpeeches(clubId, meetingKey);
  if (speeches.isPending) return <Loader size="sm" aria-label={t("evaluations.meeting.loading")} />;
  if (speeches.isError) return <Alert color="red.9">{messageOf(speeches.error)}</Alert>;
  return (
    <Stack gap="sm" component="section" aria-labelledby="meeting-speeches-title">
      <Title order={2} size="h3" id="meeting-speeches-title">
        {t("evaluations.meeting.title")}
      </Title>
      {speeches.data.speeches.length === 0 ? (
        <Text>{t("evaluations.meeting.none")}</Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {speeches.data.speeches.map((speech) => (
            <Paper withBorder p="sm" component="li" key={speech.slotId}>
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Anchor component={Link} to={`/Speeches/${speech.slotId}`} fw={700}>
                    {t("evaluations.meeting.speech", { speaker: speech.speakerName })}
                  </Anchor>
                  {speech.mineToEvaluate ? (
                    <StatusBadge tone="brand">{t("evaluations.meeting.yours")}</StatusBadge>
                  ) : null}
                </Group>
                <Text size="sm">
                  {speech.evaluatorName
                    ? t("evaluations.record.evaluator", { name: speech.evaluatorName })
                    : t("evaluations.meeting.noEvaluator")}
                  {" · "}
                  {speech.evaluationStatus === "submitted"
                    ? t("evaluations.meeting.evaluated")
                    : speech.evaluationStatus === "draft"
                      ? t("evaluations.meeting.drafting")
                      : t("evaluations.meeting.notEvaluated")}
                </Text>
                {speech.timing ? <TimingSummary timing={speech.timing} /> : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
