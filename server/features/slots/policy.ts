import type { DerivedMeeting } from "../meetings/index.ts";

export const MEETING_CANCELLED = "This meeting is cancelled: choose another one.";
export const MEETING_STARTED = "This meeting has already started: choose an upcoming one.";
export const MEETING_FULL = "This meeting has no free speech slot left: choose another meeting.";
export const SLOT_NEEDS_CLUB = "Join a club before booking a speech slot.";
export const SLOT_OTHER_CLUB = "You can book a speech slot only at your own club's meetings.";
export const ALREADY_BOOKED =
  "You already have an upcoming speech at your club: cancel it before booking another.";
export const CANCEL_TOO_LATE = "The meeting has started: a booking can be cancelled only before.";
export const NOT_BOOKED = "This booking is no longer active.";
export const NOT_DELIVERED_YET = "A speech can be marked delivered once its meeting has started.";

/** Why `booker` may not book at `clubId`, or null: a slot is at one's own club. */
export function bookerRefusal(booker: { clubId: number | null }, clubId: number): string | null {
  if (booker.clubId === null) return SLOT_NEEDS_CLUB;
  return booker.clubId === clubId ? null : SLOT_OTHER_CLUB;
}

/** Why a speech slot may not be booked on `meeting`, or null (a missing meeting is a 404). */
export function meetingBookingRefusal(
  meeting: DerivedMeeting,
  now: Date,
  booked: number,
  slots: number,
): string | null {
  if (meeting.status === "cancelled") return MEETING_CANCELLED;
  if (meeting.startsAt <= now) return MEETING_STARTED;
  return booked >= slots ? MEETING_FULL : null;
}

/** Whether a booking counts as upcoming: on a meeting that exists, is not cancelled, not begun. */
export function isUpcoming(meeting: DerivedMeeting | null, now: Date): boolean {
  return meeting !== null && meeting.status !== "cancelled" && meeting.startsAt > now;
}

/** Whether the meeting of a booking has begun (a cancelled one never does). */
const begun = (meeting: DerivedMeeting | null, now: Date) =>
  meeting !== null && meeting.status !== "cancelled" && meeting.startsAt <= now;

/** Why the booker may not cancel their booking, or null: only before the meeting starts. */
export function cancelRefusal(
  slot: { status: string },
  meeting: DerivedMeeting | null,
  now: Date,
): string | null {
  if (slot.status !== "booked") return NOT_BOOKED;
  return begun(meeting, now) ? CANCEL_TOO_LATE : null;
}

/** Why the leader may not mark a speech delivered, or null: only once the meeting has begun. */
export function deliveryRefusal(
  slot: { status: string },
  meeting: DerivedMeeting | null,
  now: Date,
): string | null {
  if (slot.status !== "booked") return NOT_BOOKED;
  return begun(meeting, now) ? null : NOT_DELIVERED_YET;
}
