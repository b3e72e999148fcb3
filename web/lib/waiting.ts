const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long something has waited, from the time the server sent (`since`, ISO 8601): "waiting 3
 * days", "waiting 5 hours", "waiting since less than an hour". The server's clock stamps `since`;
 * the browser's tells the time now.
 */
export function waitingText(since: string, now: number = Date.now()): string {
  const waited = Math.max(0, now - new Date(since).getTime());
  if (waited >= DAY_MS) {
    const days = Math.floor(waited / DAY_MS);
    return `waiting ${days} ${days === 1 ? "day" : "days"}`;
  }
  if (waited >= HOUR_MS) {
    const hours = Math.floor(waited / HOUR_MS);
    return `waiting ${hours} ${hours === 1 ? "hour" : "hours"}`;
  }
  return "waiting less than an hour";
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** "since 3 Mar 2026": the day a wait began. */
export function sinceText(since: string): string {
  return `since ${dateFormat.format(new Date(since))}`;
}
