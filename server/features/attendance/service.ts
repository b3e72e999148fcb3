import type {
  AttendanceSummary,
  ClubAttendanceCounts,
  MarkAttendance,
  MeetingAttendance,
  MyMeeting,
  RsvpAnswer,
} from "../../../contract/attendance.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { invalidBecause, refuse } from "../../lib/refusal.ts";
import { notification, notify } from "../../notify/index.ts";
import { isClubMember, leadsClub } from "../clubs/index.ts";
import {
  type ClubCalendar,
  type DerivedMeeting,
  describeTime,
  findMeeting,
  horizonEnd,
  loadCalendar,
  meetingsBetween,
  toMeeting,
} from "../meetings/index.ts";
import { settleMeetingAwards } from "./awards.ts";
import { attendanceMessages } from "./messages.ts";
import {
  answerRefusal,
  capacityOf,
  correctionEnd,
  goingStateFor,
  isNoShow,
  leaderRefusal,
  markRefusal,
  placesFree,
  readerRefusal,
  type Standing,
} from "./policy.ts";
import * as attendanceRepository from "./repository.ts";

/** How far back the leader's counts list meetings. */
const COUNTS_PAST_DAYS = 14;
const RECENT_ATTENDED = 10;

/** A club's meeting as the rules see it: the calendar, the meeting, who asks, its capacity. */
export interface MeetingContext {
  calendar: ClubCalendar;
  meeting: DerivedMeeting;
  standing: Standing;
  capacity: number | null;
}

/** The club's calendar (locked when `lock`), the meeting (404), and the asker's standing. */
export async function meetingContext(
  db: Executor,
  target: { clubId: number; meetingKey: string; userId: string },
  lock = false,
): Promise<MeetingContext> {
  const calendar = await loadCalendar(db, target.clubId, lock);
  const meeting = findMeeting(calendar, target.meetingKey);
  if (!meeting) throw notFound("Meeting");
  const standing = {
    isLeader: leadsClub(target.userId, calendar.club),
    isMember: await isClubMember(db, target.clubId, target.userId),
  };
  const format = await attendanceRepository.findMeetingFormat(db, target.clubId);
  return {
    calendar,
    meeting,
    standing,
    capacity: capacityOf(calendar.schedule.capacity, format ?? "online"),
  };
}

type Answer = Awaited<ReturnType<typeof attendanceRepository.listAnswers>>[number];

const countOf = (answers: Answer[], answer: Answer["answer"]) =>
  answers.filter((row) => row.answer === answer).length;

async function toMyMeeting(db: Executor, context: MeetingContext, userId: string) {
  const { calendar, meeting } = context;
  const clubId = calendar.club.clubId;
  const answers = await attendanceRepository.listAnswers(db, clubId, meeting.key);
  const waiting = answers.filter((row) => row.answer === "waitlisted");
  const own = answers.find((row) => row.userId === userId);
  const position = waiting.findIndex((row) => row.userId === userId);
  const attendance = await attendanceRepository.findAttendance(db, clubId, meeting.key, userId);
  const booked = await attendanceRepository.countSpeeches(db, clubId, meeting.key);
  return {
    meeting: toMeeting(calendar, meeting, booked),
    clubName: calendar.club.clubName,
    rsvp: own?.answer ?? null,
    waitlistPosition: position === -1 ? null : position + 1,
    capacity: context.capacity,
    going: countOf(answers, "going"),
    waitlisted: waiting.length,
    attendance: attendance?.status ?? null,
  } satisfies MyMeeting;
}

/** The member's side of one meeting: their answer, place in line, attendance. */
export async function myMeeting(
  db: Database,
  user: SessionUser,
  clubId: number,
  meetingKey: string,
): Promise<MyMeeting> {
  const context = await meetingContext(db, { clubId, meetingKey, userId: user.id });
  refuse(readerRefusal(context.standing, context.calendar.club.clubName));
  return toMyMeeting(db, context, user.id);
}

/**
 * Gives the first waitlisted answers the places that are free (in the order they answered) and
 * tells each: the caller holds the club's lock.
 */
async function fillPlaces(tx: Executor, context: MeetingContext) {
  const { calendar, meeting } = context;
  const clubId = calendar.club.clubId;
  const answers = await attendanceRepository.listAnswers(tx, clubId, meeting.key);
  const waiting = answers.filter((row) => row.answer === "waitlisted");
  const free = placesFree(countOf(answers, "going"), context.capacity, waiting.length);
  const promoted = waiting.slice(0, free).map((row) => row.userId);
  await attendanceRepository.promote(tx, clubId, meeting.key, promoted);
  const message = notification("waitlist-promoted", {
    club: { id: clubId, name: calendar.club.clubName },
    when: describeTime(meeting.startsAt, calendar.schedule.timeZone),
    at: `${clubId}/${meeting.key}`,
  });
  for (const userId of promoted) await notify(tx, userId, message);
}

