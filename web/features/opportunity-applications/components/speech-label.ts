import type { Translate } from "../../../i18n/index.ts";
import { formatDay } from "../../../i18n/index.ts";

/** A delivered speech as a line: its club, its day and, when it was timed, how long it ran. */
export function speechLabel(
  t: Translate,
  speech: { clubName: string; deliveredOn: string | null; durationSeconds: number | null },
): string {
  const said = t("opportunityApplications.speech", {
    club: speech.clubName,
    date: speech.deliveredOn ? formatDay(speech.deliveredOn) : "",
  });
  if (speech.durationSeconds === null) return said;
  const duration = t("opportunityApplications.duration", {
    minutes: Math.floor(speech.durationSeconds / 60),
    seconds: speech.durationSeconds % 60,
  });
  return `${said} · ${duration}`;
}
