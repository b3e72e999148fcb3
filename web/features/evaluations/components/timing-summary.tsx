import { Group, Text } from "@mantine/core";
import type { SpeechTiming } from "../../../../contract/evaluations.ts";
import { StatusBadge, type StatusTone } from "../../../components/status-badge.tsx";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { evaluationsCatalogs } from "../messages.ts";

type Light = SpeechTiming["light"];

/** A light as a state: its colour on the badge's dot, never the only carrier (ADR 028). */
export const LIGHT_TONES: Record<Light, StatusTone> = {
  none: "neutral",
  green: "success",
  yellow: "waiting",
  red: "danger",
  over: "danger",
};

/** Seconds as m:ss, in the page's digits. */
export const minutesText = (seconds: number) =>
  `${formatNumber(Math.floor(seconds / 60))}:${formatNumber(seconds % 60, { minimumIntegerDigits: 2 })}`;

/** The light's name in words. */
export function LightBadge({ light }: { light: Light }) {
  const t = useT(evaluationsCatalogs);
  const words: Record<Light, string> = {
    none: t("evaluations.light.none"),
    green: t("evaluations.light.green"),
    yellow: t("evaluations.light.yellow"),
    red: t("evaluations.light.red"),
    over: t("evaluations.light.over"),
  };
  return <StatusBadge tone={LIGHT_TONES[light]}>{words[light]}</StatusBadge>;
}

/** A speech's timing: its duration, the light it reached, and whether it was within time. */
export function TimingSummary({ timing }: { timing: SpeechTiming | null }) {
  const t = useT(evaluationsCatalogs);
  if (!timing) return <Text size="sm">{t("evaluations.timing.none")}</Text>;
  return (
    <Group gap="xs" wrap="wrap" data-timing>
      <Text size="sm">
        {t("evaluations.timing.duration", { duration: minutesText(timing.durationSeconds) })}
      </Text>
      <LightBadge light={timing.light} />
      <Text size="sm">
        {timing.withinTime ? t("evaluations.timing.within") : t("evaluations.timing.outside")}
      </Text>
      <Text size="sm" c="dimmed">
        {t("evaluations.timing.range", {
          green: minutesText(timing.greenAt),
          red: minutesText(timing.redAt),
        })}
      </Text>
    </Group>
  );
}