/**
 * "I'll be there" (or not), under the club's lock so two answers for the last place cannot both
 * get it: "going" beyond the in-person capacity waits in line; a place given up (or added by a
 * raised capacity) goes to the first in line, who is told. Answering "going" again keeps one's
 * place.
 */
export async function answer(
  db: Database,
  clock: Clock,
  user: SessionUser,
  target: { clubId: number; meetingKey: string },
  given: RsvpAnswer,
): Promise<MyMeeting> {
  return db.transaction(async (tx) => {
    const context = await meetingContext(tx, { ...target, userId: user.id }, true);
    refuse(readerRefusal(context.standing, context.calendar.club.clubName));
    const now = clock.now();
    refuse(answerRefusal(context.meeting, now));
    // Places a raised capacity freed go to those in line first, so nobody answering now jumps it.
    await fillPlaces(tx, context);
    const answers = await attendanceRepository.listAnswers(tx, target.clubId, target.meetingKey);
    const before = answers.find((row) => row.userId === user.id)?.answer ?? null;
    const standsGoing = before === "going" || before === "waitlisted";
    if (given === "going" && !standsGoing) {
      const state = goingStateFor(countOf(answers, "going"), context.capacity);
      await attendanceRepository.saveAnswer(tx, {
        ...target,
        userId: user.id,
        answer: state,
        answeredAt: now,
      });
    } else if (given === "not-going" && before !== "not-going") {
      await attendanceRepository.saveAnswer(tx, {
        ...target,
        userId: user.id,
        answer: "not-going",
        answeredAt: now,
      });
      if (before === "going") await fillPlaces(tx, context);
    }
    return toMyMeeting(tx, context, user.id);
  });
}

/**
 * A person leaves the club (or is removed), in the membership's transaction, which holds the
 * club's row: their answers to meetings that have not started go, and a place they held goes to
 * the first in line.
 */
export async function releaseAnswers(tx: Executor, userId: string, clubId: number, now: Date) {
  const calendar = await loadCalendar(tx, clubId);
  const fromKey = new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  const format = await attendanceRepository.findMeetingFormat(tx, clubId);
  for (const row of await attendanceRepository.listAnswersFrom(tx, clubId, userId, fromKey)) {
    const meeting = findMeeting(calendar, row.meetingKey);
    if (meeting && meeting.startsAt <= now) continue;
    await attendanceRepository.deleteAnswer(tx, clubId, row.meetingKey, userId);
    if (row.answer !== "going" || !meeting || meeting.status === "cancelled") continue;
    const capacity = capacityOf(calendar.schedule.capacity, format ?? "online");
    await fillPlaces(tx, { calendar, meeting, capacity, standing: NO_STANDING });
  }
}

const NO_STANDING: Standing = { isLeader: false, isMember: false };

/** No-shows per member of a club at `now`: said "going", the meeting ended, nobody saw them. */
async function noShowCounts(db: Executor, calendar: ClubCalendar, now: Date) {
  const rows = await attendanceRepository.listGoingWithAttendance(db, calendar.club.clubId);
  const counts = new Map<string, number>();
  for (const row of rows) {
    const meeting = findMeeting(calendar, row.meetingKey);
    if (isNoShow("going", meeting, row.attendance, now)) {
      counts.set(row.userId, (counts.get(row.userId) ?? 0) + 1);
    }
  }
  return counts;
}

/** Each meeting's expected attendance, from 14 days ago to the horizon: the leader only. */
export async function clubCounts(
  db: Database,
  clock: Clock,
  user: SessionUser,
  clubId: number,
): Promise<ClubAttendanceCounts> {
  const calendar = await loadCalendar(db, clubId);
  refuse(leaderRefusal({ isLeader: leadsClub(user.id, calendar.club), isMember: false }));
  const now = clock.now();
  const from = new Date(now.getTime() - COUNTS_PAST_DAYS * 86_400_000);
  const meetings = meetingsBetween(calendar.schedule, calendar.changes, from, horizonEnd(now));
  const { answers, present } = await attendanceRepository.countsOf(db, clubId);
  const answered = (key: string, answer: Answer["answer"]) =>
    answers.find((row) => row.meetingKey === key && row.answer === answer)?.count ?? 0;
  return {
    clubId,
    meetings: meetings.map((meeting) => ({
      key: meeting.key,
      going: answered(meeting.key, "going"),
      waitlisted: answered(meeting.key, "waitlisted"),
      notGoing: answered(meeting.key, "not-going"),
      present: present.find((row) => row.meetingKey === meeting.key)?.count ?? 0,
    })),
  };
}

