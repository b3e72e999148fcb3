import { missionNameIn, missionNamesIn } from "../../content/localized.ts";
import { defineServerCatalogs } from "../lib/i18n.ts";
import { type Said, sayerOf } from "../lib/said.ts";
import ar from "./messages.ar.json" with { type: "json" };
import en from "./messages.en.json" with { type: "json" };
import ml from "./messages.ml.json" with { type: "json" };

/** The notifications' words in each language (ADR 020). */
export const notificationCatalogs = defineServerCatalogs({ en, ml, ar });

/** A message of the notifications' catalogs (a typo does not compile). */
export type MessageKey = keyof typeof en;

/** A message of the notifications' catalogs, its values said in the same language. */
export const say: (id: MessageKey, values?: Parameters<ReturnType<typeof sayerOf>>[1]) => Said =
  sayerOf(notificationCatalogs);

/** A mission as stored: its name, and its id when known. */
export interface MissionRef {
  missionId?: string;
  missionName: string;
}

/**
 * A mission's name in the reader's language (issue 30): a built-in mission's shipped English name
 * (content/missions.ts) is translated; a name an admin wrote, or changed, stays as written.
 */
export function missionNameSaid({ missionId, missionName }: MissionRef): Said {
  return {
    in: (locale) =>
      missionId === undefined
        ? missionNameIn(locale, missionName)
        : (missionNamesIn(locale, [{ missionId, missionName }])[0]?.missionName ?? missionName),
  };
}

/** One waiting item as a digest or an escalation names it. */
export interface WaitingItemText {
  kind: "application" | "submission";
  personName: string;
  missionName: string | null;
  clubName: string;
  waitingDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days between `since` and `now`. */
export function waitingDaysOf(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / DAY_MS));
}

function describeItem(item: WaitingItemText): Said {
  const values = { person: item.personName, club: item.clubName, days: item.waitingDays };
  if (item.kind === "application") return say("notifications.item.application", values);
  return item.missionName
    ? say("notifications.item.submission", {
        ...values,
        mission: missionNameSaid({ missionName: item.missionName }),
      })
    : say("notifications.item.submissionUnnamed", values);
}

/** The first few items, one per line, and how many more there are. */
export function listItems(items: readonly WaitingItemText[], shown = 10): Said {
  const lines = items.slice(0, shown).map(describeItem);
  if (items.length > shown) {
    lines.push(say("notifications.item.more", { count: items.length - shown }));
  }
  return { in: (locale) => lines.map((line) => `- ${line.in(locale)}`).join("\n") };
}
