import type {
  Agenda,
  ClubMeetings,
  Meeting,
  MeetingTime,
  SaveSchedule,
  Schedule,
} from "../../../contract/meetings.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import type { Said } from "../../lib/said.ts";
import { notification, notify } from "../../notify/index.ts";
import { assertLeadsClub, listMemberIds } from "../clubs/index.ts";
import { meetingMessages } from "./messages.ts";
import {
  changeRefusal,
  type DerivedMeeting,
  defaultSchedule,
  horizonEnd,
  type MeetingChange,
  meetingOf,
  meetingsBetween,
  scheduleAfterClubEdit,
  timeOfDay,
} from "./policy.ts";
import * as meetingRepository from "./repository.ts";
import { describeTime, instantOf, localOf } from "./time.ts";

type ClubScheduleRow = NonNullable<Awaited<ReturnType<typeof meetingRepository.findClubSchedule>>>;

/** A club's schedule: the leader's, or the one derived from its days and morning/evening. */
export function scheduleOf(row: ClubScheduleRow): Schedule {
  if (row.days && row.startTime && row.durationMinutes && row.timeZone && row.slotsPerMeeting) {
    return {
      days: row.days as Schedule["days"],
      startTime: row.startTime,
      durationMinutes: row.durationMinutes,
      timeZone: row.timeZone,
      slotsPerMeeting: row.slotsPerMeeting,
      capacity: row.capacity ?? null,
    };
  }
  return defaultSchedule(row);
}

/** A club's meetings as rules see them: its schedule and its changes. */
export interface ClubCalendar {
  club: ClubScheduleRow;
  schedule: Schedule;
  changes: MeetingChange[];
}

/** The club's calendar, its row locked when `lock` (for the transaction of a booking or change). */
export async function loadCalendar(db: Executor, clubId: number, lock = false) {
  if (lock) {
    const club = await meetingRepository.lockClubSchedule(db, clubId);
    if (!club) throw notFound("Club");
    const changes = await meetingRepository.listChanges(db, [clubId]);
    return { club, schedule: scheduleOf(club), changes } satisfies ClubCalendar;
  }
  const calendar = (await loadCalendars(db, [clubId])).get(clubId);
  if (!calendar) throw notFound("Club");
  return calendar;
}

/** Several clubs' calendars by club id, in one statement whatever their number. */
export async function loadCalendars(db: Executor, clubIds: readonly number[]) {
  const rows = await meetingRepository.findClubCalendars(db, [...new Set(clubIds)]);
  return new Map(
    rows.map(({ changes, ...club }) => [
      club.clubId,
      { club, schedule: scheduleOf(club), changes } satisfies ClubCalendar,
    ]),
  );
}

export function findMeeting(calendar: ClubCalendar, key: string): DerivedMeeting | null {
  const change = calendar.changes.find((candidate) => candidate.meetingKey === key);
  return meetingOf(calendar.schedule, key, change);
}

export function toMeeting(
  calendar: ClubCalendar,
  meeting: DerivedMeeting,
  booked: number,
): Meeting {
  return {
    clubId: calendar.club.clubId,
    key: meeting.key,
    startsAt: meeting.startsAt.toISOString(),
    endsAt: meeting.endsAt.toISOString(),
    timeZone: calendar.schedule.timeZone,
    status: meeting.status,
    extra: meeting.extra,
    sequence: meeting.sequence,
    slots: calendar.schedule.slotsPerMeeting,
    booked,
  };
}

/** The club's meetings from now to the horizon (8 weeks), with their booked slots. */
export async function clubMeetings(db: Database, clock: Clock, clubId: number) {
  const row = await meetingRepository.findClubMeetings(db, clubId);
  if (!row) throw notFound("Club");
  const { changes, booked: counts, ...club } = row;
  const calendar: ClubCalendar = { club, schedule: scheduleOf(club), changes };
  const now = clock.now();
  const meetings = meetingsBetween(calendar.schedule, calendar.changes, now, horizonEnd(now));
  return {
    clubId,
    clubName: calendar.club.clubName,
    schedule: calendar.schedule,
    scheduleSaved: calendar.club.startTime !== null,
    meetings: meetings.map((meeting) => toMeeting(calendar, meeting, counts.get(meeting.key) ?? 0)),
  } satisfies ClubMeetings;
}

const clubRef = (calendar: ClubCalendar) => ({
  id: calendar.club.clubId,
  name: calendar.club.clubName,
});

