import { List, Paper, Stack, Text, Title } from "@mantine/core";
import type { Evaluation } from "../../../../contract/evaluations.ts";
import { formatDateTime, formatNumber, useT } from "../../../i18n/index.ts";
import { evaluationsCatalogs } from "../messages.ts";

/** A text as its author wrote it, in their language and direction. */
function Written({ text, language }: { text: string; language: string }) {
  return (
    <Text lang={language} dir="auto" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {text}
    </Text>
  );
}

/** A submitted evaluation: each criterion's level with what it means, and the three texts. */
export function EvaluationView({ evaluation }: { evaluation: Evaluation }) {
  const t = useT(evaluationsCatalogs);
  const parts = [
    [t("evaluations.part.wentWell"), evaluation.wentWell],
    [t("evaluations.part.toImprove"), evaluation.toImprove],
    [t("evaluations.part.challenge"), evaluation.challenge],
  ] as const;
  return (
    <Stack gap="sm" data-evaluation>
      <Text size="sm">
        {evaluation.evaluatorName
          ? t("evaluations.view.by", { name: evaluation.evaluatorName })
          : t("evaluations.view.byFormer")}
        {evaluation.submittedAt
          ? ` · ${t("evaluations.view.submitted", { when: formatDateTime(evaluation.submittedAt) })}`
          : ""}
      </Text>
      <Title order={3} size="h4">
        {evaluation.rubric.name}
      </Title>
      <List spacing="xs" aria-label={evaluation.rubric.name}>
        {evaluation.rubric.criteria.map((criterion) => {
          const score = evaluation.scores[criterion.id];
          const level = criterion.levels.find((candidate) => candidate.level === score);
          return (
            <List.Item key={criterion.id}>
              <Text fw={700} span>
                {t("evaluations.view.score", {
                  criterion: criterion.name,
                  score: score === undefined ? "-" : formatNumber(score),
                })}
              </Text>
              {level ? <Text size="sm">{level.description}</Text> : null}
            </List.Item>
          );
        })}
      </List>
      {parts.map(([label, text]) => (
        <Stack gap={2} key={label}>
          <Text fw={700}>{label}</Text>
          <Written text={text} language={evaluation.language} />
        </Stack>
      ))}
      {evaluation.evaluatorComment ? (
        <Paper withBorder p="sm">
          <Text fw={700}>{t("evaluations.view.comment")}</Text>
          <Written text={evaluation.evaluatorComment} language="" />
        </Paper>
      ) : null}
    </Stack>
  );
}