async function toMeetingAttendance(
  db: Executor,
  context: MeetingContext,
  now: Date,
): Promise<MeetingAttendance> {
  const { calendar, meeting } = context;
  const clubId = calendar.club.clubId;
  const members = await attendanceRepository.listMembers(db, clubId);
  const answers = await attendanceRepository.listAnswers(db, clubId, meeting.key);
  const attendance = await attendanceRepository.listAttendance(db, clubId, meeting.key);
  const noShows = await noShowCounts(db, calendar, now);
  const booked = await attendanceRepository.countSpeeches(db, clubId, meeting.key);
  return {
    meeting: toMeeting(calendar, meeting, booked),
    capacity: context.capacity,
    going: countOf(answers, "going"),
    waitlisted: countOf(answers, "waitlisted"),
    notGoing: countOf(answers, "not-going"),
    present: attendance.filter((row) => row.status !== "absent").length,
    correctable:
      meeting.status !== "cancelled" && now >= meeting.startsAt && now <= correctionEnd(meeting),
    attendees: members.map((member) => {
      const attended = attendance.find((row) => row.userId === member.userId);
      return {
        userId: member.userId,
        name: member.name,
        rsvp: answers.find((row) => row.userId === member.userId)?.answer ?? null,
        attendance: attended?.status ?? null,
        method: attended?.method ?? null,
        noShows: noShows.get(member.userId) ?? 0,
      };
    }),
  };
}

/** Every member at one meeting with answer, attendance and no-shows: the leader only. */
export async function meetingAttendance(
  db: Database,
  clock: Clock,
  user: SessionUser,
  clubId: number,
  meetingKey: string,
): Promise<MeetingAttendance> {
  const context = await meetingContext(db, { clubId, meetingKey, userId: user.id });
  refuse(leaderRefusal(context.standing));
  return toMeetingAttendance(db, context, clock.now());
}

/**
 * The leader marks or corrects a member's attendance, from the start to 48 hours after the end;
 * what the meeting earned them follows, in the same transaction (ADR 038).
 */
export async function markAttendance(
  db: Database,
  clock: Clock,
  user: SessionUser,
  target: { clubId: number; meetingKey: string },
  input: MarkAttendance,
): Promise<MeetingAttendance> {
  return db.transaction(async (tx) => {
    const context = await meetingContext(tx, { ...target, userId: user.id }, true);
    refuse(leaderRefusal(context.standing));
    const now = clock.now();
    refuse(markRefusal(context.meeting, now));
    const isMember = await isClubMember(tx, target.clubId, input.userId);
    if (!isMember && input.userId !== context.calendar.club.leaderId) {
      refuse(invalidBecause(attendanceMessages.text("attendance.notAMember"), "userId"));
    }
    await attendanceRepository.markAttendance(tx, {
      ...target,
      userId: input.userId,
      status: input.status,
      method: "leader",
      recordedBy: user.id,
      recordedAt: now,
    });
    const attended = { ...target, ...input, method: "leader" as const };
    await settleMeetingAwards(tx, now, attended, context.calendar.club, user.id);
    return toMeetingAttendance(tx, context, now);
  });
}

/** The meetings the person attended (present or late), newest first: for later features. */
export async function attendedMeetings(db: Executor, userId: string) {
  return attendanceRepository.listAttended(db, userId);
}

/** How many meetings the person attended, and the ten most recent. */
export async function attendanceSummary(db: Executor, userId: string): Promise<AttendanceSummary> {
  const recent = await attendanceRepository.listAttended(db, userId, RECENT_ATTENDED);
  return {
    attended: await attendanceRepository.countAttended(db, userId),
    recent: recent.map(({ clubName, meetingKey, status }) => ({ clubName, meetingKey, status })),
  };
}

/** Per member of a club: meetings attended and no-shows (the leader's CSV). */
export async function memberAttendance(db: Executor, clock: Clock, clubId: number) {
  const calendar = await loadCalendar(db, clubId);
  const attended = await attendanceRepository.attendedPerMember(db, clubId);
  const noShows = await noShowCounts(db, calendar, clock.now());
  return (userId: string) => ({
    attended: attended.get(userId) ?? 0,
    noShows: noShows.get(userId) ?? 0,
  });
}
