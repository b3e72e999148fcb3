import type { Locale } from "../../../contract/locales.ts";
import type { MeetingRoles, RoleSeat } from "../../../contract/meeting-roles.ts";
import { LATE_GIVE_UP_HOURS } from "../../../contract/meeting-roles.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { refusalError, refuse } from "../../lib/refusal.ts";
import { notification, notify } from "../../notify/index.ts";
import { assertLeadsClub, isClubMember, leadsClub } from "../clubs/index.ts";
import {
  type ClubCalendar,
  type DerivedMeeting,
  describeTime,
  findMeeting,
  loadCalendar,
} from "../meetings/index.ts";
import {
  ALREADY_HAS_ROLE,
  answerRefusal,
  bySlotBooking,
  type ClubStanding,
  giveUpRefusal,
  interestRefusal,
  isLateGiveUp,
  MEMBER_HAS_ROLE,
  meetingRefusal,
  NOT_A_MEMBER,
  oneRoleRefusal,
  prerequisiteRefusal,
  ROLE_NOT_FOUND,
  SEAT_NOT_FOUND,
  SEAT_TAKEN,
  seatName,
  seatRefusal,
  seatsOf,
  viewRefusal,
} from "./policy.ts";
import * as roleRepository from "./repository.ts";
import { type RoleRow, rolesOf, standingOf } from "./role-list.ts";

// One meeting's roles (issue 32): its seats as each person sees them, and taking, assigning,
// answering, giving up and asking for them. Every write runs under the club's lock (ADR 025).

/** One meeting of one club, as a path names it. */
export interface MeetingTarget {
  clubId: number;
  meetingKey: string;
}
/** One role of that meeting, and (for the seat routes) one of its seats. */
export interface RoleTarget extends MeetingTarget {
  roleId: number;
}
export interface SeatTarget extends RoleTarget {
  seat: number;
}

/** Everything one meeting's seats are computed from. */
interface MeetingState {
  calendar: ClubCalendar;
  meeting: DerivedMeeting;
  roles: RoleRow[];
  assignments: roleRepository.AssignmentRow[];
  speakers: { userId: string; name: string }[];
  interest: { roleId: number; userId: string }[];
}

async function meetingState(
  db: Executor,
  calendar: ClubCalendar,
  meeting: DerivedMeeting,
): Promise<MeetingState> {
  const clubId = calendar.club.clubId;
  const roles = await rolesOf(db, clubId);
  const assignments = await roleRepository.listAssignments(db, clubId, meeting.key);
  const speakers = await roleRepository.listSpeakers(db, clubId, meeting.key);
  const interest = await roleRepository.listInterest(db, clubId, meeting.key);
  return { calendar, meeting, roles, assignments, speakers, interest };
}

interface Viewer {
  userId: string;
  isLeader: boolean;
  delivered: number;
}

/** Every seat of every enabled role, as `viewer` sees it. */
function seatsFor(state: MeetingState, viewer: Viewer, locale: Locale): RoleSeat[] {
  const slots = state.calendar.schedule.slotsPerMeeting;
  const seats: RoleSeat[] = [];
  for (const role of state.roles.filter((candidate) => candidate.enabled)) {
    const count = seatsOf(role.kind, slots);
    const interested = state.interest.filter((entry) => entry.roleId === role.id);
    for (let seat = 1; seat <= count; seat++) {
      const speaker = bySlotBooking(role.kind) ? state.speakers[seat - 1] : undefined;
      const assignment = state.assignments.find(
        (candidate) => candidate.roleId === role.id && candidate.seat === seat,
      );
      const holder = speaker ?? assignment;
      seats.push({
        roleId: role.id,
        seat,
        kind: role.kind,
        label: seatName(role, seat, count).in(locale),
        status: speaker ? "held" : (assignment?.status ?? "open"),
        holder: holder
          ? { name: holder.name.trim() || "Anonymous", mine: holder.userId === viewer.userId }
          : null,
        holderId: holder && viewer.isLeader ? holder.userId : null,
        minSpeeches: role.minSpeeches,
        eligible: viewer.delivered >= role.minSpeeches,
        interested: interested.length,
        mineInterest: interested.some((entry) => entry.userId === viewer.userId),
        bySlotBooking: bySlotBooking(role.kind),
      });
    }
  }
  return seats;
}

/** The seats still open for members to take (speakers' are booked elsewhere). */
function openSeats(state: MeetingState, locale: Locale) {
  return seatsFor(state, { userId: "", isLeader: false, delivered: 0 }, locale)
    .filter((seat) => seat.status === "open" && !seat.bySlotBooking)
    .map(({ roleId, seat, label }) => ({ roleId, seat, label }));
}

