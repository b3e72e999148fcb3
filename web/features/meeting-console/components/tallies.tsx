import {
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import type { ConsoleItem } from "../../../../contract/meeting-console.ts";
import { formatNumber, t as say, useT } from "../../../i18n/index.ts";
import type { ConsoleActions, LiveConsole } from "../api/console.ts";
import { meetingConsoleCatalogs } from "../messages.ts";
import { act } from "./act.ts";
import { type PartProps, PersonPicker } from "./person-picker.tsx";

/** Big enough for a thumb during a speech (WCAG 2.5.5 asks 44 px; we give 56). */
const TAP_HEIGHT = 56;

/**
 * Who the Ah-Counter counts now: the current item's person, else the timed speaker (matched by
 * name: the timer names its speaker only), else nobody until chosen.
 */
export function currentSpeakerId(state: LiveConsole, item: ConsoleItem | undefined): string {
  if (item?.personId) return item.personId;
  const name = state.timer?.speakerName;
  return state.people.find((person) => person.name === name)?.userId ?? "";
}

/** The club's filler words, edited by the Ah-Counter (comma separated). */
function FillerWordsEditor({ state, actions }: { state: LiveConsole; actions: ConsoleActions }) {
  const t = useT(meetingConsoleCatalogs);
  const [text, setText] = useState(state.fillerWords.join(", "));
  const save = (event: FormEvent) => {
    event.preventDefault();
    const words = text
      .split(",")
      .map((word) => word.trim())
      .filter((word) => word !== "");
    void act(() => actions.fillerWords.mutateAsync(words), say("console.fillers.wordsSaved"));
  };
  return (
    <form onSubmit={save}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t("console.fillers.words")}
          description={t("console.fillers.wordsHint")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={{ base: "100%", xs: 320 }}
        />
        <Button type="submit" variant="default" loading={actions.fillerWords.isPending}>
          {t("console.fillers.saveWords")}
        </Button>
      </Group>
    </form>
  );
}

/** The Ah-Counter's taps: +1 and undo per filler word, for the speaker chosen. */
function FillerTaps({ state, item, actions }: PartProps) {
  const t = useT(meetingConsoleCatalogs);
  const current = currentSpeakerId(state, item);
  const [chosen, setChosen] = useState<string | null>(null);
  const speakerId = chosen ?? current;
  const speaker = state.people.find((person) => person.userId === speakerId);
  const counts = state.fillers.find((row) => row.speakerId === speakerId)?.counts ?? {};
  const tap = (word: string, delta: 1 | -1) =>
    act(() => actions.filler.mutateAsync({ speakerId, word, delta }));
  return (
    <Stack gap="sm">
      <PersonPicker
        label={t("console.fillers.speaker")}
        people={state.people}
        value={speakerId}
        onChange={setChosen}
      />
      {speaker ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {state.fillerWords.map((word) => (
            <Group key={word} gap="xs" wrap="nowrap" data-filler={word}>
              <Button
                size="xl"
                h={TAP_HEIGHT}
                style={{ flex: 1 }}
                aria-label={t("console.fillers.countNamed", { word, name: speaker.name })}
                onClick={() => tap(word, 1)}
              >
                {t("console.fillers.count", { word, count: counts[word] ?? 0 })}
              </Button>
              <Button
                variant="default"
                h={TAP_HEIGHT}
                miw={TAP_HEIGHT}
                disabled={(counts[word] ?? 0) === 0}
                aria-label={t("console.fillers.undoNamed", { word, name: speaker.name })}
                onClick={() => tap(word, -1)}
              >
                {t("console.fillers.undo")}
              </Button>
            </Group>
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm">{t("console.fillers.chooseFirst")}</Text>
      )}
    </Stack>
  );
}

/** The Ah-Counter's section: the tally for everyone, the taps and word list for the Ah-Counter. */
export function AhCounter({ state, item, actions }: PartProps) {
  const t = useT(meetingConsoleCatalogs);
  const counting = state.may.countFillers && !state.closed;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="console-fillers-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="console-fillers-title">
          {t("console.fillers.title")}
        </Title>
        {counting ? (
          // A new speaker on the agenda starts from them, not from whom the last one chose.
          <FillerTaps
            key={currentSpeakerId(state, item)}
            state={state}
            item={item}
            actions={actions}
          />
        ) : null}
        {state.fillers.length === 0 ? (
          <Text size="sm">{t("console.fillers.none")}</Text>
        ) : (
          <List size="sm" aria-label={t("console.fillers.tally")}>
            {state.fillers.map((row) => (
              <List.Item key={row.speakerId}>
                {t("console.fillers.row", {
                  name: row.speakerName,
                  counts: Object.entries(row.counts)
                    .filter(([, count]) => count > 0)
                    .map(([word, count]) => `${word} ${formatNumber(count)}`)
                    .join(", "),
                })}
              </List.Item>
            ))}
          </List>
        )}
        {counting ? <FillerWordsEditor state={state} actions={actions} /> : null}
      </Stack>
    </Paper>
  );
}

/** The Grammarian's section: the word of the day, and who used it how often. */
export function Grammarian({ state, actions }: { state: LiveConsole; actions: ConsoleActions }) {
  const t = useT(meetingConsoleCatalogs);
  const [word, setWord] = useState(state.wordOfDay ?? "");
  const editing = state.may.grammarian && !state.closed;
  const usesOf = (userId: string) =>
    state.wordUses.find((row) => row.userId === userId)?.count ?? 0;
  const setWordOfDay = (event: FormEvent) => {
    event.preventDefault();
    void act(() => actions.wordOfDay.mutateAsync(word.trim()), say("console.word.saved"));
  };
  const rows = editing
    ? state.people
    : state.wordUses.map(({ userId, name }) => ({ userId, name }));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="console-word-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="console-word-title">
          {t("console.word.title")}
        </Title>
        <Text size="xl" fw={800} dir="auto">
          {state.wordOfDay ?? t("console.word.notSet")}
        </Text>
        {editing ? (
          <form onSubmit={setWordOfDay}>
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={t("console.word.label")}
                value={word}
                maxLength={60}
                onChange={(event) => setWord(event.currentTarget.value)}
                w={{ base: "100%", xs: 280 }}
              />
              <Button type="submit" variant="default" loading={actions.wordOfDay.isPending}>
                {t("console.word.set")}
              </Button>
            </Group>
          </form>
        ) : null}
        {rows.length === 0 ? (
          <Text size="sm">{t("console.word.noUses")}</Text>
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {rows.map((person) => (
              <Group component="li" key={person.userId} gap="xs" justify="space-between">
                <Text>
                  {t("console.word.uses", { name: person.name, count: usesOf(person.userId) })}
                </Text>
                {editing && state.wordOfDay ? (
                  <Group gap="xs">
                    <Button
                      h={TAP_HEIGHT}
                      miw={TAP_HEIGHT}
                      aria-label={t("console.word.countNamed", { name: person.name })}
                      onClick={() =>
                        act(() => actions.wordUse.mutateAsync({ userId: person.userId, delta: 1 }))
                      }
                    >
                      {t("console.plusOne")}
                    </Button>
                    <Button
                      variant="default"
                      h={TAP_HEIGHT}
                      miw={TAP_HEIGHT}
                      disabled={usesOf(person.userId) === 0}
                      aria-label={t("console.word.undoNamed", { name: person.name })}
                      onClick={() =>
                        act(() => actions.wordUse.mutateAsync({ userId: person.userId, delta: -1 }))
                      }
                    >
                      {t("console.fillers.undo")}
                    </Button>
                  </Group>
                ) : null}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
