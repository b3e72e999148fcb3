import { GRACE_SECONDS } from "../../../contract/meeting-console.ts";
import type { RoleKind } from "../../../contract/meeting-roles.ts";
import {
  conflictBecause,
  forbiddenBecause,
  invalidBecause,
  type Refusal,
} from "../../lib/refusal.ts";
import type { DerivedMeeting } from "../meetings/index.ts";
import { consoleMessages } from "./messages.ts";

// The live meeting console's rules (issue 33), as pure functions: the timer's light, who may do
// what, when the console takes changes, and the timer's transitions.

/** An item's lights in seconds from the start of its timing. */
export interface Lights {
  green: number;
  yellow: number;
  red: number;
}
export type Light = "none" | "green" | "yellow" | "red" | "over";

/** A 4-6 minute speech, a 1-2 minute Table Topics answer, a 2-3 minute evaluation. */
export const SPEECH_LIGHTS: Lights = { green: 240, yellow: 300, red: 360 };
export const TABLE_TOPICS_LIGHTS: Lights = { green: 60, yellow: 90, red: 120 };
export const EVALUATION_LIGHTS: Lights = { green: 120, yellow: 150, red: 180 };

/** The console takes changes from 2 hours before the start until 12 hours after the end. */
export const OPENS_BEFORE_MS = 2 * 3_600_000;
export const CLOSES_AFTER_MS = 12 * 3_600_000;

/** The light at `elapsed` seconds: each from its second on; "over" past red and its grace. */
export function light(elapsed: number, lights: Lights): Light {
  if (elapsed > lights.red + GRACE_SECONDS) return "over";
  if (elapsed >= lights.red) return "red";
  if (elapsed >= lights.yellow) return "yellow";
  return elapsed >= lights.green ? "green" : "none";
}

/** Within time: at least to green, and no later than red and its grace. */
export const withinTime = (elapsed: number, lights: Lights): boolean =>
  elapsed >= lights.green && elapsed <= lights.red + GRACE_SECONDS;

/** Whole seconds from `startedAt` to `stoppedAt` (never below 0). */
export const elapsedSeconds = (startedAt: Date, stoppedAt: Date): number =>
  Math.max(0, Math.floor((stoppedAt.getTime() - startedAt.getTime()) / 1000));

const forbidden = (id: string) => forbiddenBecause(consoleMessages.text(id));
const conflict = (id: string) => conflictBecause(consoleMessages.text(id));

export const TOASTMASTER_ONLY = forbidden("meetingConsole.toastmasterOnly");
export const TIMER_ONLY = forbidden("meetingConsole.timerOnly");
export const AH_COUNTER_ONLY = forbidden("meetingConsole.ahCounterOnly");
export const GRAMMARIAN_ONLY = forbidden("meetingConsole.grammarianOnly");
export const CHECKED_IN_ONLY = forbidden("meetingConsole.checkedInOnly");
export const MEETING_CANCELLED = conflict("meetingConsole.meetingCancelled");
export const TOO_EARLY = conflict("meetingConsole.tooEarly");
export const TOO_LATE = conflict("meetingConsole.tooLate");
export const CONSOLE_CLOSED = conflict("meetingConsole.closed");
export const VOTES_REVEALED = conflict("meetingConsole.votesRevealed");
export const TIMER_RUNNING = conflict("meetingConsole.timerRunning");
export const NO_TIMER = conflict("meetingConsole.noTimer");
export const UNKNOWN_ITEM = invalidBecause(
  consoleMessages.text("meetingConsole.unknownItem"),
  "itemKey",
);
export const NOT_TIMED = invalidBecause(consoleMessages.text("meetingConsole.notTimed"), "itemKey");
export const UNKNOWN_WORD = invalidBecause(
  consoleMessages.text("meetingConsole.unknownWord"),
  "word",
);
export const notAttendee = (field: string) =>
  invalidBecause(consoleMessages.text("meetingConsole.notAttendee"), field);

/** Who reads or writes a meeting's console: their place in the club and at the meeting. */
export interface ConsoleStanding {
  isLeader: boolean;
  isMember: boolean;
  /** The roles they hold (accepted) at this meeting. */
  roles: readonly RoleKind[];
  /** Checked in (present or late). */
  checkedIn: boolean;
}

