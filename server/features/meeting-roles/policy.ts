import type { Locale } from "../../../contract/locales.ts";
import type { RoleKind } from "../../../contract/meeting-roles.ts";
import {
  conflictBecause,
  forbiddenBecause,
  invalidBecause,
  type Refusal,
} from "../../lib/refusal.ts";
import type { Said } from "../../lib/said.ts";
import type { DerivedMeeting } from "../meetings/index.ts";
import { meetingRoleMessages } from "./messages.ts";

// Who may do what with a club's meeting roles (issue 32, ADR 033): pure rules, table-tested in
// policy.test.ts. A refusal says why, in the reader's language (ADR 031).

/** The most roles a club may have (defaults included). */
export const MAX_CLUB_ROLES = 40;

const refusal = (code: "forbidden" | "conflict" | "not-found", id: string): Refusal => ({
  code,
  message: meetingRoleMessages.text(id),
});

export const NOT_IN_CLUB = refusal("forbidden", "meetingRoles.notInClub");
export const ROLE_NOT_FOUND = refusal("not-found", "meetingRoles.roleNotFound");
export const SEAT_NOT_FOUND = refusal("not-found", "meetingRoles.seatNotFound");
export const ROLE_OFF = refusal("conflict", "meetingRoles.roleOff");
export const MEETING_CANCELLED = refusal("conflict", "meetingRoles.meetingCancelled");
export const MEETING_STARTED = refusal("conflict", "meetingRoles.meetingStarted");
export const ALREADY_HAS_ROLE = refusal("conflict", "meetingRoles.alreadyHasRole");
export const HAS_SPEECH = refusal("conflict", "meetingRoles.hasSpeech");
export const MEMBER_HAS_ROLE = refusal("conflict", "meetingRoles.memberHasRole");
export const MEMBER_HAS_SPEECH = refusal("conflict", "meetingRoles.memberHasSpeech");
export const SEAT_TAKEN = refusal("conflict", "meetingRoles.seatTaken");
export const BY_SLOT_BOOKING = refusal("conflict", "meetingRoles.bySlotBooking");
export const NOT_YOURS = refusal("forbidden", "meetingRoles.notYours");
export const NOT_ASKED = refusal("forbidden", "meetingRoles.notAsked");
export const ALREADY_ANSWERED = refusal("conflict", "meetingRoles.alreadyAnswered");
export const SEAT_OPEN = refusal("conflict", "meetingRoles.seatOpen");
export const ROLE_HAS_OPEN_SEAT = refusal("conflict", "meetingRoles.roleHasOpenSeat");
export const YOU_HOLD_IT = refusal("conflict", "meetingRoles.youHoldIt");
export const NOT_A_MEMBER = invalidBecause(
  meetingRoleMessages.text("meetingRoles.notAMember"),
  "userId",
);
export const SPEAKER_STAYS_ON = invalidBecause(
  meetingRoleMessages.text("meetingRoles.speakerStaysOn"),
  "enabled",
);
export const SPEAKER_NO_PREREQUISITE = invalidBecause(
  meetingRoleMessages.text("meetingRoles.speakerNoPrerequisite"),
  "minSpeeches",
);
export const CUSTOM_KEEPS_NAME = invalidBecause(
  meetingRoleMessages.text("meetingRoles.customKeepsName"),
  "name",
);
export const REORDER_ALL = invalidBecause(
  meetingRoleMessages.text("meetingRoles.reorderAll"),
  "roleIds",
);
export const TOO_MANY_ROLES = conflictBecause(
  meetingRoleMessages.text("meetingRoles.tooManyRoles", { max: MAX_CLUB_ROLES }),
);

/** The defaults, in the order a new club lists them. */
export const DEFAULT_ROLE_KINDS = [
  "toastmaster",
  "timer",
  "ah-counter",
  "grammarian",
  "table-topics-master",
  "general-evaluator",
  "evaluator",
  "speaker",
] as const satisfies readonly RoleKind[];

/** Each default's name, by its message id (translated in the feature's catalogs). */
const DEFAULT_NAME_IDS: Record<Exclude<RoleKind, "custom">, string> = {
  toastmaster: "meetingRoles.default.toastmaster",
  timer: "meetingRoles.default.timer",
  "ah-counter": "meetingRoles.default.ahCounter",
  grammarian: "meetingRoles.default.grammarian",
  "table-topics-master": "meetingRoles.default.tableTopicsMaster",
  "general-evaluator": "meetingRoles.default.generalEvaluator",
  evaluator: "meetingRoles.default.evaluator",
  speaker: "meetingRoles.default.speaker",
};

/** A club's role as the rules see it. */
export interface RoleRule {
  id: number;
  kind: RoleKind;
  name: string | null;
  enabled: boolean;
  minSpeeches: number;
}

/** Speakers take their seat by booking a speech slot, not here. */
export const bySlotBooking = (kind: RoleKind) => kind === "speaker";

/** Seats at each meeting: one per speech slot for evaluators and speakers, else one. */
export const seatsOf = (kind: RoleKind, slotsPerMeeting: number) =>
  kind === "evaluator" || kind === "speaker" ? slotsPerMeeting : 1;

