import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/NumberInput.css";
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { ReactNode } from "react";
import { QUIZ_LIMITS } from "../../../../contract/steps.ts";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { missionManagerCatalogs } from "../messages.ts";
import {
  newQuestion,
  nextOptionId,
  nextQuestionId,
  type QuizQuestionForm,
  type StepDraft,
} from "./step-form.ts";

/** A message of the contract about a whole list (a question's options, the questions), if any. */
export function ListError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Text size="sm" c="red.9" role="alert" data-list-error>
      {children}
    </Text>
  );
}

/** One question: its prompt, its 2-6 options each marked right or not, and Remove. */
function QuestionFields({
  draft,
  idPrefix,
  index,
  question,
  canRemove,
}: {
  draft: StepDraft;
  idPrefix: string;
  index: number;
  question: QuizQuestionForm;
  canRemove: boolean;
}) {
  const t = useT(missionManagerCatalogs);
  const { form } = draft;
  const path = `quiz.questions.${index}`;
  const number = formatNumber(index + 1);
  const id = `${idPrefix}-q${index}`;
  const setCorrect = (optionId: string, right: boolean) =>
    form.setFieldValue(
      `${path}.correct`,
      right
        ? [...question.correct, optionId]
        : question.correct.filter((correct) => correct !== optionId),
    );
  const removeOption = (optionIndex: number, optionId: string) => {
    form.removeListItem(`${path}.options`, optionIndex);
    setCorrect(optionId, false);
  };
  const addOption = () => {
    const optionId = nextOptionId(question);
    if (optionId) form.insertListItem(`${path}.options`, { id: optionId, text: "" });
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="quiz-question">
      <Stack gap="xs">
        <Textarea
          id={`${id}-prompt`}
          label={t("missionManager.quiz.question", { number })}
          autosize
          minRows={1}
          maxLength={500}
          {...form.getInputProps(`${path}.prompt`)}
        />
        {question.options.map((option, optionIndex) => (
          <Group key={option.id} gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              id={`${id}-o${optionIndex}`}
              label={t("missionManager.quiz.option", { option: formatNumber(optionIndex + 1) })}
              maxLength={500}
              style={{ flex: "1 1 12rem" }}
              {...form.getInputProps(`${path}.options.${optionIndex}.text`)}
            />
            <Checkbox
              id={`${id}-o${optionIndex}-right`}
              label={t("missionManager.quiz.right")}
              aria-label={t("missionManager.quiz.rightLabel", {
                option: formatNumber(optionIndex + 1),
                question: number,
              })}
              checked={question.correct.includes(option.id)}
              onChange={(event) => setCorrect(option.id, event.currentTarget.checked)}
              mb={8}
            />
            <Button
              variant="subtle"
              size="xs"
              color="red.9"
              mb={4}
              disabled={question.options.length <= QUIZ_LIMITS.options.min}
              onClick={() => removeOption(optionIndex, option.id)}
              aria-label={t("missionManager.quiz.removeOptionLabel", {
                option: formatNumber(optionIndex + 1),
                question: number,
              })}
            >
              {t("missionManager.quiz.removeOption")}
            </Button>
          </Group>
        ))}
        <ListError>{form.errors[`${path}.options`]}</ListError>
        <ListError>{form.errors[`${path}.correct`]}</ListError>
        <ListError>{form.errors[path]}</ListError>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={question.options.length >= QUIZ_LIMITS.options.max}
            onClick={addOption}
            aria-label={t("missionManager.quiz.addOptionLabel", { question: number })}
          >
            {t("missionManager.quiz.addOption")}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            color="red.9"
            disabled={!canRemove}
            onClick={() => form.removeListItem("quiz.questions", index)}
            aria-label={t("missionManager.quiz.removeQuestionLabel", { question: number })}
          >
            {t("missionManager.quiz.removeQuestion")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A quiz's settings: the pass mark and the questions, each with options marked right or not. */
export function QuizFields({ draft, idPrefix }: { draft: StepDraft; idPrefix: string }) {
  const t = useT(missionManagerCatalogs);
  const { form } = draft;
  const { questions } = form.values.quiz;
  return (
    <Stack gap="sm">
      <NumberInput
        id={`${idPrefix}-pass-mark`}
        label={t("missionManager.quiz.passMark")}
        description={t("missionManager.quiz.passMarkHint", {
          total: formatNumber(questions.length),
        })}
        min={1}
        max={QUIZ_LIMITS.questions.max}
        allowDecimal={false}
        // Out of bounds stays as typed: the contract's message says what is allowed.
        clampBehavior="none"
        allowNegative={false}
        w={{ base: "100%", sm: 240 }}
        {...form.getInputProps("quiz.passMark")}
      />
      <Text size="sm" c="gray.7">
        {t("missionManager.quiz.hint")}
      </Text>
      {questions.map((question, index) => (
        <QuestionFields
          key={question.id}
          draft={draft}
          idPrefix={idPrefix}
          index={index}
          question={question}
          canRemove={questions.length > QUIZ_LIMITS.questions.min}
        />
      ))}
      <ListError>{form.errors["quiz.questions"]}</ListError>
      <Group>
        <Button
          variant="default"
          disabled={questions.length >= QUIZ_LIMITS.questions.max}
          onClick={() =>
            form.insertListItem("quiz.questions", newQuestion(nextQuestionId(questions)))
          }
        >
          {t("missionManager.quiz.addQuestion")}
        </Button>
      </Group>
    </Stack>
  );
}
