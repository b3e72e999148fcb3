/** The public entry of the attendance feature: what other features may use (ADR 032). */
import type { Executor } from "../../db/client.ts";
import { findAttendance } from "./repository.ts";

export { personalFeedDetails } from "./feed.ts";
/** Who has an attendance at one meeting (present, late or absent): the live console and report. */
export { listAttendance as meetingAttendanceOf } from "./repository.ts";
export {
  attendanceSummary,
  attendedMeetings,
  memberAttendance,
  releaseAnswers,
} from "./service.ts";

/** Whether the person checked in at the meeting (present or late): notes to speakers ask it. */
export async function isCheckedIn(
  db: Executor,
  clubId: number,
  meetingKey: string,
  userId: string,
): Promise<boolean> {
  const row = await findAttendance(db, clubId, meetingKey, userId);
  return row?.status === "present" || row?.status === "late";
}