/** A role's name: the leader's, or the default's, said in the reader's language. */
export function roleName(role: Pick<RoleRule, "kind" | "name">): Said {
  const { name, kind } = role;
  if (name !== null || kind === "custom") return { in: () => name ?? "" };
  return { in: (locale) => meetingRoleMessages.t(locale, DEFAULT_NAME_IDS[kind]) };
}

/** A seat's name: "Timer", or "Evaluator 2" for a role with several seats. */
export function seatName(role: Pick<RoleRule, "kind" | "name">, seat: number, seats: number): Said {
  const name = roleName(role);
  if (seats <= 1) return name;
  return {
    in: (locale: Locale) =>
      meetingRoleMessages.t(locale, "meetingRoles.seat", { role: name.in(locale), seat }),
  };
}

/** Who looks at a club's roles: one of its members, its leader, or neither. */
export interface ClubStanding {
  isMember: boolean;
  isLeader: boolean;
}

/** Members and the leader see and take a club's roles; nobody else. */
export function viewRefusal(standing: ClubStanding): Refusal | null {
  return standing.isMember || standing.isLeader ? null : NOT_IN_CLUB;
}

/** Why the roles of `meeting` can no longer change, or null: cancelled or begun. */
export function meetingRefusal(meeting: DerivedMeeting, now: Date): Refusal | null {
  if (meeting.status === "cancelled") return MEETING_CANCELLED;
  return meeting.startsAt <= now ? MEETING_STARTED : null;
}

/** Why seat `seat` of `role` cannot be taken or given at a meeting, or null. */
export function seatRefusal(role: RoleRule, seat: number, slotsPerMeeting: number): Refusal | null {
  if (seat > seatsOf(role.kind, slotsPerMeeting)) return SEAT_NOT_FOUND;
  if (!role.enabled) return ROLE_OFF;
  return bySlotBooking(role.kind) ? BY_SLOT_BOOKING : null;
}

/** Too few delivered speeches for the role: says how many it asks and how many were given. */
export function prerequisiteRefusal(
  role: Pick<RoleRule, "minSpeeches">,
  delivered: number,
  who: "self" | "member",
): Refusal | null {
  if (delivered >= role.minSpeeches) return null;
  const id = who === "self" ? "meetingRoles.needsSpeeches" : "meetingRoles.memberNeedsSpeeches";
  return forbiddenBecause(meetingRoleMessages.text(id, { count: role.minSpeeches, delivered }));
}

/** What a person already has at the meeting: another role, a speech, or nothing. */
export interface MeetingCommitments {
  hasRole: boolean;
  hasSpeech: boolean;
}

/** One role per member per meeting, and a speaker takes no other role there. */
export function oneRoleRefusal(
  commitments: MeetingCommitments,
  who: "self" | "member",
): Refusal | null {
  if (commitments.hasRole) return who === "self" ? ALREADY_HAS_ROLE : MEMBER_HAS_ROLE;
  if (commitments.hasSpeech) return who === "self" ? HAS_SPEECH : MEMBER_HAS_SPEECH;
  return null;
}

/** Who asks to give up a seat: its holder, or the club's leader removing them. */
export function giveUpRefusal(
  seat: { userId: string } | undefined,
  actor: { userId: string; isLeader: boolean },
): Refusal | null {
  if (!seat) return SEAT_OPEN;
  return seat.userId === actor.userId || actor.isLeader ? null : NOT_YOURS;
}

/** Only the member a seat was assigned or offered to answers, once. */
export function answerRefusal(
  seat: { userId: string; status: "held" | "assigned" } | undefined,
  userId: string,
): Refusal | null {
  if (!seat || seat.userId !== userId) return NOT_ASKED;
  return seat.status === "held" ? ALREADY_ANSWERED : null;
}

/** Interest is for a full role one does not hold, that members take here (not speakers). */
export function interestRefusal(
  role: RoleRule,
  state: { openSeats: number; holdsIt: boolean },
): Refusal | null {
  if (!role.enabled) return ROLE_OFF;
  if (bySlotBooking(role.kind)) return BY_SLOT_BOOKING;
  if (state.holdsIt) return YOU_HOLD_IT;
  return state.openSeats > 0 ? ROLE_HAS_OPEN_SEAT : null;
}

/** Why the leader's change of a role is refused, or null. */
export function updateRefusal(
  role: Pick<RoleRule, "kind">,
  change: { name?: string | null; enabled?: boolean; minSpeeches?: number },
): Refusal | null {
  if (role.kind === "custom" && change.name === null) return CUSTOM_KEEPS_NAME;
  if (role.kind === "speaker" && change.enabled === false) return SPEAKER_STAYS_ON;
  if (role.kind === "speaker" && (change.minSpeeches ?? 0) > 0) return SPEAKER_NO_PREREQUISITE;
  return null;
}

/** A new order must name every role of the club, each once. */
export function reorderRefusal(clubRoleIds: readonly number[], order: readonly number[]) {
  const known = new Set(clubRoleIds);
  const complete =
    order.length === known.size &&
    new Set(order).size === order.length &&
    order.every((id) => known.has(id));
  return complete ? null : REORDER_ALL;
}

/** Whether giving a role up now is late: less than `hours` before the meeting. */
export const isLateGiveUp = (meeting: DerivedMeeting, now: Date, hours: number) =>
  meeting.startsAt.getTime() - now.getTime() < hours * 3_600_000;
