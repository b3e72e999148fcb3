import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import type { SpeechRecord } from "../../../../contract/evaluations.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { formatDateTime, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useSaveDraft, useSpeech } from "../api/speeches.ts";
import { evaluationsCatalogs } from "../messages.ts";
import { EvaluationForm } from "./evaluation-form.tsx";
import { EvaluationView } from "./evaluation-view.tsx";
import { readLocalDraft } from "./local-draft.ts";
import { PublicSwitch, SpeechTextForm } from "./speech-texts.tsx";
import { TimingSummary } from "./timing-summary.tsx";

/** The same address for a meeting as the meeting page's. */
const meetingPath = (record: SpeechRecord) => `/Meetings/${record.clubId}/${record.meetingKey}`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The evaluator has no draft yet: the server makes one (with the rubric to fill) from what this
 * device kept, or an empty one.
 */
function StartEvaluation({ record }: { record: SpeechRecord }) {
  const t = useT(evaluationsCatalogs);
  const save = useSaveDraft(record.slotId);
  const start = async () => {
    try {
      await save.mutateAsync(
        readLocalDraft(record.slotId) ?? { scores: {}, wentWell: "", toImprove: "", challenge: "" },
      );
    } catch (error) {
      toast("red", messageOf(error));
    }
  };
  return (
    <Group>
      <Button onClick={start} loading={save.isPending}>
        {t("evaluations.form.start")}
      </Button>
    </Group>
  );
}

function EvaluationSection({ record }: { record: SpeechRecord }) {
  const t = useT(evaluationsCatalogs);
  const { evaluation, may } = record;
  const writing = may.evaluate && (evaluation === null || evaluation.editable);
  return (
    <Section id="speech-evaluation" title={t("evaluations.record.evaluation")}>
      {record.evaluatorName ? (
        <Text size="sm">{t("evaluations.record.evaluator", { name: record.evaluatorName })}</Text>
      ) : null}
      {writing && evaluation ? (
        <EvaluationForm
          key={evaluation.rubric.id}
          slotId={record.slotId}
          evaluation={evaluation}
          speakerName={record.speakerName}
        />
      ) : writing ? (
        <StartEvaluation record={record} />
      ) : evaluation ? (
        <EvaluationView evaluation={evaluation} />
      ) : (
        <Text>{t("evaluations.record.noEvaluation")}</Text>
      )}
      {may.publish && evaluation ? (
        <PublicSwitch slotId={record.slotId} isPublic={evaluation.isPublic} />
      ) : null}
      {may.comment && evaluation ? (
        <SpeechTextForm
          slotId={record.slotId}
          kind="comment"
          initial={evaluation.evaluatorComment ?? ""}
        />
      ) : null}
    </Section>
  );
}

function NotesSection({ record }: { record: SpeechRecord }) {
  const t = useT(evaluationsCatalogs);
  if (record.notes.length === 0 && !record.may.note) return null;
  return (
    <Section id="speech-notes" title={t("evaluations.record.notes")}>
      {record.notes.length === 0 ? (
        <Text size="sm">{t("evaluations.record.noNotes")}</Text>
      ) : (
        <List spacing="xs" aria-labelledby="speech-notes">
          {record.notes.map((note) => (
            <List.Item key={`${note.authorName}-${note.createdAt}`}>
              <Text size="sm" fw={700} span>
                {note.authorName}
              </Text>
              <Text dir="auto" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {note.text}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      {record.may.note ? <SpeechTextForm slotId={record.slotId} kind="note" /> : null}
    </Section>
  );
}

function ReflectionSection({ record }: { record: SpeechRecord }) {
  const t = useT(evaluationsCatalogs);
  if (record.reflection === null && !record.may.reflect) return null;
  return (
    <Section id="speech-reflection" title={t("evaluations.record.reflection")}>
      {record.may.reflect ? (
        <SpeechTextForm
          slotId={record.slotId}
          kind="reflection"
          initial={record.reflection ?? ""}
        />
      ) : (
        <Text dir="auto" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {record.reflection}
        </Text>
      )}
    </Section>
  );
}

/** One speech's record: who, where, its timing, its evaluation, notes and reflection. */
export function SpeechRecordView({ slotId }: { slotId: number }) {
  const t = useT(evaluationsCatalogs);
  const speech = useSpeech(slotId);
  if (speech.isPending) return <Loader aria-label={t("evaluations.record.loading")} />;
  if (speech.isError) return <Alert color="red.9">{messageOf(speech.error)}</Alert>;
  const record = speech.data;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {t("evaluations.record.title", { speaker: record.speakerName })}
        </Title>
        <Anchor component={Link} to={meetingPath(record)}>
          {t("evaluations.record.meeting", {
            club: record.clubName,
            when: formatDateTime(record.startsAt),
          })}
        </Anchor>
        {record.mission ? (
          <Text size="sm">{t("evaluations.record.mission", { mission: record.mission })}</Text>
        ) : null}
        <Group gap="xs">
          <StatusBadge tone={record.status === "delivered" ? "success" : "neutral"}>
            {record.status === "delivered"
              ? t("evaluations.status.delivered")
              : t("evaluations.status.booked")}
          </StatusBadge>
        </Group>
      </Stack>
      <Section id="speech-timing" title={t("evaluations.record.timing")}>
        <TimingSummary timing={record.timing} />
      </Section>
      <EvaluationSection record={record} />
      <NotesSection record={record} />
      <ReflectionSection record={record} />
    </Stack>
  );
}

/** /Speeches/:slotId */
export function SpeechPage() {
  const { slotId = "" } = useParams();
  return (
    <RequireSignIn>
      {() => (
        <Container size="md" py="xl">
          <SpeechRecordView slotId={Number(slotId)} />
        </Container>
      )}
    </RequireSignIn>
  );
}
