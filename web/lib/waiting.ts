import { formatDay, type Translate } from "../i18n/index.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long something has waited, from the time the server sent (`since`, ISO 8601): "waiting 3
 * days", "waiting 5 hours", "waiting less than an hour", in the active language (the shell's
 * catalog). The server's clock stamps `since`; the browser's tells the time now.
 */
export function waitingText(t: Translate, since: string, now: number = Date.now()): string {
  const waited = Math.max(0, now - new Date(since).getTime());
  if (waited >= DAY_MS) return t("wait.days", { count: Math.floor(waited / DAY_MS) });
  if (waited >= HOUR_MS) return t("wait.hours", { count: Math.floor(waited / HOUR_MS) });
  return t("wait.lessThanAnHour");
}

/** "since 3 Mar 2026": the day a wait began. */
export function sinceText(t: Translate, since: string): string {
  return t("wait.since", { date: formatDay(since) });
}
