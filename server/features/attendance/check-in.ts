import QRCode from "qrcode";
import type { CheckInCode, CheckInResult } from "../../../contract/attendance.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { refusalError, refuse } from "../../lib/refusal.ts";
import { isClubMember, leadsClub } from "../clubs/index.ts";
// Who holds the Toastmaster role: the meeting-roles feature answers (ADR 033).
import { holdsRole } from "../meeting-roles/index.ts";
import { findMeeting, loadCalendar } from "../meetings/index.ts";
import { SYSTEM } from "../rewards/index.ts";
import { settleMeetingAwards } from "./awards.ts";
import { readCheckIn, signCheckIn } from "./check-in-token.ts";
import { attendanceMessages } from "./messages.ts";
import {
  type CheckInKind,
  checkInMemberRefusal,
  checkInOpens,
  checkInStatus,
  codeRefusal,
  hostRefusal,
  MEETING_CANCELLED,
  tokenExpiry,
  tokenRefusal,
} from "./policy.ts";
import * as attendanceRepository from "./repository.ts";
import { meetingContext } from "./service.ts";

/** What showing and reading check-in codes needs besides the database and the clock. */
export interface CheckInDeps {
  key: Uint8Array;
  baseUrl: string;
}

/** The web page a check-in link opens (it posts the token once the person is signed in). */
export const checkInUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/CheckIn?token=${encodeURIComponent(token)}`;

/**
 * The check-in code of a meeting, for the leader or the meeting's Toastmaster: in person a QR
 * code that changes every minute, from an hour before the start to the end; online a link valid
 * from 15 minutes before the start to the end.
 */
export async function checkInCode(
  db: Database,
  clock: Clock,
  deps: CheckInDeps,
  user: SessionUser,
  target: { clubId: number; meetingKey: string },
): Promise<CheckInCode> {
  const context = await meetingContext(db, { ...target, userId: user.id });
  const isToastmaster =
    !context.standing.isLeader &&
    (await holdsRole(db, target.clubId, target.meetingKey, user.id, "toastmaster"));
  refuse(hostRefusal({ ...context.standing, isToastmaster }));
  const format = await attendanceRepository.findMeetingFormat(db, target.clubId);
  const kind: CheckInKind = format === "inperson" ? "code" : "link";
  const now = clock.now();
  const { meeting } = context;
  refuse(codeRefusal(meeting, kind, now));
  const expiresAt = tokenExpiry(meeting, kind, now);
  const token = await signCheckIn(deps.key, {
    ...target,
    kind,
    issuedAt: now,
    notBefore: checkInOpens(meeting, kind),
    expiresAt,
  });
  const url = checkInUrl(deps.baseUrl, token);
  const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { url, svg, expiresAt: expiresAt.toISOString(), kind };
}

/**
 * The signed-in person checks in with a code's token: it must be ours, a check-in's, and valid
 * now; its meeting must exist and be on; the person a member of its club (or its leader). The
 * token names its meeting, so a code of one meeting checks in to that one only. Checking in twice
 * records once. Every refusal writes nothing.
 */
export async function checkIn(
  db: Database,
  clock: Clock,
  deps: CheckInDeps,
  user: SessionUser,
  token: string,
  /** The browser's device mark (ADR 042), kept with the check-in for the admins' signals. */
  deviceMark: string | null = null,
): Promise<CheckInResult> {
  const now = clock.now();
  const read = await readCheckIn(deps.key, token, now);
  if ("problem" in read) throw refusalError(tokenRefusal(read.problem));
  const { club: clubId, meeting: meetingKey, kind } = read.claims;
  return db.transaction(async (tx) => {
    const calendar = await loadCalendar(tx, clubId).catch(() => null);
    const meeting = calendar ? findMeeting(calendar, meetingKey) : null;
    if (!calendar || !meeting)
      throw notFound(attendanceMessages.text("attendance.checkIn.noMeeting"));
    const standing = {
      isLeader: leadsClub(user.id, calendar.club),
      isMember: await isClubMember(tx, clubId, user.id),
    };
    refuse(checkInMemberRefusal(standing, calendar.club.clubName));
    if (meeting.status === "cancelled") refuse(MEETING_CANCELLED);
    const status = checkInStatus(meeting, now);
    const recorded = await attendanceRepository.recordCheckIn(tx, {
      clubId,
      meetingKey,
      userId: user.id,
      status,
      method: kind,
      recordedBy: null,
      recordedAt: now,
      deviceMark,
    });
    if (recorded) {
      const attended = { clubId, meetingKey, userId: user.id, status, method: kind };
      await settleMeetingAwards(tx, now, attended, calendar.club, SYSTEM);
    }
    const standingRow = await attendanceRepository.findAttendance(tx, clubId, meetingKey, user.id);
    return {
      clubId: calendar.club.clubId,
      clubName: calendar.club.clubName,
      meetingKey,
      startsAt: meeting.startsAt.toISOString(),
      recorded,
      status: standingRow?.status ?? status,
    };
  });
}