/** One meeting's roles: its club's members and leader see them; 404 for no such meeting. */
export async function meetingRoles(
  db: Database,
  user: SessionUser,
  target: MeetingTarget,
  locale: Locale,
): Promise<MeetingRoles> {
  const calendar = await loadCalendar(db, target.clubId);
  const standing = await standingOf(db, calendar, user.id);
  refuse(viewRefusal(standing));
  const meeting = findMeeting(calendar, target.meetingKey);
  if (!meeting) throw notFound("Meeting");
  const state = await meetingState(db, calendar, meeting);
  const delivered = await roleRepository.deliveredSpeeches(db, user.id);
  return {
    meeting: {
      clubId: target.clubId,
      key: meeting.key,
      startsAt: meeting.startsAt.toISOString(),
      endsAt: meeting.endsAt.toISOString(),
      timeZone: calendar.schedule.timeZone,
      status: meeting.status,
      extra: meeting.extra,
      sequence: meeting.sequence,
      slots: calendar.schedule.slotsPerMeeting,
      booked: state.speakers.length,
    },
    clubName: calendar.club.clubName,
    seats: seatsFor(state, { userId: user.id, isLeader: standing.isLeader, delivered }, locale),
    deliveredSpeeches: delivered,
    leads: standing.isLeader,
  };
}

/** What a write on one role of one meeting works with, read under the club's lock. */
interface RoleWrite {
  tx: Executor;
  calendar: ClubCalendar;
  meeting: DerivedMeeting;
  standing: ClubStanding;
  role: RoleRow;
  seats: number;
  now: Date;
}

/**
 * Runs a write on one role of one meeting in a transaction that takes the club's row first (ADR
 * 025), after the checks every such write shares: a person of the club, a meeting that exists and
 * has not begun nor been cancelled, a role of this club. Then answers the meeting's roles.
 */
async function writeRole(
  db: Database,
  clock: Clock,
  user: SessionUser,
  target: RoleTarget,
  locale: Locale,
  work: (write: RoleWrite) => Promise<void>,
  options: { meetingMayBeOver?: boolean } = {},
) {
  await db.transaction(async (tx) => {
    const calendar = await loadCalendar(tx, target.clubId, true);
    const standing = await standingOf(tx, calendar, user.id);
    refuse(viewRefusal(standing));
    const meeting = findMeeting(calendar, target.meetingKey);
    if (!meeting) throw notFound("Meeting");
    const now = clock.now();
    if (!options.meetingMayBeOver) refuse(meetingRefusal(meeting, now));
    const role = (await roleRepository.listRoles(tx, target.clubId)).find(
      (candidate) => candidate.id === target.roleId,
    );
    if (!role) throw refusalError(ROLE_NOT_FOUND);
    const seats = seatsOf(role.kind, calendar.schedule.slotsPerMeeting);
    await work({ tx, calendar, meeting, standing, role, seats, now });
  });
  return meetingRoles(db, user, target, locale);
}

/** What offering a freed seat needs: a write, whoever makes it. */
type SeatContext = Omit<RoleWrite, "standing">;

/** The words of a notification about one seat: its club, role, time and meeting page. */
function aboutSeat(write: SeatContext, seat: number) {
  const { calendar, meeting, role, seats } = write;
  return {
    club: { id: calendar.club.clubId, name: calendar.club.clubName },
    role: seatName(role, seat, seats),
    when: describeTime(meeting.startsAt, calendar.schedule.timeZone),
    at: `${calendar.club.clubId}/${meeting.key}`,
  };
}

/** The 409 of a seat someone else has: problem+json with the seats still open (ADR 033). */
async function seatTakenError(write: RoleWrite, locale: Locale): Promise<AppError> {
  const state = await meetingState(write.tx, write.calendar, write.meeting);
  const message = SEAT_TAKEN.message;
  return new AppError(SEAT_TAKEN.code, message, undefined, {
    code: "role-taken",
    message: message.in(locale),
    open: openSeats(state, locale),
  });
}

/** Checks `userId` may have this seat: delivered enough, no other role or speech there. */
async function assertMayHave(write: RoleWrite, userId: string, who: "self" | "member") {
  const { tx, calendar, meeting, role } = write;
  const delivered = await roleRepository.deliveredSpeeches(tx, userId);
  refuse(prerequisiteRefusal(role, delivered, who));
  const clubId = calendar.club.clubId;
  refuse(
    oneRoleRefusal(
      {
        hasRole: await roleRepository.hasAnyRole(tx, clubId, meeting.key, userId),
        hasSpeech: await roleRepository.hasSpeech(tx, clubId, meeting.key, userId),
      },
      who,
    ),
  );
}

