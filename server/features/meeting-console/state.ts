import type { AttendanceStatus } from "../../../contract/attendance.ts";
import type { Locale } from "../../../contract/locales.ts";
import {
  type ConsoleItem,
  type ConsoleState,
  DEFAULT_FILLER_WORDS,
  VOTE_CATEGORIES,
} from "../../../contract/meeting-console.ts";
import type { Executor } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { meetingAttendanceOf } from "../attendance/index.ts";
import { isClubMember, leadsClub } from "../clubs/index.ts";
import { heldRolesAt } from "../meeting-roles/index.ts";
import {
  type ClubCalendar,
  type DerivedMeeting,
  findMeeting,
  loadCalendar,
} from "../meetings/index.ts";
import { type AgendaSpeech, agendaOf, type HeldRole } from "./agenda.ts";
import { type ConsoleStanding, mayOf, winnersOf, writeRefusal } from "./policy.ts";
import * as consoleRepository from "./repository.ts";

// One meeting's console as the rules and the screens see it: who asks, the meeting's people,
// roles and speeches, and the state every console shows.

export interface MeetingTarget {
  clubId: number;
  meetingKey: string;
}

export interface ConsoleContext {
  ref: MeetingTarget;
  calendar: ClubCalendar;
  meeting: DerivedMeeting;
  standing: ConsoleStanding;
  roles: HeldRole[];
  speeches: AgendaSpeech[];
  /** Attendances (present, late, absent) at the meeting. */
  attendance: { userId: string; status: AttendanceStatus }[];
  /** Whom one may count or vote for: checked-in attendees, role holders, speakers; by id. */
  people: Map<string, string>;
}

const CHECKED_IN = new Set(["present", "late"]);

/** The club's calendar (its row locked when `lock`), the meeting (404) and the meeting's people. */
export async function contextOf(
  db: Executor,
  userId: string,
  ref: MeetingTarget,
  lock = false,
): Promise<ConsoleContext> {
  const calendar = await loadCalendar(db, ref.clubId, lock);
  const meeting = findMeeting(calendar, ref.meetingKey);
  if (!meeting) throw notFound("Meeting");
  const [isMember, roles, speeches, attendance] = [
    await isClubMember(db, ref.clubId, userId),
    await heldRolesAt(db, ref.clubId, ref.meetingKey),
    await consoleRepository.listSpeeches(db, ref),
    await meetingAttendanceOf(db, ref.clubId, ref.meetingKey),
  ];
  const checkedIn = attendance.filter((row) => CHECKED_IN.has(row.status));
  const people = new Map<string, string>();
  for (const person of [...roles, ...speeches]) people.set(person.userId, person.name);
  const unnamed = checkedIn.map((row) => row.userId).filter((id) => !people.has(id));
  for (const [id, name] of await consoleRepository.namesOf(db, unnamed)) people.set(id, name);
  return {
    ref,
    calendar,
    meeting,
    standing: {
      isLeader: leadsClub(userId, calendar.club),
      isMember,
      roles: roles.filter((role) => role.userId === userId).map((role) => role.kind),
      checkedIn: checkedIn.some((row) => row.userId === userId),
    },
    roles,
    speeches,
    attendance,
    people,
  };
}

/** The console's row, created with the default filler words on first use. */
export const consoleOf = (db: Executor, ref: MeetingTarget, now: Date) =>
  consoleRepository.ensureConsole(db, ref, [...DEFAULT_FILLER_WORDS], now);

type TimingRow = Awaited<ReturnType<typeof consoleRepository.listTimings>>[number];

/** Finished timings in order, labelled by their agenda item (or their key when it is gone). */
export function finishedTimings(timings: readonly TimingRow[], items: readonly ConsoleItem[]) {
  return timings.flatMap((row) =>
    row.stoppedAt === null || row.durationSeconds === null || row.light === null
      ? []
      : [
          {
            itemKey: row.itemKey,
            label: items.find((item) => item.key === row.itemKey)?.label ?? row.itemKey,
            speakerName: row.speakerName,
            durationSeconds: row.durationSeconds,
            light: row.light,
            withinTime: row.withinTime ?? false,
          },
        ],
  );
}

/** The votes as the reader may see them: their own, how many voted, and results once revealed. */
async function votesFor(db: Executor, ref: MeetingTarget, userId: string, revealed: boolean) {
  const own = await consoleRepository.listOwnVotes(db, ref, userId);
  const tally = await consoleRepository.countVotes(db, ref);
  const inCategory = (category: string) => tally.filter((row) => row.category === category);
  return {
    mine: Object.fromEntries(own.map((vote) => [vote.category, vote.candidateId])),
    cast: Object.fromEntries(
      VOTE_CATEGORIES.map((category) => [
        category,
        inCategory(category).reduce((sum, row) => sum + row.votes, 0),
      ]),
    ),
    results: revealed
      ? Object.fromEntries(
          VOTE_CATEGORIES.map((category) => [
            category,
            winnersOf(inCategory(category)).map(({ candidateId, name, votes }) => ({
              userId: candidateId,
              name,
              votes,
            })),
          ]),
        )
      : null,
  };
}

/** The console as `userId` reads it at `now`, in `locale`. */
export async function stateOf(
  db: Executor,
  context: ConsoleContext,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<ConsoleState> {
  const { ref, calendar, meeting } = context;
  const row = await consoleOf(db, ref, now);
  if (!row) throw notFound("Meeting");
  const items = agendaOf(context.speeches, context.roles, locale);
  const timings = await consoleRepository.listTimings(db, ref);
  const last = timings.at(-1);
  const fillers = new Map<string, ConsoleState["fillers"][number]>();
  for (const filler of await consoleRepository.listFillers(db, ref)) {
    const entry = fillers.get(filler.speakerId) ?? {
      speakerId: filler.speakerId,
      speakerName: filler.speakerName,
      counts: {},
    };
    entry.counts[filler.word] = filler.count;
    fillers.set(filler.speakerId, entry);
  }
  const revealed = row.votesRevealedAt !== null;
  return {
    clubId: ref.clubId,
    clubName: calendar.club.clubName,
    meetingKey: ref.meetingKey,
    startsAt: meeting.startsAt.toISOString(),
    serverNow: now.toISOString(),
    version: row.version,
    items,
    currentItem: row.currentItem,
    timer: last
      ? {
          itemKey: last.itemKey,
          speakerName: last.speakerName,
          startedAt: last.startedAt.toISOString(),
          stoppedAt: last.stoppedAt?.toISOString() ?? null,
          green: last.greenAt,
          yellow: last.yellowAt,
          red: last.redAt,
        }
      : null,
    timings: finishedTimings(timings, items),
    fillerWords: row.fillerWords,
    fillers: [...fillers.values()],
    wordOfDay: row.wordOfDay,
    wordUses: await consoleRepository.listWordUses(db, ref),
    people: [...context.people]
      .map(([id, name]) => ({ userId: id, name }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId)),
    votes: await votesFor(db, ref, userId, revealed),
    closed: row.closedAt !== null,
    may: mayOf(context.standing, {
      writable: writeRefusal(meeting, now, row.closedAt) === null,
      revealed,
    }),
  };
}
