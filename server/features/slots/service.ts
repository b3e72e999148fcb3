import type { BookedSlotList, BookSlot, MySlot, Speech } from "../../../contract/slots.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import { changeAndNotify, notification, notify } from "../../notify/index.ts";
import { assertLeadsClub } from "../clubs/index.ts";
import { holdsAnyRole } from "../meeting-roles/index.ts";
import { type ClubCalendar, describeTime, findMeeting, loadCalendar } from "../meetings/index.ts";
import {
  ALREADY_BOOKED,
  bookerRefusal,
  cancelRefusal,
  deliveryRefusal,
  HOLDS_ROLE,
  isUpcoming,
  meetingBookingRefusal,
} from "./policy.ts";
import * as slotRepository from "./repository.ts";

const SLOT_LIST_LIMIT = 200;

function speechOf(
  calendar: ClubCalendar,
  slot: { slotId: number; meetingKey: string | null; status: Speech["status"] },
): Speech | null {
  const meeting = slot.meetingKey ? findMeeting(calendar, slot.meetingKey) : null;
  if (!meeting || !slot.meetingKey) return null;
  return {
    slotId: slot.slotId,
    clubId: calendar.club.clubId,
    meetingKey: slot.meetingKey,
    startsAt: meeting.startsAt.toISOString(),
    timeZone: calendar.schedule.timeZone,
    status: slot.status,
  };
}

/**
 * Book Your Slot on one meeting of the member's club. Under the club row's lock (ADR 014), the
 * transaction's first (ADR 025: a leave or removal at the club takes it before the person's row
 * too): the booker is still a member, the meeting must exist, not be cancelled or begun, and have
 * room, and the member may hold one upcoming speech per club. The leader is told.
 */
export async function bookSlot(
  db: Database,
  clock: Clock,
  user: SessionUser,
  input: BookSlot,
): Promise<MySlot> {
  const booker = await slotRepository.findBooker(db, user.id);
  if (!booker) throw notFound("User");
  refuse(bookerRefusal(booker, input.clubId));
  const userName = booker.name.trim() || "Anonymous";
  return db.transaction(async (tx) => {
    const calendar = await loadCalendar(tx, input.clubId, true);
    // Read again under the club's lock: a leave or removal that committed meanwhile counts. The
    // booker, the meeting's count and their own speeches are one read (issue 28).
    const state = await slotRepository.findBookingState(
      tx,
      user.id,
      input.clubId,
      input.meetingKey,
    );
    if (!state) throw notFound("User");
    refuse(bookerRefusal(state.booker, input.clubId));
    const meeting = findMeeting(calendar, input.meetingKey);
    if (!meeting) throw notFound("Meeting");
    const now = clock.now();
    refuse(meetingBookingRefusal(meeting, now, state.booked, calendar.schedule.slotsPerMeeting));
    const upcoming = state.own.filter(
      (slot) => slot.status === "booked" && isUpcoming(findMeeting(calendar, slot.meetingKey), now),
    );
    if (upcoming.length > 0) refuse(ALREADY_BOOKED);
    // A member with a role at the meeting does not also speak there (a speaker is not their own
    // evaluator); the club's lock, which taking a role takes too, keeps the two apart.
    if (await holdsAnyRole(tx, input.clubId, input.meetingKey, user.id)) refuse(HOLDS_ROLE);
    const values = {
      userId: user.id,
      clubId: input.clubId,
      userName,
      meetingKey: input.meetingKey,
      createdAt: now,
    };
    // The leader is told in the booking's own statement.
    const { leaderId, clubName } = state.booker;
    const row =
      leaderId && leaderId !== user.id
        ? await changeAndNotify<{ id: number; status: Speech["status"] }>(
            tx,
            slotRepository.slotStatement(values),
            leaderId,
            notification("slot-booked", {
              club: { id: input.clubId, name: clubName ?? "your club" },
              speaker: userName,
              when: describeTime(meeting.startsAt, calendar.schedule.timeZone),
            }),
          )
        : await slotRepository.insertSlot(tx, values);
    if (!row) throw new Error("insert into meeting_slots returned no row");
    const speech = speechOf(calendar, { ...row, slotId: row.id, meetingKey: input.meetingKey });
    return { booked: true, speech };
  });
}

