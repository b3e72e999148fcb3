import { z } from "zod";
import { IntIdSchema } from "./common.ts";
import { LocalDateSchema, MeetingSchema } from "./meetings.ts";

/**
 * "I'll be there", waitlists and attendance (issue 32, ADR 033). Members answer each meeting; an
 * in-person meeting may have a capacity, beyond which answers wait in order. At the meeting,
 * members check in with the host's rotating QR code (or the online link); the leader may mark
 * attendance by hand and correct it for 48 hours.
 */
export const RsvpAnswerSchema = z.enum(["going", "not-going"]);
export type RsvpAnswer = z.infer<typeof RsvpAnswerSchema>;
/** What the member's answer stands as: "waitlisted" when going but beyond the capacity. */
export const RsvpStateSchema = z.enum(["going", "waitlisted", "not-going"]);
export type RsvpState = z.infer<typeof RsvpStateSchema>;

export const SaveRsvpSchema = z.strictObject({
  answer: z.enum(["going", "not-going"], { error: "Answer going or not going." }),
});
export type SaveRsvp = z.infer<typeof SaveRsvpSchema>;

/** How long after a meeting ends its leader may still correct attendance. */
export const ATTENDANCE_CORRECTION_HOURS = 48;
/** How often the check-in code changes; a code is accepted for two periods (the one before). */
export const CHECK_IN_ROTATION_SECONDS = 60;

export const AttendanceStatusSchema = z.enum(["present", "late", "absent"]);
export type AttendanceStatus = z.infer<typeof AttendanceStatusSchema>;
export const AttendanceMethodSchema = z.enum(["code", "link", "leader"]);
export type AttendanceMethod = z.infer<typeof AttendanceMethodSchema>;

/** The viewer's side of one meeting: their answer, place on the waitlist, attendance. */
export const MyMeetingSchema = z.object({
  meeting: MeetingSchema,
  clubName: z.string(),
  /** null: not answered yet. */
  rsvp: RsvpStateSchema.nullable(),
  /** 1 for the first on the waitlist; null when not waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  /** In-person capacity (null: no limit) and how many are going. */
  capacity: z.number().int().nullable(),
  going: z.number().int(),
  waitlisted: z.number().int(),
  attendance: AttendanceStatusSchema.nullable(),
});
export type MyMeeting = z.infer<typeof MyMeetingSchema>;

export const MeetingParams = z.strictObject({ clubId: IntIdSchema, meetingKey: LocalDateSchema });

/** The host's check-in code: the link it encodes, the QR code as SVG, when it changes. */
export const CheckInCodeSchema = z.object({
  url: z.string(),
  /** An SVG document (generated on the server), for an <img> data URL or inline. */
  svg: z.string(),
  expiresAt: z.string(),
  /** "code" in person (rotates every minute), "link" online (valid for the meeting's window). */
  kind: z.enum(["code", "link"]),
});
export type CheckInCode = z.infer<typeof CheckInCodeSchema>;

/** The member opens the code's link: the token it carries. */
export const CheckInSchema = z.strictObject({
  token: z.string({ error: "This check-in link is incomplete." }).min(1).max(2048),
});
export type CheckIn = z.infer<typeof CheckInSchema>;

export const CheckInResultSchema = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  meetingKey: z.string(),
  startsAt: z.string(),
  /** true when this check-in recorded it; false when the member was already checked in. */
  recorded: z.boolean(),
  status: AttendanceStatusSchema,
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

/** The leader marks (or corrects) one member's attendance. */
export const MarkAttendanceSchema = z.strictObject({
  userId: z.string({ error: "Choose a member." }).min(1, "Choose a member.").max(64),
  status: AttendanceStatusSchema,
});
export type MarkAttendance = z.infer<typeof MarkAttendanceSchema>;

/** One member of the club at one meeting, as the leader sees it. */
export const AttendeeSchema = z.object({
  userId: z.string(),
  name: z.string(),
  rsvp: RsvpStateSchema.nullable(),
  attendance: AttendanceStatusSchema.nullable(),
  method: AttendanceMethodSchema.nullable(),
  /** Meetings the member said they would go to and did not come (the leader only). */
  noShows: z.number().int(),
});
export const MeetingAttendanceSchema = z.object({
  meeting: MeetingSchema,
  capacity: z.number().int().nullable(),
  going: z.number().int(),
  waitlisted: z.number().int(),
  notGoing: z.number().int(),
  present: z.number().int(),
  /** Whether the leader may still mark or correct (until 48 hours after the meeting ends). */
  correctable: z.boolean(),
  attendees: z.array(AttendeeSchema),
});
export type MeetingAttendance = z.infer<typeof MeetingAttendanceSchema>;

/** The leader's expected attendance per meeting of the club's list (upcoming and recent). */
export const ClubAttendanceCountsSchema = z.object({
  clubId: z.number().int(),
  meetings: z.array(
    z.object({
      key: z.string(),
      going: z.number().int(),
      waitlisted: z.number().int(),
      notGoing: z.number().int(),
      present: z.number().int(),
    }),
  ),
});
export type ClubAttendanceCounts = z.infer<typeof ClubAttendanceCountsSchema>;

/** A member's attendance, for their progress. */
export const AttendanceSummarySchema = z.object({
  attended: z.number().int(),
  recent: z.array(
    z.object({ clubName: z.string(), meetingKey: z.string(), status: AttendanceStatusSchema }),
  ),
});
export type AttendanceSummary = z.infer<typeof AttendanceSummarySchema>;
