/** The viewer's IANA time zone, as the browser knows it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const dateOf = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(instant);
const timeOf = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);

/**
 * A meeting's time in the viewer's zone; when the club meets in another zone, its own local time
 * is named too: "Thu, 26 Nov 2026, 17:30 (19:00 Asia/Kolkata)".
 */
export function meetingTimeText(startsAt: string, clubZone: string, viewerZone: string): string {
  const instant = new Date(startsAt);
  const [myDate, myTime] = [dateOf(instant, viewerZone), timeOf(instant, viewerZone)];
  const [clubDate, clubTime] = [dateOf(instant, clubZone), timeOf(instant, clubZone)];
  const mine = `${myDate}, ${myTime}`;
  if (myDate === clubDate && myTime === clubTime) return mine;
  return `${mine} (${myDate === clubDate ? clubTime : `${clubDate}, ${clubTime}`} ${clubZone})`;
}
