import { TZDate } from "@date-fns/tz";
import { WeekdaySchema } from "../../../contract/clubs.ts";
import type { Locale } from "../../../contract/locales.ts";
import type { Said } from "../../lib/said.ts";
import { meetingMessages } from "./messages.ts";

/**
 * Wall-clock time in a time zone <-> instants, through @date-fns/tz (the platform's tz data).
 * A local date is "YYYY-MM-DD"; weekdays are computed on the calendar date itself, so they never
 * depend on the server's zone.
 */
export const WEEKDAYS = ["sunday", ...WeekdaySchema.options.slice(0, 6)] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_MS = 86_400_000;

function parts(localDate: string): [number, number, number] {
  const [year, month, day] = localDate.split("-").map(Number);
  return [year ?? 0, month ?? 1, day ?? 1];
}

export function weekdayOf(localDate: string): Weekday {
  const [year, month, day] = parts(localDate);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? "sunday";
}

export function addDays(localDate: string, days: number): string {
  const [year, month, day] = parts(localDate);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Instants already worked out (a time zone's rules do not change while the process runs): a
 * club's calendar derives the same two months of meetings on every read, and each derivation
 * through the zone's offsets costs tens of microseconds (issue 40). Emptied when full.
 */
const instants = new Map<string, number>();
const INSTANT_CACHE_SIZE = 50_000;

/**
 * The instant of `time` ("HH:MM") on `localDate` in `zone`. A time that a daylight-saving jump
 * skips (02:30 on a spring-forward night) is taken forward by the jump, as clocks show it.
 */
export function instantOf(localDate: string, time: string, zone: string): Date {
  const cacheKey = `${localDate} ${time} ${zone}`;
  let epoch = instants.get(cacheKey);
  if (epoch === undefined) {
    const [year, month, day] = parts(localDate);
    const [hour, minute] = time.split(":").map(Number);
    epoch = new TZDate(year, month - 1, day, hour ?? 0, minute ?? 0, zone).getTime();
    if (instants.size >= INSTANT_CACHE_SIZE) instants.clear();
    instants.set(cacheKey, epoch);
  }
  return new Date(epoch);
}

/** The local date and time ("YYYY-MM-DD", "HH:MM") of an instant in `zone`. */
export function localOf(instant: Date, zone: string): { date: string; time: string } {
  const local = new TZDate(instant.getTime(), zone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

/** English reads "Wed 25 Nov 2026, 19:00" (en-GB, the spec's form); the others their own. */
const tagOf = (locale: Locale) => (locale === "en" ? "en-GB" : locale);

/**
 * "Wed 25 Nov 2026, 19:00 (Asia/Kolkata)": a meeting's time as its club reads it, said in the
 * reader's language.
 */
export function describeTime(instant: Date, zone: string): Said {
  return {
    in: (locale) =>
      meetingMessages.t(locale, "meetings.time", {
        when: new Intl.DateTimeFormat(tagOf(locale), {
          timeZone: zone,
          weekday: "short",
          day: "numeric",
          month: "short",
          year: "numeric",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
        }).format(instant),
        zone,
      }),
  };
}
