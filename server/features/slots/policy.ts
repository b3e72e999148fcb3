export const SLOT_NEEDS_CLUB = "Join a club before booking a speech slot.";

/** Why a person may not book a speech slot, or null: a slot is at one's own club. */
export function bookingRefusal(booker: { clubMembership: number }): string | null {
  return booker.clubMembership === 0 ? SLOT_NEEDS_CLUB : null;
}
