import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import { Button, Checkbox, Group, List, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import type { QuizAttempt, QuizAttemptResult } from "../../../../contract/steps.ts";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { StatusText } from "../../../components/status-text.tsx";
import { formatDateTime, formatNumber, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useQuizAttempt } from "../api/steps.ts";
import { missionsCatalogs } from "../messages.ts";
import type { StepBodyProps } from "./step-body.ts";

/** True until `iso` (a moment) has passed; the component renders again when it passes. */
function useWaitingUntil(iso: string | null): boolean {
  const [, setTick] = useState(0);
  const left = iso ? new Date(iso).getTime() - Date.now() : 0;
  useEffect(() => {
    if (!iso) return;
    const wait = new Date(iso).getTime() - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(wait + 250, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [iso]);
  return left > 0;
}

/** Every attempt, newest first: its score, whether it passed, and when. */
function AttemptHistory({ attempts }: { attempts: QuizAttempt[] }) {
  const t = useT(missionsCatalogs);
  if (attempts.length === 0) return null;
  return (
    <div>
      <Title order={4} fz="md" mb={4}>
        {t("missions.quiz.history")}
      </Title>
      <List size="sm" spacing={2} data-testid="quiz-history">
        {attempts.map((attempt) => (
          <List.Item key={attempt.at}>
            {t(attempt.passed ? "missions.quiz.attemptPassed" : "missions.quiz.attemptFailed", {
              score: formatNumber(attempt.score),
              total: formatNumber(attempt.total),
              when: formatDateTime(attempt.at),
            })}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** The attempt just made: the score against the pass mark (which questions were right is shown by each). */
function AttemptScore({ result, passMark }: { result: QuizAttemptResult; passMark: number }) {
  const t = useT(missionsCatalogs);
  return (
    <Text fw={700} role="status" data-testid="quiz-score">
      {t(result.passed ? "missions.quiz.scorePassed" : "missions.quiz.scoreFailed", {
        score: formatNumber(result.score),
        total: formatNumber(result.total),
        passMark: formatNumber(passMark),
      })}
    </Text>
  );
}

/**
 * A quiz: its questions (in the order the server shuffled them), a checkbox per option, Submit
 * answers. The server scores the attempt and says only which questions were right; after a failed
 * attempt the next one opens when the cooldown ends. Once passed, a success state.
 */
export function QuizStep({ step, missionId, response }: StepBodyProps<"quiz">) {
  const t = useT(missionsCatalogs);
  const attempt = useQuizAttempt(missionId, step.stepId);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const progress = attempt.data ?? response?.quiz ?? null;
  const waiting = useWaitingUntil(progress?.retryAt ?? null);
  const rightness = new Map(attempt.data?.results.map((item) => [item.questionId, item.right]));
  const { questions, passMark } = step.quiz;

  const send = () =>
    attempt.mutate({
      answers: Object.fromEntries(
        questions.map((question) => [question.id, answers[question.id] ?? []]),
      ),
    });

  return (
    <Stack gap="md" data-quiz>
      <Text size="sm" c="gray.7">
        {t("missions.quiz.passMark", {
          passMark: formatNumber(passMark),
          total: formatNumber(questions.length),
        })}
      </Text>
      {attempt.data ? <AttemptScore result={attempt.data} passMark={passMark} /> : null}
      {progress?.passed ? (
        <StatusText focus={attempt.isSuccess}>
          {t("missions.quiz.passed", {
            score: formatNumber(progress.bestScore ?? passMark),
            total: formatNumber(questions.length),
          })}
        </StatusText>
      ) : (
        <>
          {questions.map((question, index) => (
            <Checkbox.Group
              key={question.id}
              label={t("missions.quiz.question", {
                number: formatNumber(index + 1),
                prompt: question.prompt,
              })}
              description={t("missions.quiz.chooseAll")}
              value={answers[question.id] ?? []}
              onChange={(chosen) => setAnswers((before) => ({ ...before, [question.id]: chosen }))}
              styles={{ label: { whiteSpace: "pre-line" } }}
            >
              <Stack gap={6} mt={6}>
                {question.options.map((option) => (
                  <Checkbox
                    key={option.id}
                    value={option.id}
                    label={option.text}
                    disabled={waiting || attempt.isPending}
                  />
                ))}
              </Stack>
              {rightness.has(question.id) ? (
                <Group mt={6}>
                  <StatusBadge tone={rightness.get(question.id) ? "success" : "danger"}>
                    {t(rightness.get(question.id) ? "missions.quiz.right" : "missions.quiz.wrong")}
                  </StatusBadge>
                </Group>
              ) : null}
            </Checkbox.Group>
          ))}
          <Stack gap={4} align="flex-start">
            <Button
              onClick={send}
              loading={attempt.isPending}
              disabled={waiting}
              aria-describedby={waiting ? `quiz-${step.stepId}-retry` : undefined}
            >
              {t("missions.quiz.submit")}
            </Button>
            {waiting && progress?.retryAt ? (
              <Text size="sm" id={`quiz-${step.stepId}-retry`} data-testid="quiz-retry">
                {t("missions.quiz.retryAt", {
                  time: formatDateTime(progress.retryAt),
                })}
              </Text>
            ) : null}
            {attempt.error ? (
              <Text size="sm" c="red.9" role="alert">
                {messageOf(attempt.error)}
              </Text>
            ) : null}
          </Stack>
        </>
      )}
      <AttemptHistory attempts={progress?.attempts ?? []} />
    </Stack>
  );
}