/** The member's upcoming speech at their club (`booked`), or else their latest dated one. */
export async function mySlot(db: Database, clock: Clock, user: SessionUser): Promise<MySlot> {
  const booker = await slotRepository.findBooker(db, user.id);
  if (!booker || booker.clubId === null) return { booked: false, speech: null };
  const own = await slotRepository.listOwnSpeeches(db, user.id, booker.clubId);
  if (own.length === 0) return { booked: false, speech: null };
  const calendar = await loadCalendar(db, booker.clubId);
  const now = clock.now();
  const upcoming = own.find(
    (slot) =>
      slot.status === "booked" &&
      slot.meetingKey &&
      isUpcoming(findMeeting(calendar, slot.meetingKey), now),
  );
  if (upcoming) return { booked: true, speech: speechOf(calendar, upcoming) };
  const latest = own.map((slot) => speechOf(calendar, slot)).find((speech) => speech !== null);
  return { booked: false, speech: latest ?? null };
}

/** The member cancels their own booking until the meeting starts; the leader is told. */
export async function cancelSlot(db: Database, clock: Clock, user: SessionUser, slotId: number) {
  const slot = await slotRepository.findSlot(db, slotId);
  // Someone else's booking is "not found", like one that does not exist.
  if (!slot || slot.userId !== user.id) throw notFound("Booking");
  await db.transaction(async (tx) => {
    const calendar = await loadCalendar(tx, slot.clubId, true);
    const current = await slotRepository.findSlot(tx, slotId);
    const meeting = slot.meetingKey ? findMeeting(calendar, slot.meetingKey) : null;
    const now = clock.now();
    refuse(cancelRefusal(current ?? slot, meeting, now));
    await slotRepository.setSlotStatus(tx, slotId, "cancelled", now);
    const leaderId = calendar.club.leaderId;
    if (leaderId && leaderId !== user.id && meeting) {
      const club = { id: slot.clubId, name: calendar.club.clubName };
      const when = describeTime(meeting.startsAt, calendar.schedule.timeZone);
      const told = notification("slot-cancelled", { club, speaker: slot.userName, when });
      await notify(tx, leaderId, told);
    }
  });
  return mySlot(db, clock, user);
}

/** The leader marks a speech delivered once its meeting has started. */
export async function markDelivered(db: Database, clock: Clock, user: SessionUser, slotId: number) {
  const slot = await slotRepository.findSlot(db, slotId);
  if (!slot) throw notFound("Booking");
  await assertLeadsClub(db, user, slot.clubId);
  await db.transaction(async (tx) => {
    const calendar = await loadCalendar(tx, slot.clubId, true);
    const current = await slotRepository.findSlot(tx, slotId);
    const meeting = slot.meetingKey ? findMeeting(calendar, slot.meetingKey) : null;
    const now = clock.now();
    refuse(deliveryRefusal(current ?? slot, meeting, now));
    await slotRepository.setSlotStatus(tx, slotId, "delivered", now);
  });
}

export async function listLedSlots(db: Database, leader: SessionUser): Promise<BookedSlotList> {
  const rows = await slotRepository.listSlotsForLeader(db, leader.id, SLOT_LIST_LIMIT);
  return { items: rows.map((row) => ({ ...row, bookedAt: row.bookedAt.toISOString() })) };
}

/** When a person leaves a club (or is removed), the speech slot they booked there is freed. */
export function releaseSlot(tx: Executor, userId: string, clubId: number) {
  return slotRepository.deleteSlot(tx, userId, clubId);
}