/** Writes the seat for `userId`; its unique keys decide a race (the loser: 409 with what's open). */
async function giveSeat(
  write: RoleWrite,
  seat: number,
  assignee: { userId: string; status: "held" | "assigned"; source: "taken" | "assigned" },
  locale: Locale,
) {
  const { tx, calendar, meeting, role, now } = write;
  const target = { clubId: calendar.club.clubId, meetingKey: meeting.key, roleId: role.id };
  const written = await roleRepository.insertAssignment(tx, {
    ...target,
    seat,
    ...assignee,
    now,
  });
  if (!written) {
    if (await roleRepository.hasAnyRole(tx, target.clubId, target.meetingKey, assignee.userId)) {
      throw refusalError(assignee.source === "taken" ? ALREADY_HAS_ROLE : MEMBER_HAS_ROLE);
    }
    throw await seatTakenError(write, locale);
  }
  await roleRepository.removeInterest(tx, { ...target, userId: assignee.userId });
}

/** "I'll take it": a member (or the leader) takes an open seat. */
export function takeSeat(
  db: Database,
  clock: Clock,
  user: SessionUser,
  target: SeatTarget,
  locale: Locale,
) {
  return writeRole(db, clock, user, target, locale, async (write) => {
    refuse(seatRefusal(write.role, target.seat, write.calendar.schedule.slotsPerMeeting));
    await assertMayHave(write, user.id, "self");
    await giveSeat(
      write,
      target.seat,
      { userId: user.id, status: "held", source: "taken" },
      locale,
    );
  });
}

/** The leader gives a seat to a member, who is asked to accept or decline. */
export async function assignSeat(
  db: Database,
  clock: Clock,
  user: SessionUser,
  target: SeatTarget & { userId: string },
  locale: Locale,
) {
  await assertLeadsClub(db, user, target.clubId);
  return writeRole(db, clock, user, target, locale, async (write) => {
    refuse(seatRefusal(write.role, target.seat, write.calendar.schedule.slotsPerMeeting));
    const self = target.userId === user.id;
    if (!self && !(await isClubMember(write.tx, target.clubId, target.userId))) {
      refuse(NOT_A_MEMBER);
    }
    await assertMayHave(write, target.userId, self ? "self" : "member");
    await giveSeat(
      write,
      target.seat,
      { userId: target.userId, status: self ? "held" : "assigned", source: "assigned" },
      locale,
    );
    if (!self) {
      await notify(
        write.tx,
        target.userId,
        notification("role-assigned", aboutSeat(write, target.seat)),
      );
    }
  });
}

/**
 * A freed seat goes to the first member who asked for the role and may still have it (offered:
 * they accept or decline); `tellOthers`: the rest hear it became free.
 */
async function offerToNext(write: SeatContext, seat: number, skip: string, tellOthers: boolean) {
  const { tx, calendar, meeting, role, now } = write;
  const clubId = calendar.club.clubId;
  const target = { clubId, meetingKey: meeting.key, roleId: role.id };
  const interested = (await roleRepository.listInterest(tx, clubId, meeting.key, role.id))
    .map((entry) => entry.userId)
    .filter((userId) => userId !== skip);
  let offered: string | undefined;
  for (const userId of interested) {
    const inClub = leadsClub(userId, calendar.club) || (await isClubMember(tx, clubId, userId));
    if (!inClub || (await roleRepository.hasSpeech(tx, clubId, meeting.key, userId))) continue;
    const delivered = await roleRepository.deliveredSpeeches(tx, userId);
    if (prerequisiteRefusal(role, delivered, "member")) continue;
    const written = await roleRepository.insertAssignment(tx, {
      ...target,
      seat,
      userId,
      status: "assigned",
      source: "offered",
      now,
    });
    if (!written) continue;
    offered = userId;
    await roleRepository.removeInterest(tx, { ...target, userId });
    await notify(tx, userId, notification("role-offered", aboutSeat(write, seat)));
    break;
  }
  if (!tellOthers) return;
  for (const userId of interested.filter((candidate) => candidate !== offered)) {
    await notify(tx, userId, notification("role-freed", aboutSeat(write, seat)));
  }
}

function seatInRange(write: RoleWrite, seat: number) {
  if (seat > write.seats) throw refusalError(SEAT_NOT_FOUND);
}

async function seatHolder(write: RoleWrite, seat: number) {
  const rows = await roleRepository.listAssignments(
    write.tx,
    write.calendar.club.clubId,
    write.meeting.key,
  );
  return rows.find((row) => row.roleId === write.role.id && row.seat === seat);
}

