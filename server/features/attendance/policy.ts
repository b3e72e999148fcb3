import {
  ATTENDANCE_CORRECTION_HOURS,
  type AttendanceMethod,
  type AttendanceStatus,
  CHECK_IN_ROTATION_SECONDS,
  type RsvpState as RsvpAnswer,
} from "../../../contract/attendance.ts";
import { conflictBecause, forbiddenBecause, type Refusal } from "../../lib/refusal.ts";
import { type Leaders, leadsClub } from "../clubs/index.ts";
import type { DerivedMeeting } from "../meetings/index.ts";
import { attendanceMessages } from "./messages.ts";

const MINUTE_MS = 60_000;
/** The in-person code opens this long before the meeting starts. */
export const CODE_OPENS_MINUTES = 60;
/** The online link opens this long before the meeting starts. */
export const LINK_OPENS_MINUTES = 15;
/** A check-in more than this long after the start is "late". */
export const LATE_AFTER_MINUTES = 15;

const refusal = (code: "forbidden" | "conflict", id: string): Refusal =>
  code === "forbidden"
    ? forbiddenBecause(attendanceMessages.text(id))
    : conflictBecause(attendanceMessages.text(id));

export const LEADER_ONLY = refusal("forbidden", "attendance.leaderOnly");
export const HOST_ONLY = refusal("forbidden", "attendance.hostOnly");
export const MEETING_CANCELLED = refusal("conflict", "attendance.meetingCancelled");
export const ANSWER_TOO_LATE = refusal("conflict", "attendance.answerTooLate");
export const MARK_TOO_EARLY = refusal("conflict", "attendance.markTooEarly");
export const MARK_TOO_LATE = refusal("conflict", "attendance.markTooLate");
export const CODE_TOO_EARLY = refusal("conflict", "attendance.codeTooEarly");
export const LINK_TOO_EARLY = refusal("conflict", "attendance.linkTooEarly");
export const CHECK_IN_CLOSED = refusal("conflict", "attendance.codeEnded");

/** Who is asking about a club's meeting. */
export interface Standing {
  isMember: boolean;
  isLeader: boolean;
}

/** Members and the leader see and answer a club's meetings; anyone else: 403. */
export function readerRefusal(standing: Standing, clubName: string): Refusal | null {
  return standing.isMember || standing.isLeader
    ? null
    : forbiddenBecause(attendanceMessages.text("attendance.membersOnly", { club: clubName }));
}

/** Attendance lists, counts and no-shows are the leader's alone. */
export const leaderRefusal = (standing: Standing): Refusal | null =>
  standing.isLeader ? null : LEADER_ONLY;

/** The leader, or whoever holds the meeting's Toastmaster role, shows the check-in code. */
export const hostRefusal = (standing: Standing & { isToastmaster: boolean }): Refusal | null =>
  standing.isLeader || standing.isToastmaster ? null : HOST_ONLY;

/** The check-in token of another club: its members only ("This check-in is for members of A"). */
export const checkInMemberRefusal = (standing: Standing, clubName: string): Refusal | null =>
  standing.isMember || standing.isLeader
    ? null
    : forbiddenBecause(attendanceMessages.text("attendance.checkIn.otherClub", { club: clubName }));

/** Answers are for meetings that are on and have not started. */
export function answerRefusal(meeting: DerivedMeeting, now: Date): Refusal | null {
  if (meeting.status === "cancelled") return MEETING_CANCELLED;
  return meeting.startsAt <= now ? ANSWER_TOO_LATE : null;
}

/** The capacity that applies: a schedule's capacity counts for in-person clubs only. */
export const capacityOf = (capacity: number | null, meetingFormat: string): number | null =>
  meetingFormat === "inperson" ? capacity : null;

/** What "going" stands as when `going` people already go: going, or waitlisted beyond capacity. */
export const goingStateFor = (going: number, capacity: number | null): RsvpAnswer =>
  capacity === null || going < capacity ? "going" : "waitlisted";

/** How many of the waitlist (in order) get a place now that `going` people go. */
export function placesFree(going: number, capacity: number | null, waiting: number): number {
  if (capacity === null) return waiting;
  return Math.max(0, Math.min(waiting, capacity - going));
}

