import type { BookedSlotList, MySlot } from "../../../contract/slots.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import { notificationMessages } from "../notifications/messages.ts";
import { notify } from "../notifications/service.ts";
import { bookingRefusal } from "./policy.ts";
import * as slotRepository from "./repository.ts";

export const SLOT_ALREADY_BOOKED = "You have already booked a slot at your club.";
const SLOT_LIST_LIMIT = 200;

/** Book Your Slot: a booked slot at the user's club, one per user per club; the leader is told. */
export async function bookSlot(db: Database, user: SessionUser): Promise<MySlot> {
  const booker = await slotRepository.findBooker(db, user.id);
  if (!booker) throw notFound("User");
  const refusal = bookingRefusal(booker);
  if (refusal) throw forbidden(refusal);
  const userName = booker.name.trim() || "Anonymous";
  return db.transaction(async (tx) => {
    const booked = await slotRepository.insertSlot(tx, {
      userId: user.id,
      clubId: booker.clubMembership,
      userName,
    });
    if (!booked) throw conflict(SLOT_ALREADY_BOOKED);
    if (booker.leaderId && booker.leaderId !== user.id) {
      const club = { id: booker.clubMembership, name: booker.clubName ?? "your club" };
      await notify(tx, booker.leaderId, notificationMessages.slotBooked(club, userName));
    }
    return { booked: true };
  });
}

export async function mySlot(db: Database, user: SessionUser): Promise<MySlot> {
  const booker = await slotRepository.findBooker(db, user.id);
  if (!booker || booker.clubMembership === 0) return { booked: false };
  return { booked: await slotRepository.hasSlot(db, user.id, booker.clubMembership) };
}

export async function listLedSlots(db: Database, leader: SessionUser): Promise<BookedSlotList> {
  const rows = await slotRepository.listSlotsForLeader(db, leader.id, SLOT_LIST_LIMIT);
  return { items: rows.map((row) => ({ ...row, bookedAt: row.bookedAt.toISOString() })) };
}

/** When a person leaves a club (or is removed), the speech slot they booked there is freed. */
export function releaseSlot(tx: Executor, userId: string, clubId: number) {
  return slotRepository.deleteSlot(tx, userId, clubId);
}
