import type { Locale } from "../../../contract/locales.ts";
import { dirOf } from "../../../contract/locales.ts";
import { isolate } from "../../i18n/bidi.ts";
import { activeLocale } from "../../i18n/index.ts";

/** The viewer's IANA time zone, as the browser knows it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** English reads "Thu, 26 Nov 2026" (the spec's form); the other languages their own. */
const tagOf = (locale: Locale) => (locale === "en" ? "en-GB" : locale);

const dateOf = (instant: Date, zone: string, locale: Locale) =>
  new Intl.DateTimeFormat(tagOf(locale), {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(instant);
const timeOf = (instant: Date, zone: string, locale: Locale) =>
  new Intl.DateTimeFormat(tagOf(locale), {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);

/**
 * A meeting's time in the viewer's zone; when the club meets in another zone, its own local time
 * is named too: "Thu, 26 Nov 2026, 17:30 (19:00 Asia/Kolkata)", in the active language.
 */
export function meetingTimeText(
  startsAt: string,
  clubZone: string,
  viewerZone: string,
  locale: Locale = activeLocale(),
): string {
  const instant = new Date(startsAt);
  const [myDate, myTime] = [
    dateOf(instant, viewerZone, locale),
    timeOf(instant, viewerZone, locale),
  ];
  const [clubDate, clubTime] = [
    dateOf(instant, clubZone, locale),
    timeOf(instant, clubZone, locale),
  ];
  const mine = `${myDate}, ${myTime}`;
  if (myDate === clubDate && myTime === clubTime) return mine;
  // In Arabic the zone's Latin name is isolated: it stays after the time, not before it.
  const zone = dirOf(locale) === "rtl" ? isolate(clubZone) : clubZone;
  return `${mine} (${myDate === clubDate ? clubTime : `${clubDate}, ${clubTime}`} ${zone})`;
}