/** The end of the leader's correction window: 48 hours after the meeting ends. */
export const correctionEnd = (meeting: DerivedMeeting) =>
  new Date(meeting.endsAt.getTime() + ATTENDANCE_CORRECTION_HOURS * 3_600_000);

/** The leader marks attendance from the meeting's start until 48 hours after its end. */
export function markRefusal(meeting: DerivedMeeting, now: Date): Refusal | null {
  if (meeting.status === "cancelled") return MEETING_CANCELLED;
  if (now < meeting.startsAt) return MARK_TOO_EARLY;
  return now > correctionEnd(meeting) ? MARK_TOO_LATE : null;
}

export type CheckInKind = "code" | "link";

/** When a kind of check-in opens: 60 minutes before the start in person, 15 online. */
export const checkInOpens = (meeting: DerivedMeeting, kind: CheckInKind) =>
  new Date(
    meeting.startsAt.getTime() -
      (kind === "code" ? CODE_OPENS_MINUTES : LINK_OPENS_MINUTES) * MINUTE_MS,
  );

/** The code (or link) is shown from when it opens until the meeting ends; not for a cancelled one. */
export function codeRefusal(meeting: DerivedMeeting, kind: CheckInKind, now: Date): Refusal | null {
  if (meeting.status === "cancelled") return MEETING_CANCELLED;
  if (now < checkInOpens(meeting, kind)) return kind === "code" ? CODE_TOO_EARLY : LINK_TOO_EARLY;
  return now >= meeting.endsAt ? CHECK_IN_CLOSED : null;
}

/**
 * When a token shown at `now` stops working. A code: the end of the current minute and one more
 * (it is accepted for the minute it shows and the next); a link: the meeting's end.
 */
export function tokenExpiry(meeting: DerivedMeeting, kind: CheckInKind, now: Date): Date {
  if (kind === "link") return meeting.endsAt;
  const period = CHECK_IN_ROTATION_SECONDS * 1000;
  const periodEnd = (Math.floor(now.getTime() / period) + 1) * period;
  return new Date(periodEnd + period);
}

export const TOKEN_INVALID = refusal("forbidden", "attendance.checkIn.invalid");
export const TOKEN_EXPIRED = refusal("conflict", "attendance.checkIn.expired");
export const TOKEN_NOT_YET = refusal("conflict", "attendance.checkIn.notYet");

/** A check-in token that is not ours (403), or ours but outside its time (409). */
export function tokenRefusal(problem: "invalid" | "expired" | "not-yet"): Refusal {
  if (problem === "expired") return TOKEN_EXPIRED;
  return problem === "not-yet" ? TOKEN_NOT_YET : TOKEN_INVALID;
}

/** Present, or late when checking in more than 15 minutes after the start. */
export const checkInStatus = (meeting: DerivedMeeting, now: Date): AttendanceStatus =>
  now.getTime() > meeting.startsAt.getTime() + LATE_AFTER_MINUTES * MINUTE_MS ? "late" : "present";

/**
 * A no-show: said "going", the meeting took place (not cancelled) and ended, and no present or
 * late attendance stands.
 */
export function isNoShow(
  answer: RsvpAnswer,
  meeting: DerivedMeeting | null,
  attendance: AttendanceStatus | null,
  now: Date,
): boolean {
  if (answer !== "going" || !meeting || meeting.status === "cancelled") return false;
  if (meeting.endsAt > now) return false;
  return attendance !== "present" && attendance !== "late";
}

/**
 * Whether a recorded attendance earns $VOCATE (ADR 038): present or late, of someone other than
 * the club's leader or a co-leader, who verify attendance and so never verify their own (their
 * mark or a code they show is their own word).
 */
export const attendanceEarns = (
  status: AttendanceStatus,
  userId: string,
  leaders: Leaders,
): boolean => status !== "absent" && !leadsClub(userId, leaders);

/**
 * Whether a recorded attendance verifies the meeting role its person held (ADR 038): it earns
 * (above) and stands by the leader's own mark. A check-in says the member came, not that they did
 * the role: nobody else confirmed that, so the leader marks role holders present themselves.
 */
export const roleEarns = (
  attended: { status: AttendanceStatus; method: AttendanceMethod; userId: string },
  leaders: Leaders,
): boolean =>
  attended.method === "leader" && attendanceEarns(attended.status, attended.userId, leaders);
