import type { Refusal } from "../../lib/refusal.ts";
import type { DerivedMeeting } from "../meetings/index.ts";
import { slotMessages } from "./messages.ts";

const refusal = (code: "forbidden" | "conflict", id: string): Refusal => ({
  code,
  message: slotMessages.text(id),
});

export const MEETING_CANCELLED = refusal("conflict", "slots.meetingCancelled");
export const MEETING_STARTED = refusal("conflict", "slots.meetingStarted");
export const MEETING_FULL = refusal("conflict", "slots.meetingFull");
export const SLOT_NEEDS_CLUB = refusal("forbidden", "slots.needsClub");
export const SLOT_OTHER_CLUB = refusal("forbidden", "slots.otherClub");
export const ALREADY_BOOKED = refusal("conflict", "slots.alreadyBooked");
/** One role per member per meeting: a speech is one (issue 32). */
export const HOLDS_ROLE = refusal("conflict", "slots.holdsRole");
export const CANCEL_TOO_LATE = refusal("conflict", "slots.cancelTooLate");
export const NOT_BOOKED = refusal("conflict", "slots.notBooked");
export const NOT_DELIVERED_YET = refusal("conflict", "slots.notDeliveredYet");

/** Why `booker` may not book at `clubId`, or null: a slot is at one's own club. */
export function bookerRefusal(booker: { clubId: number | null }, clubId: number): Refusal | null {
  if (booker.clubId === null) return SLOT_NEEDS_CLUB;
  return booker.clubId === clubId ? null : SLOT_OTHER_CLUB;
}

/** Why a speech slot may not be booked on `meeting`, or null (a missing meeting is a 404). */
export function meetingBookingRefusal(
  meeting: DerivedMeeting,
  now: Date,
  booked: number,
  slots: number,
): Refusal | null {
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
): Refusal | null {
  if (slot.status !== "booked") return NOT_BOOKED;
  return begun(meeting, now) ? CANCEL_TOO_LATE : null;
}

/** Why the leader may not mark a speech delivered, or null: only once the meeting has begun. */
export function deliveryRefusal(
  slot: { status: string },
  meeting: DerivedMeeting | null,
  now: Date,
): Refusal | null {
  if (slot.status !== "booked") return NOT_BOOKED;
  return begun(meeting, now) ? null : NOT_DELIVERED_YET;
}
