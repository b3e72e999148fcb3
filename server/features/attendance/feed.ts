import type { Database } from "../../db/client.ts";
import type { RsvpAnswer } from "../../db/schema/index.ts";
import { roleOf } from "../meeting-roles/index.ts";
import type { FeedMeetingDetails, Partstat, PersonalFeedDetails } from "../meetings/index.ts";
import * as attendanceRepository from "./repository.ts";

const PARTSTATS: Record<RsvpAnswer, Partstat> = {
  going: "ACCEPTED",
  "not-going": "DECLINED",
  waitlisted: "TENTATIVE",
};

/**
 * The personal feed's details (the meetings feature's PersonalFeedDetails, passed to it by
 * app.ts): the member's answer to each meeting as PARTSTAT (NEEDS-ACTION unanswered) and their
 * role, which the meeting-roles feature names.
 */
export const personalFeedDetails: PersonalFeedDetails = async (
  db: Database,
  userId: string,
  meetings: { clubId: number; key: string }[],
) => {
  const clubIds = [...new Set(meetings.map((meeting) => meeting.clubId))];
  const answers = await attendanceRepository.listAnswersOf(db, userId, clubIds);
  const byKey = new Map(answers.map((row) => [`${row.clubId}:${row.meetingKey}`, row.answer]));
  const details = new Map<string, FeedMeetingDetails>();
  for (const meeting of meetings) {
    const key = `${meeting.clubId}:${meeting.key}`;
    const answer = byKey.get(key);
    details.set(key, {
      partstat: answer ? PARTSTATS[answer] : "NEEDS-ACTION",
      role: (await roleOf(db, meeting.clubId, meeting.key, userId))?.label ?? null,
    });
  }
  return details;
};