/** Each weekday in "on Mondays, Thursdays at …". */
const DAYS_IDS: Record<Schedule["days"][number], string> = {
  monday: "meetings.days.monday",
  tuesday: "meetings.days.tuesday",
  wednesday: "meetings.days.wednesday",
  thursday: "meetings.days.thursday",
  friday: "meetings.days.friday",
  saturday: "meetings.days.saturday",
  sunday: "meetings.days.sunday",
};

/** "on Mondays, Thursdays at 19:00 (Asia/Kolkata)", in the reader's language. */
function patternText(schedule: Schedule): Said {
  return {
    in: (locale) =>
      meetingMessages.t(locale, "meetings.pattern", {
        days: new Intl.ListFormat(locale, { type: "unit", style: "short" }).format(
          schedule.days.map((day) => meetingMessages.t(locale, DAYS_IDS[day])),
        ),
        time: schedule.startTime,
        zone: schedule.timeZone,
      }),
  };
}

async function notifyMembers(
  tx: Executor,
  clubId: number,
  message: (userId: string) => Parameters<typeof notify>[2],
) {
  for (const userId of await listMemberIds(tx, clubId)) {
    await notify(tx, userId, message(userId));
  }
}

/**
 * The leader saves the weekly schedule; members are told. Upcoming speeches on a date the new
 * pattern no longer has are released (their speakers told), so nobody holds a slot on nothing.
 */
export async function saveSchedule(
  db: Database,
  clock: Clock,
  user: SessionUser,
  clubId: number,
  input: SaveSchedule,
) {
  await assertLeadsClub(db, user, clubId);
  await db.transaction(async (tx) => {
    await meetingRepository.lockClubSchedule(tx, clubId);
    await applySchedule(tx, clock.now(), clubId, input, "all");
  });
  return clubMeetings(db, clock, clubId);
}

/**
 * Saves the schedule under the club's lock (taken by the caller), keeps the club's days and
 * morning/evening (its page, its search filters) in step with it, releases bookings on dates the
 * new pattern no longer has, and tells those speakers; `tell: "all"` tells every member of the
 * new schedule too (a club edit tells them itself).
 */
async function applySchedule(
  tx: Executor,
  now: Date,
  clubId: number,
  schedule: Schedule,
  tell: "all" | "released",
) {
  await meetingRepository.saveSchedule(tx, { clubId, ...schedule, updatedAt: now });
  await meetingRepository.setClubMeetingText(tx, clubId, {
    meetingDays: schedule.days,
    meetingTime: timeOfDay(schedule.startTime),
  });
  const calendar = await loadCalendar(tx, clubId);
  const today = localOf(now, calendar.schedule.timeZone).date;
  const released = await meetingRepository.releaseVanishedBookings(tx, clubId, today, (key) =>
    findMeeting(calendar, key),
  );
  const releasedMessage = (userId: string) =>
    notification("meeting-cancelled", {
      club: clubRef(calendar),
      when: released.get(userId) ?? "",
      hadSpeech: true,
    });
  if (tell === "released") {
    for (const userId of released.keys()) await notify(tx, userId, releasedMessage(userId));
    return;
  }
  await notifyMembers(tx, clubId, (userId) =>
    released.has(userId)
      ? releasedMessage(userId)
      : notification("meeting-schedule-changed", {
          club: clubRef(calendar),
          pattern: patternText(calendar.schedule),
        }),
  );
}

/**
 * The leader changed the club's days or morning/evening on the club's form (its row already
 * locked by that edit): a saved schedule follows, so the two never disagree. A club without a
 * saved schedule already derives its meetings from those fields.
 */
export async function followClubEdit(
  tx: Executor,
  now: Date,
  clubId: number,
  club: { meetingDays: Schedule["days"]; meetingTime: string },
) {
  const row = await meetingRepository.findClubSchedule(tx, clubId);
  if (!row?.startTime) return;
  const before = scheduleOf(row);
  const after = scheduleAfterClubEdit(before, club);
  if (after.startTime === before.startTime && after.days.join() === before.days.join()) return;
  await applySchedule(tx, now, clubId, after, "released");
}

interface MeetingEdit {
  tx: Executor;
  calendar: ClubCalendar;
  meeting: DerivedMeeting;
  now: Date;
}