/**
 * Its holder gives a seat up (or the leader removes them): it is offered to the first member who
 * asked for it, the others hear it is free, and the leader is told at once when it is late.
 */
export function giveUpSeat(
  db: Database,
  clock: Clock,
  user: SessionUser,
  target: SeatTarget,
  locale: Locale,
) {
  return writeRole(db, clock, user, target, locale, async (write) => {
    seatInRange(write, target.seat);
    const current = await seatHolder(write, target.seat);
    refuse(giveUpRefusal(current, { userId: user.id, isLeader: write.standing.isLeader }));
    if (!current) return;
    await roleRepository.deleteAssignment(write.tx, current.id);
    await offerToNext(write, target.seat, current.userId, true);
    const leaderId = write.calendar.club.leaderId;
    if (
      leaderId &&
      leaderId !== user.id &&
      isLateGiveUp(write.meeting, write.now, LATE_GIVE_UP_HOURS)
    ) {
      await notify(
        write.tx,
        leaderId,
        notification("role-given-up", { ...aboutSeat(write, target.seat), member: current.name }),
      );
    }
  });
}

/** The assigned (or offered) member accepts, or declines: then it goes on, or opens. */
export function answerSeat(
  db: Database,
  clock: Clock,
  user: SessionUser,
  target: SeatTarget & { accept: boolean },
  locale: Locale,
) {
  return writeRole(db, clock, user, target, locale, async (write) => {
    seatInRange(write, target.seat);
    const current = await seatHolder(write, target.seat);
    refuse(answerRefusal(current, user.id));
    if (!current) return;
    if (target.accept) {
      await roleRepository.acceptAssignment(write.tx, current.id, write.now);
      return;
    }
    await roleRepository.deleteAssignment(write.tx, current.id);
    const leaderId = write.calendar.club.leaderId;
    if (current.source === "assigned" && leaderId && leaderId !== user.id) {
      await notify(
        write.tx,
        leaderId,
        notification("role-declined", { ...aboutSeat(write, target.seat), member: current.name }),
      );
    }
    await offerToNext(write, target.seat, user.id, current.source !== "offered");
  });
}

/** A member asks for a full role, to be offered it if it frees up. */
export function expressInterest(
  db: Database,
  clock: Clock,
  user: SessionUser,
  target: RoleTarget,
  locale: Locale,
) {
  return writeRole(db, clock, user, target, locale, async (write) => {
    const rows = await roleRepository.listAssignments(write.tx, target.clubId, target.meetingKey);
    const mine = rows.filter((row) => row.roleId === target.roleId);
    refuse(
      interestRefusal(write.role, {
        openSeats: write.seats - mine.filter((row) => row.seat <= write.seats).length,
        holdsIt: mine.some((row) => row.userId === user.id),
      }),
    );
    const delivered = await roleRepository.deliveredSpeeches(write.tx, user.id);
    refuse(prerequisiteRefusal(write.role, delivered, "self"));
    await roleRepository.addInterest(write.tx, { ...target, userId: user.id, now: write.now });
  });
}

/** A member no longer asks for a role (nothing to withdraw is no error). */
export function withdrawInterest(
  db: Database,
  clock: Clock,
  user: SessionUser,
  target: RoleTarget,
  locale: Locale,
) {
  return writeRole(
    db,
    clock,
    user,
    target,
    locale,
    (write) => roleRepository.removeInterest(write.tx, { ...target, userId: user.id }),
    { meetingMayBeOver: true },
  );
}

/**
 * When a person leaves a club (or is removed): their roles at its meetings that have not begun
 * are freed, each offered to the first who asked for it as a give-up would; their interest is
 * withdrawn; roles held at past meetings stay as their history. Runs in the leave's transaction.
 */
export async function releaseRoles(tx: Executor, now: Date, userId: string, clubId: number) {
  const calendar = await loadCalendar(tx, clubId, true);
  await roleRepository.removeAllInterest(tx, clubId, userId);
  const roles = await roleRepository.listRoles(tx, clubId);
  for (const row of await roleRepository.listPersonAssignments(tx, clubId, userId)) {
    const meeting = findMeeting(calendar, row.meetingKey);
    if (meeting && meeting.startsAt <= now) continue;
    await roleRepository.deleteAssignment(tx, row.id);
    const role = roles.find((candidate) => candidate.id === row.roleId);
    if (!meeting || !role || meeting.status === "cancelled") continue;
    const seats = seatsOf(role.kind, calendar.schedule.slotsPerMeeting);
    await offerToNext({ tx, calendar, meeting, role, seats, now }, row.seat, userId, true);
  }
}