/** The club's members and its leader open the console and read the report; anyone else: 403. */
export function readRefusal(standing: ConsoleStanding, clubName: string): Refusal | null {
  return standing.isMember || standing.isLeader
    ? null
    : forbiddenBecause(consoleMessages.text("meetingConsole.membersOnly", { club: clubName }));
}

export function reportRefusal(standing: ConsoleStanding, clubName: string): Refusal | null {
  return standing.isMember || standing.isLeader
    ? null
    : forbiddenBecause(
        consoleMessages.text("meetingConsole.reportMembersOnly", { club: clubName }),
      );
}

/** A write: the meeting is on, and now is within its console's window; the console is open. */
export function writeRefusal(
  meeting: DerivedMeeting,
  now: Date,
  closedAt: Date | null,
): Refusal | null {
  if (meeting.status === "cancelled") return MEETING_CANCELLED;
  if (now.getTime() < meeting.startsAt.getTime() - OPENS_BEFORE_MS) return TOO_EARLY;
  if (now.getTime() > meeting.endsAt.getTime() + CLOSES_AFTER_MS) return TOO_LATE;
  return closedAt ? CONSOLE_CLOSED : null;
}

const holdsOrLeads = (standing: ConsoleStanding, kind: RoleKind) =>
  standing.isLeader || standing.roles.includes(kind);

/** The Toastmaster (or the leader) moves the agenda, reveals the votes and closes. */
export const toastmasterRefusal = (standing: ConsoleStanding): Refusal | null =>
  holdsOrLeads(standing, "toastmaster") ? null : TOASTMASTER_ONLY;
export const timerRefusal = (standing: ConsoleStanding): Refusal | null =>
  holdsOrLeads(standing, "timer") ? null : TIMER_ONLY;
export const ahCounterRefusal = (standing: ConsoleStanding): Refusal | null =>
  holdsOrLeads(standing, "ah-counter") ? null : AH_COUNTER_ONLY;
export const grammarianRefusal = (standing: ConsoleStanding): Refusal | null =>
  holdsOrLeads(standing, "grammarian") ? null : GRAMMARIAN_ONLY;

/** Checked-in attendees vote, until the Toastmaster reveals the results. */
export function voteRefusal(standing: ConsoleStanding, revealed: boolean): Refusal | null {
  if (!standing.checkedIn) return CHECKED_IN_ONLY;
  return revealed ? VOTES_REVEALED : null;
}

/** Revealing happens once. */
export const revealRefusal = (standing: ConsoleStanding, revealed: boolean): Refusal | null =>
  toastmasterRefusal(standing) ?? (revealed ? VOTES_REVEALED : null);

/** The timer starts on an item of the agenda that is timed, while none runs. */
export function startRefusal(
  item: { lights: Lights | null } | undefined,
  running: boolean,
): Refusal | null {
  if (!item) return UNKNOWN_ITEM;
  if (!item.lights) return NOT_TIMED;
  return running ? TIMER_RUNNING : null;
}

/** The timer stops when one runs. */
export const stopRefusal = (running: boolean): Refusal | null => (running ? null : NO_TIMER);

/** What the reader may do, for the screen to offer (the server decides anyway). */
export function mayOf(standing: ConsoleStanding, state: { writable: boolean; revealed: boolean }) {
  const allowed = (refusal: Refusal | null) => state.writable && refusal === null;
  return {
    advance: allowed(toastmasterRefusal(standing)),
    time: allowed(timerRefusal(standing)),
    countFillers: allowed(ahCounterRefusal(standing)),
    grammarian: allowed(grammarianRefusal(standing)),
    vote: allowed(voteRefusal(standing, state.revealed)),
    reveal: allowed(revealRefusal(standing, state.revealed)),
    close: allowed(toastmasterRefusal(standing)),
  };
}

/** The winners of one category: everyone with the most votes (ties: all of them). */
export function winnersOf<T extends { votes: number }>(tally: readonly T[]): T[] {
  const most = Math.max(0, ...tally.map((entry) => entry.votes));
  return most === 0 ? [] : tally.filter((entry) => entry.votes === most);
}
