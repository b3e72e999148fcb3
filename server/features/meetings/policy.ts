import type { Meeting, Schedule } from "../../../contract/meetings.ts";
import { conflictBecause, type Refusal } from "../../lib/refusal.ts";
import { meetingMessages } from "./messages.ts";
import { addDays, instantOf, localOf, WEEKDAYS, weekdayOf } from "./time.ts";

/** How far ahead the app lists a club's meetings. */
export const HORIZON_DAYS = 56;
export const DEFAULT_SLOTS_PER_MEETING = 3;
export const DEFAULT_DURATION_MINUTES = 90;

/**
 * The schedule of a club whose leader has not saved one (ADR 014): its meeting days, 09:00 for
 * morning clubs and 19:00 for evening ones, 90 minutes, three speech slots, in the zone of its
 * location: Oman (Muscat) Asia/Muscat, everything else, Kerala and online included,
 * Asia/Kolkata, where the programme began.
 */
const MORNING_START = "09:00";
const EVENING_START = "19:00";

export function defaultSchedule(club: {
  meetingDays: string[];
  meetingTime: string;
  location: string;
}): Schedule {
  const days = club.meetingDays.filter((day): day is Schedule["days"][number] =>
    (WEEKDAYS as readonly string[]).includes(day),
  );
  return {
    days,
    startTime: club.meetingTime === "morning" ? MORNING_START : EVENING_START,
    durationMinutes: DEFAULT_DURATION_MINUTES,
    timeZone: /oman|muscat/i.test(club.location) ? "Asia/Muscat" : "Asia/Kolkata",
    slotsPerMeeting: DEFAULT_SLOTS_PER_MEETING,
    capacity: null,
  };
}

/** The club's coarse meeting time (search filter, club page) for a local start time "HH:MM". */
export function timeOfDay(startTime: string): "morning" | "evening" {
  return startTime < "12:00" ? "morning" : "evening";
}

/**
 * The saved schedule after the leader edits the club's days or morning/evening on its form: the
 * days as chosen; the start time kept unless it no longer fits morning/evening (then the default).
 */
export function scheduleAfterClubEdit(
  schedule: Schedule,
  club: { meetingDays: Schedule["days"]; meetingTime: string },
): Schedule {
  const startTime =
    timeOfDay(schedule.startTime) === club.meetingTime
      ? schedule.startTime
      : club.meetingTime === "morning"
        ? MORNING_START
        : EVENING_START;
  return { ...schedule, days: club.meetingDays, startTime };
}

/** An exception to the weekly pattern, as stored. */
export interface MeetingChange {
  meetingKey: string;
  extra: boolean;
  cancelled: boolean;
  startsAt: Date | null;
  sequence: number;
}

export interface DerivedMeeting {
  key: string;
  startsAt: Date;
  endsAt: Date;
  status: Meeting["status"];
  extra: boolean;
  sequence: number;
}

/**
 * The meeting named `key`, or null when there is none: a date of the weekly pattern (unless the
 * pattern no longer has that weekday), or an extra meeting; a change moves or cancels it.
 */
export function meetingOf(
  schedule: Schedule,
  key: string,
  change: MeetingChange | undefined,
): DerivedMeeting | null {
  const extra = change?.extra ?? false;
  if (!extra && !(schedule.days as string[]).includes(weekdayOf(key))) return null;
  const regular = instantOf(key, schedule.startTime, schedule.timeZone);
  const startsAt = change?.startsAt ?? regular;
  const status = change?.cancelled
    ? "cancelled"
    : change?.startsAt && !extra
      ? "moved"
      : "scheduled";
  return {
    key,
    startsAt,
    endsAt: new Date(startsAt.getTime() + schedule.durationMinutes * 60_000),
    status,
    extra,
    sequence: change?.sequence ?? 0,
  };
}

/** The meetings that have not ended by `from` and start before `to`, in order of start. */
export function meetingsBetween(
  schedule: Schedule,
  changes: readonly MeetingChange[],
  from: Date,
  to: Date,
): DerivedMeeting[] {
  const byKey = new Map(changes.map((change) => [change.meetingKey, change]));
  const keys = new Set(byKey.keys());
  const last = addDays(localOf(to, schedule.timeZone).date, 1);
  for (let key = addDays(localOf(from, schedule.timeZone).date, -1); key <= last; ) {
    keys.add(key);
    key = addDays(key, 1);
  }
  const meetings: DerivedMeeting[] = [];
  for (const key of keys) {
    const meeting = meetingOf(schedule, key, byKey.get(key));
    if (meeting && meeting.endsAt > from && meeting.startsAt < to) meetings.push(meeting);
  }
  return meetings.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

export const horizonEnd = (now: Date) => new Date(now.getTime() + HORIZON_DAYS * 86_400_000);

/** Why the leader may not cancel or move `meeting`, or null (a missing meeting is a 404). */
export function changeRefusal(meeting: DerivedMeeting, now: Date): Refusal | null {
  if (meeting.startsAt <= now)
    return conflictBecause(meetingMessages.text("meetings.changeTooLate"));
  return meeting.status === "cancelled"
    ? conflictBecause(meetingMessages.text("meetings.alreadyCancelled"))
    : null;
}
