import { z } from "zod";
import { WeekdaySchema } from "./clubs.ts";
import { IntIdSchema } from "./common.ts";

/** Whether `zone` is an IANA time zone this runtime knows (e.g. Asia/Kolkata, Europe/Lisbon). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const LocalTimeSchema = z
  .string({ error: "Enter a time as HH:MM." })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM (00:00 to 23:59).");
/** A calendar date, YYYY-MM-DD (a meeting's key is the local date it was scheduled on). */
export const LocalDateSchema = z
  .string({ error: "Enter a date as YYYY-MM-DD." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "Enter a date that exists.");
export const TimeZoneSchema = z
  .string({ error: "Choose a time zone." })
  .max(64)
  .refine(isTimeZone, "Choose a time zone that exists, e.g. Asia/Kolkata.");

export const ScheduleSchema = z.object({
  days: z.array(WeekdaySchema),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  timeZone: z.string(),
  slotsPerMeeting: z.number().int(),
  /** In-person meetings: how many may say they are going (then a waitlist); null: no limit. */
  capacity: z.number().int().nullable(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

/** The leader's schedule editor. */
export const SaveScheduleSchema = z.strictObject({
  days: z
    .array(WeekdaySchema, { error: "Choose at least one meeting day." })
    .min(1, "Choose at least one meeting day.")
    .max(7)
    .refine((days) => new Set(days).size === days.length, "Choose each meeting day once."),
  startTime: LocalTimeSchema,
  durationMinutes: z.coerce
    .number({ error: "Enter the length in minutes." })
    .int("Enter whole minutes.")
    .min(15, "A meeting lasts at least 15 minutes.")
    .max(720, "A meeting lasts at most 12 hours."),
  timeZone: TimeZoneSchema,
  slotsPerMeeting: z.coerce
    .number({ error: "Enter the number of speech slots." })
    .int("Enter a whole number.")
    .min(1, "A meeting has at least 1 speech slot.")
    .max(20, "A meeting has at most 20 speech slots."),
  /** Empty or absent: no limit. Only in-person meetings have one. */
  capacity: z
    .union([z.literal("").transform(() => null), z.null()])
    .or(
      z.coerce
        .number({ error: "Enter how many people fit, or leave it empty." })
        .int("Enter a whole number of people.")
        .min(1, "At least 1 person.")
        .max(1000, "At most 1000 people."),
    )
    .optional()
    .transform((value) => value ?? null),
});
export type SaveSchedule = z.infer<typeof SaveScheduleSchema>;

export const MeetingSchema = z.object({
  clubId: z.number().int(),
  /** The meeting's name: the local date it was scheduled on. */
  key: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  status: z.enum(["scheduled", "moved", "cancelled"]),
  extra: z.boolean(),
  sequence: z.number().int(),
  slots: z.number().int(),
  booked: z.number().int(),
});
export type Meeting = z.infer<typeof MeetingSchema>;

export const ClubMeetingsSchema = z.object({
  clubId: z.number().int(),
  clubName: z.string(),
  schedule: ScheduleSchema,
  /** Whether the leader saved it (otherwise derived from the club's days and morning/evening). */
  scheduleSaved: z.boolean(),
  meetings: z.array(MeetingSchema),
});
export type ClubMeetings = z.infer<typeof ClubMeetingsSchema>;

export const MeetingParamsSchema = z.strictObject({
  clubId: IntIdSchema,
  meetingKey: LocalDateSchema,
});

/** Move a meeting, or add an extra one: a local date and time in the club's zone. */
export const MeetingTimeSchema = z.strictObject({
  date: LocalDateSchema,
  startTime: LocalTimeSchema,
});
export type MeetingTime = z.infer<typeof MeetingTimeSchema>;

export const AgendaSpeakerSchema = z.object({
  slotId: z.number().int(),
  userName: z.string(),
  journey: z.string().nullable(),
  mission: z.string().nullable(),
  status: z.enum(["booked", "delivered"]),
});
export const AgendaSchema = z.object({
  meeting: MeetingSchema,
  speakers: z.array(AgendaSpeakerSchema),
});
export type Agenda = z.infer<typeof AgendaSchema>;

export const CalendarLinkSchema = z.object({
  clubFeeds: z.array(z.object({ clubId: z.number().int(), clubName: z.string(), url: z.string() })),
  /** The personal feed's secret address: shown once, when made (only its hash is kept). */
  personalUrl: z.string().nullable(),
  personalCreatedAt: z.string().nullable(),
});
export type CalendarLink = z.infer<typeof CalendarLinkSchema>;
