import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Radio.css";
import { Button, Group, List, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { VOTE_CATEGORIES, type VoteCategory } from "../../../../contract/meeting-console.ts";
import { t as say, useT } from "../../../i18n/index.ts";
import { type ConsoleActions, type LiveConsole, useVote } from "../api/console.ts";
import { meetingConsoleCatalogs } from "../messages.ts";
import { act } from "./act.ts";

/** A category's name in words. */
function useCategoryName() {
  const t = useT(meetingConsoleCatalogs);
  return (category: VoteCategory) =>
    category === "best-speaker"
      ? t("console.votes.bestSpeaker")
      : category === "best-evaluator"
        ? t("console.votes.bestEvaluator")
        : t("console.votes.bestTableTopics");
}

/** One category: the ballot (the people, one choice), how many voted, then the winners. */
function Category({ state, category }: { state: LiveConsole; category: VoteCategory }) {
  const t = useT(meetingConsoleCatalogs);
  const name = useCategoryName()(category);
  const vote = useVote(state.clubId, state.meetingKey, category);
  const mine = state.votes.mine[category];
  const [choice, setChoice] = useState<string | null>(mine ?? null);
  // Once revealed, a category nobody voted in has no winners (and no entry).
  const results = state.votes.results ? (state.votes.results[category] ?? []) : null;
  const titleId = `console-vote-${category}`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={titleId} data-category={category}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={titleId}>
          {name}
        </Title>
        <Text size="sm">{t("console.votes.cast", { count: state.votes.cast[category] ?? 0 })}</Text>
        {results ? (
          results.length === 0 ? (
            <Text>{t("console.votes.noWinner")}</Text>
          ) : (
            <List aria-label={t("console.votes.winnersOf", { category: name })}>
              {results.map((winner) => (
                <List.Item key={winner.userId}>
                  <Text fw={700}>
                    {t("console.votes.winner", { name: winner.name, count: winner.votes })}
                  </Text>
                </List.Item>
              ))}
            </List>
          )
        ) : state.may.vote && !state.closed ? (
          <>
            <Radio.Group
              label={t("console.votes.choose", { category: name })}
              value={choice}
              onChange={setChoice}
            >
              <Stack gap="xs" mt="xs">
                {state.people.map((person) => (
                  <Radio key={person.userId} value={person.userId} label={person.name} size="md" />
                ))}
              </Stack>
            </Radio.Group>
            <Group>
              <Button
                disabled={choice === null || choice === mine}
                loading={vote.isPending}
                aria-label={t("console.votes.voteNamed", { category: name })}
                onClick={() =>
                  choice &&
                  act(
                    () => vote.mutateAsync(choice),
                    say("console.votes.voted", { category: name }),
                  )
                }
              >
                {mine ? t("console.votes.change") : t("console.votes.vote")}
              </Button>
            </Group>
            {mine ? (
              <Text size="sm">
                {t("console.votes.yours", {
                  name: state.people.find((person) => person.userId === mine)?.name ?? "-",
                })}
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The three votes, secret until the Toastmaster reveals the results. */
export function Votes({ state, actions }: { state: LiveConsole; actions: ConsoleActions }) {
  const t = useT(meetingConsoleCatalogs);
  return (
    <Stack gap="sm" component="section" aria-labelledby="console-votes-title">
      <Title order={2} size="h3" id="console-votes-title">
        {t("console.votes.title")}
      </Title>
      {state.votes.results ? null : <Text size="sm">{t("console.votes.secret")}</Text>}
      {VOTE_CATEGORIES.map((category) => (
        <Category key={category} state={state} category={category} />
      ))}
      {state.may.reveal && !state.votes.results ? (
        <Group>
          <Button
            size="lg"
            loading={actions.reveal.isPending}
            onClick={() =>
              act(() => actions.reveal.mutateAsync(undefined), say("console.votes.revealed"))
            }
          >
            {t("console.votes.reveal")}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