/** The leader changes one meeting that has not begun, under the club's lock. */
async function changeMeeting(
  db: Database,
  clock: Clock,
  user: SessionUser,
  target: { clubId: number; key: string },
  apply: (edit: MeetingEdit) => Promise<void>,
) {
  await assertLeadsClub(db, user, target.clubId);
  await db.transaction(async (tx) => {
    const calendar = await loadCalendar(tx, target.clubId, true);
    const meeting = findMeeting(calendar, target.key);
    if (!meeting) throw notFound("Meeting");
    const now = clock.now();
    refuse(changeRefusal(meeting, now));
    await apply({ tx, calendar, meeting, now });
  });
  return clubMeetings(db, clock, target.clubId);
}

/** Cancel one meeting: its speeches are released and every member is told. */
export function cancelMeeting(
  db: Database,
  clock: Clock,
  user: SessionUser,
  clubId: number,
  key: string,
) {
  return changeMeeting(db, clock, user, { clubId, key }, async ({ tx, calendar, meeting, now }) => {
    await meetingRepository.saveChange(tx, {
      clubId,
      meetingKey: key,
      extra: meeting.extra,
      cancelled: true,
      startsAt: meeting.startsAt,
      updatedAt: now,
    });
    const speakers = new Set(await meetingRepository.releaseMeetingBookings(tx, clubId, key, now));
    const when = describeTime(meeting.startsAt, calendar.schedule.timeZone);
    await notifyMembers(tx, clubId, (userId) =>
      notification("meeting-cancelled", {
        club: clubRef(calendar),
        when,
        hadSpeech: speakers.has(userId),
      }),
    );
  });
}

function futureInstant(calendar: ClubCalendar, time: MeetingTime, now: Date) {
  const startsAt = instantOf(time.date, time.startTime, calendar.schedule.timeZone);
  if (startsAt <= now) {
    const message = meetingMessages.text("meetings.moveToPast");
    throw badRequest(message, [{ field: "date", message }]);
  }
  return startsAt;
}

/** Move one meeting to another date or time (its speeches move with it); members are told. */
export function moveMeeting(
  db: Database,
  clock: Clock,
  user: SessionUser,
  clubId: number,
  key: string,
  time: MeetingTime,
) {
  return changeMeeting(db, clock, user, { clubId, key }, async ({ tx, calendar, meeting, now }) => {
    const startsAt = futureInstant(calendar, time, now);
    await meetingRepository.saveChange(tx, {
      clubId,
      meetingKey: key,
      extra: meeting.extra,
      cancelled: false,
      startsAt,
      updatedAt: now,
    });
    const zone = calendar.schedule.timeZone;
    const from = describeTime(meeting.startsAt, zone);
    const to = describeTime(startsAt, zone);
    await notifyMembers(tx, clubId, () =>
      notification("meeting-moved", { club: clubRef(calendar), from, to }),
    );
  });
}

/** An extra meeting on a date the club does not meet yet; members are told. */
export async function addMeeting(
  db: Database,
  clock: Clock,
  user: SessionUser,
  clubId: number,
  time: MeetingTime,
) {
  await assertLeadsClub(db, user, clubId);
  await db.transaction(async (tx) => {
    const calendar = await loadCalendar(tx, clubId, true);
    const now = clock.now();
    const startsAt = futureInstant(calendar, time, now);
    const existing = findMeeting(calendar, time.date);
    const sameDay = meetingsBetween(
      calendar.schedule,
      calendar.changes,
      instantOf(time.date, "00:00", calendar.schedule.timeZone),
      instantOf(time.date, "23:59", calendar.schedule.timeZone),
    ).filter((meeting) => meeting.status !== "cancelled");
    if (existing || sameDay.length > 0) throw conflict(meetingMessages.text("meetings.dateTaken"));
    await meetingRepository.saveChange(tx, {
      clubId,
      meetingKey: time.date,
      extra: true,
      cancelled: false,
      startsAt,
      updatedAt: now,
    });
    const when = describeTime(startsAt, calendar.schedule.timeZone);
    await notifyMembers(tx, clubId, () =>
      notification("meeting-added", { club: clubRef(calendar), when }),
    );
  });
  return clubMeetings(db, clock, clubId);
}

/** The leader's agenda of one meeting: its speakers in order of booking. */
export async function agenda(db: Database, user: SessionUser, clubId: number, key: string) {
  await assertLeadsClub(db, user, clubId);
  const calendar = await loadCalendar(db, clubId);
  const meeting = findMeeting(calendar, key);
  if (!meeting) throw notFound("Meeting");
  const speakers = await meetingRepository.listSpeakers(db, clubId, key);
  return {
    meeting: toMeeting(calendar, meeting, speakers.length),
    speakers,
  } satisfies Agenda;
}
