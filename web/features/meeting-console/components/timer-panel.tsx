import { Button, Group, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useEffect, useState } from "react";
import type { Timer } from "../../../../contract/meeting-console.ts";
import { formatNumber, t as say, useT } from "../../../i18n/index.ts";
import { elapsedSeconds, type Light, lightAt } from "../lights.ts";
import { meetingConsoleCatalogs } from "../messages.ts";
import { act } from "./act.ts";
import { type PartProps, PersonPicker } from "./person-picker.tsx";

/** How often a running timer's light and time are derived again. */
export const TICK_MS = 250;

/**
 * The panel's colours, from the theme: dark words on the bright lights, white on the deep red of
 * "over time"; each pair at least 4.5:1 (green-6 with black 9:1, yellow-5 with black 13:1, red-6
 * with black 6.4:1, red-9 with white 5.5:1, gray-1 with black 19:1).
 */
const PANEL_COLOURS: Record<Light, { background: string; color: string }> = {
  none: { background: "var(--mantine-color-gray-1)", color: "#000" },
  green: { background: "var(--mantine-color-green-6)", color: "#000" },
  yellow: { background: "var(--mantine-color-yellow-5)", color: "#000" },
  red: { background: "var(--mantine-color-red-6)", color: "#000" },
  over: { background: "var(--mantine-color-red-9)", color: "#fff" },
};

/** Seconds as m:ss, in the page's digits. */
export const clockText = (seconds: number) =>
  `${formatNumber(Math.floor(seconds / 60))}:${formatNumber(seconds % 60, { minimumIntegerDigits: 2 })}`;

/** The server's time now, as this phone knows it, every TICK_MS while `running`. */
function useServerNow(clockOffset: number, running: boolean) {
  const [now, setNow] = useState(() => Date.now() + clockOffset);
  useEffect(() => {
    setNow(Date.now() + clockOffset);
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now() + clockOffset), TICK_MS);
    return () => clearInterval(timer);
  }, [clockOffset, running]);
  return now;
}

/** The light in words: which one and the time it stands for ("Green: 4:00 reached"). */
function useLightWords() {
  const t = useT(meetingConsoleCatalogs);
  return (light: Light, times: { green: number; yellow: number; red: number }) =>
    light === "green"
      ? t("console.light.green", { time: clockText(times.green) })
      : light === "yellow"
        ? t("console.light.yellow", { time: clockText(times.yellow) })
        : light === "red"
          ? t("console.light.red", { time: clockText(times.red) })
          : light === "over"
            ? t("console.light.over")
            : t("console.light.none");
}

/** The big light: its colour, its words, the time run; only a change of light is announced. */
export function LightPanel({ timer, clockOffset }: { timer: Timer; clockOffset: number }) {
  const t = useT(meetingConsoleCatalogs);
  const running = timer.stoppedAt === null;
  const now = useServerNow(clockOffset, running);
  const elapsed = elapsedSeconds(timer, now);
  const light = lightAt(elapsed, timer);
  const words = useLightWords()(light, timer);
  const colours = PANEL_COLOURS[light];
  return (
    <Paper
      p="lg"
      radius="lg"
      data-light={light}
      style={{ background: colours.background, color: colours.color, textAlign: "center" }}
    >
      <Stack gap="xs" align="center">
        <Text fw={800} style={{ fontSize: "clamp(1.75rem, 7vw, 4rem)", lineHeight: 1.1 }}>
          <span role="status" aria-live="polite" aria-atomic="true">
            {words}
          </span>
        </Text>
        <Text
          fw={700}
          style={{ fontSize: "clamp(2.5rem, 12vw, 6rem)", fontVariantNumeric: "tabular-nums" }}
        >
          <VisuallyHidden>{t("console.timer.elapsed")} </VisuallyHidden>
          <span data-elapsed>{clockText(elapsed)}</span>
        </Text>
        <Text fw={600}>
          {timer.speakerName
            ? t("console.timer.speaker", { name: timer.speakerName })
            : t("console.timer.noSpeaker")}
          {" · "}
          {running ? t("console.timer.running") : t("console.timer.stopped")}
        </Text>
        <Text size="sm">
          {t("console.timer.times", {
            green: clockText(timer.green),
            yellow: clockText(timer.yellow),
            red: clockText(timer.red),
          })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The Timer's Start and Stop; Table Topics name their speaker first. */
function TimerControls({ state, item, actions }: PartProps) {
  const t = useT(meetingConsoleCatalogs);
  const [speakerId, setSpeakerId] = useState("");
  const running = state.timer !== null && state.timer.stoppedAt === null;
  if (running) {
    return (
      <Button
        size="lg"
        color="red.9"
        loading={actions.stop.isPending}
        onClick={() =>
          act(() => actions.stop.mutateAsync(undefined), say("console.timer.stoppedDone"))
        }
      >
        {t("console.timer.stop")}
      </Button>
    );
  }
  if (!item?.lights) return <Text size="sm">{t("console.timer.notTimed")}</Text>;
  const topics = item.kind === "table-topics";
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {topics ? (
        <PersonPicker
          label={t("console.timer.pickSpeaker")}
          people={state.people}
          value={speakerId}
          onChange={setSpeakerId}
        />
      ) : null}
      <Button
        size="lg"
        disabled={topics && speakerId === ""}
        loading={actions.start.isPending}
        onClick={() =>
          act(
            () =>
              actions.start.mutateAsync(
                topics ? { itemKey: item.key, speakerId } : { itemKey: item.key },
              ),
            say("console.timer.startedDone", { item: item.label }),
          )
        }
      >
        {t("console.timer.start", { item: item.label })}
      </Button>
    </Group>
  );
}

/** The timer: the light every screen derives alike, and the Timer's controls. */
export function TimerSection({ state, item, actions }: PartProps) {
  const t = useT(meetingConsoleCatalogs);
  return (
    <Stack gap="sm" component="section" aria-labelledby="console-timer-title">
      <Text fw={700} size="lg" id="console-timer-title" component="h2" m={0}>
        {t("console.timer.title")}
      </Text>
      {state.timer ? (
        <LightPanel timer={state.timer} clockOffset={state.clockOffset} />
      ) : (
        <Paper p="lg" radius="lg" data-light="none" style={PANEL_COLOURS.none}>
          <Text fw={700} ta="center">
            {t("console.timer.notStarted")}
          </Text>
        </Paper>
      )}
      {state.may.time && !state.closed ? (
        <TimerControls state={state} item={item} actions={actions} />
      ) : null}
    </Stack>
  );
}
