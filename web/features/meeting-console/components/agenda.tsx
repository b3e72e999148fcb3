import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { t as say, useT } from "../../../i18n/index.ts";
import type { ConsoleActions, LiveConsole } from "../api/console.ts";
import { meetingConsoleCatalogs } from "../messages.ts";
import { act } from "./act.ts";

/** The item after the current one (the first when none is current yet); none after the last. */
export function nextItemOf(state: Pick<LiveConsole, "items" | "currentItem">) {
  const index = state.items.findIndex((item) => item.key === state.currentItem);
  return state.items[index + 1];
}

/** The agenda, its current item marked (`aria-current="step"`); the Toastmaster moves it on. */
export function Agenda({ state, actions }: { state: LiveConsole; actions: ConsoleActions }) {
  const t = useT(meetingConsoleCatalogs);
  const next = nextItemOf(state);
  return (
    <Stack gap="sm" component="section" aria-labelledby="console-agenda-title">
      <Title order={2} size="h3" id="console-agenda-title">
        {t("console.agenda.title")}
      </Title>
      <Stack
        component="ol"
        gap={6}
        aria-labelledby="console-agenda-title"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {state.items.map((item) => {
          const current = item.key === state.currentItem;
          return (
            <Paper
              key={item.key}
              component="li"
              withBorder
              p="xs"
              aria-current={current ? "step" : undefined}
              data-item={item.key}
              style={
                current
                  ? {
                      background: "var(--mantine-color-indigo-0)",
                      borderColor: "var(--mantine-color-indigo-8)",
                      borderWidth: 2,
                    }
                  : undefined
              }
            >
              <Text fw={current ? 800 : 500}>
                {current ? `${t("console.agenda.now")} ` : ""}
                {item.label}
              </Text>
            </Paper>
          );
        })}
      </Stack>
      {state.may.advance && !state.closed ? (
        <Group>
          <Button
            size="lg"
            disabled={!next}
            loading={actions.advance.isPending}
            onClick={() =>
              next &&
              act(
                () => actions.advance.mutateAsync(next.key),
                say("console.agenda.movedTo", { item: next.label }),
              )
            }
          >
            {state.currentItem === null ? t("console.agenda.start") : t("console.agenda.next")}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
