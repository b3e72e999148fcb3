import type { Locale } from "../../../contract/locales.ts";
import type { ConsoleState, VoteCategory } from "../../../contract/meeting-console.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { type Refusal, refuse } from "../../lib/refusal.ts";
import { notification, notify } from "../../notify/index.ts";
import { listMemberIds } from "../clubs/index.ts";
import { describeTime } from "../meetings/index.ts";
import { agendaOf } from "./agenda.ts";
import { consoleMessages } from "./messages.ts";
import {
  ahCounterRefusal,
  type ConsoleStanding,
  elapsedSeconds,
  grammarianRefusal,
  light,
  notAttendee,
  readRefusal,
  revealRefusal,
  startRefusal,
  stopRefusal,
  TIMER_RUNNING,
  timerRefusal,
  toastmasterRefusal,
  UNKNOWN_ITEM,
  UNKNOWN_WORD,
  voteRefusal,
  withinTime,
  writeRefusal,
} from "./policy.ts";
import * as consoleRepository from "./repository.ts";
import { type ConsoleContext, consoleOf, contextOf, type MeetingTarget, stateOf } from "./state.ts";

export interface ConsoleDeps {
  db: Database;
  clock: Clock;
}

/** Who asks, in which language. */
export interface Reader {
  user: SessionUser;
  locale: Locale;
}

/** The console of one meeting: its club's members and leader read it (created on first read). */
export async function readConsole(
  { db, clock }: ConsoleDeps,
  { user, locale }: Reader,
  ref: MeetingTarget,
): Promise<ConsoleState> {
  const context = await contextOf(db, user.id, ref);
  refuse(readRefusal(context.standing, context.calendar.club.clubName));
  return stateOf(db, context, user.id, locale, clock.now());
}

type ConsoleRow = NonNullable<Awaited<ReturnType<typeof consoleOf>>>;
type ConsoleChange = Parameters<typeof consoleRepository.bumpConsole>[3];

interface Write {
  /** Whose role may make it. */
  role: (standing: ConsoleStanding, console: ConsoleRow) => Refusal | null;
  /** The change itself (after the rules of every write held); what it sets on the console. */
  apply: (
    tx: Executor,
    context: ConsoleContext,
    console: ConsoleRow,
    now: Date,
  ) => Promise<ConsoleChange | undefined>;
}

/**
 * Every write: under the club's lock (ADR 025), by a member or the leader holding the right
 * role, on a meeting that is on, within its console's window and not closed. It bumps the
 * console's version and tells every open console of the meeting, then answers the new state.
 */
function write(
  { db, clock }: ConsoleDeps,
  { user, locale }: Reader,
  ref: MeetingTarget,
  change: Write,
): Promise<ConsoleState> {
  return db.transaction(async (tx) => {
    const context = await contextOf(tx, user.id, ref, true);
    refuse(readRefusal(context.standing, context.calendar.club.clubName));
    const now = clock.now();
    const console = await consoleOf(tx, ref, now);
    if (!console) throw notFound("Meeting");
    refuse(change.role(context.standing, console));
    refuse(writeRefusal(context.meeting, now, console.closedAt));
    const set = await change.apply(tx, context, console, now);
    const version = await consoleRepository.bumpConsole(tx, ref, now, set);
    await consoleRepository.announceChange(tx, await audienceOf(tx, context), {
      clubId: ref.clubId,
      meetingKey: ref.meetingKey,
      version,
    });
    return stateOf(tx, context, user.id, locale, now);
  });
}

/** Everyone whose console may be open: the club's members and its leader. */
async function audienceOf(tx: Executor, context: ConsoleContext) {
  const members = await listMemberIds(tx, context.ref.clubId);
  const leader = context.calendar.club.leaderId;
  return [...new Set(leader ? [...members, leader] : members)];
}

/** The person must be at the meeting (checked in, holding a role, or speaking). */
const refuseUnlessPresent = (context: ConsoleContext, userId: string, field: string) =>
  refuse(context.people.has(userId) ? null : notAttendee(field));

const itemsOf = (context: ConsoleContext) => agendaOf(context.speeches, context.roles, "en");

/** The Toastmaster moves the agenda to an item. */
export const advance = (deps: ConsoleDeps, reader: Reader, ref: MeetingTarget, itemKey: string) =>
  write(deps, reader, ref, {
    role: toastmasterRefusal,
    apply: async (_tx, context) => {
      refuse(itemsOf(context).some((item) => item.key === itemKey) ? null : UNKNOWN_ITEM);
      return { currentItem: itemKey };
    },
  });

/** The Timer starts timing an item (one timer at a time per meeting). */
export const startTimer = (
  deps: ConsoleDeps,
  reader: Reader,
  ref: MeetingTarget,
  input: { itemKey: string; speakerId?: string },
) =>
  write(deps, reader, ref, {
    role: timerRefusal,
    apply: async (tx, context, _console, now) => {
      const item = itemsOf(context).find((each) => each.key === input.itemKey);
      const running = await consoleRepository.findRunningTiming(tx, ref);
      refuse(startRefusal(item, running !== undefined));
      if (!item?.lights) return undefined;
      let speakerId = item.personId;
      if (item.kind === "table-topics" && input.speakerId) {
        refuseUnlessPresent(context, input.speakerId, "speakerId");
        speakerId = input.speakerId;
      }
      const started = await consoleRepository.insertTiming(tx, {
        ...ref,
        itemKey: item.key,
        speakerId,
        greenAt: item.lights.green,
        yellowAt: item.lights.yellow,
        redAt: item.lights.red,
        startedAt: now,
      });
      // The partial unique index: a start that raced another's finds it running.
      refuse(started ? null : TIMER_RUNNING);
      return undefined;
    },
  });

/** Stops the running timing: its duration, light and whether it was within time; a speech is delivered. */
async function finishTiming(tx: Executor, ref: MeetingTarget, now: Date) {
  const running = await consoleRepository.findRunningTiming(tx, ref);
  if (!running) return false;
  const lights = { green: running.greenAt, yellow: running.yellowAt, red: running.redAt };
  const elapsed = elapsedSeconds(running.startedAt, now);
  await consoleRepository.stopTiming(tx, running.id, {
    stoppedAt: now,
    durationSeconds: elapsed,
    light: light(elapsed, lights),
    withinTime: withinTime(elapsed, lights),
  });
  const speech = /^speech:(\d+)$/.exec(running.itemKey);
  if (speech) await consoleRepository.markSpeechDelivered(tx, ref, Number(speech[1]), now);
  return true;
}

export const stopTimer = (deps: ConsoleDeps, reader: Reader, ref: MeetingTarget) =>
  write(deps, reader, ref, {
    role: timerRefusal,
    apply: async (tx, _context, _console, now) => {
      refuse(stopRefusal(await finishTiming(tx, ref, now)));
      return undefined;
    },
  });

/** The Ah-Counter counts one filler word of a speaker up or down (never below 0). */
export const countFiller = (
  deps: ConsoleDeps,
  reader: Reader,
  ref: MeetingTarget,
  input: { speakerId: string; word: string; delta: number },
) =>
  write(deps, reader, ref, {
    role: ahCounterRefusal,
    apply: async (tx, context, console) => {
      refuse(console.fillerWords.includes(input.word) ? null : UNKNOWN_WORD);
      refuseUnlessPresent(context, input.speakerId, "speakerId");
      await consoleRepository.addFiller(tx, { ...ref, ...input });
      return undefined;
    },
  });

/** The Ah-Counter sets the meeting's filler words (each once, whatever its case). */
export const setFillerWords = (
  deps: ConsoleDeps,
  reader: Reader,
  ref: MeetingTarget,
  words: string[],
) =>
  write(deps, reader, ref, {
    role: ahCounterRefusal,
    apply: async () => {
      const seen = new Set<string>();
      const fillerWords = words.filter((word) => {
        const key = word.toLocaleLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return { fillerWords };
    },
  });

/** The Grammarian's word of the day. */
export const setWordOfDay = (deps: ConsoleDeps, reader: Reader, ref: MeetingTarget, word: string) =>
  write(deps, reader, ref, { role: grammarianRefusal, apply: async () => ({ wordOfDay: word }) });

/** The Grammarian counts a use of the word of the day up or down (never below 0). */
export const countWordUse = (
  deps: ConsoleDeps,
  reader: Reader,
  ref: MeetingTarget,
  input: { userId: string; delta: number },
) =>
  write(deps, reader, ref, {
    role: grammarianRefusal,
    apply: async (tx, context) => {
      refuseUnlessPresent(context, input.userId, "userId");
      await consoleRepository.addWordUse(tx, { ...ref, ...input });
      return undefined;
    },
  });

/** A checked-in attendee's secret vote in one category: one each, changeable until revealed. */
export const vote = (
  deps: ConsoleDeps,
  reader: Reader,
  ref: MeetingTarget,
  input: { category: VoteCategory; candidateId: string },
) =>
  write(deps, reader, ref, {
    role: (standing, console) => voteRefusal(standing, console.votesRevealedAt !== null),
    apply: async (tx, context, _console, now) => {
      refuseUnlessPresent(context, input.candidateId, "candidateId");
      await consoleRepository.saveVote(tx, {
        ...ref,
        ...input,
        voterId: reader.user.id,
        castAt: now,
      });
      return undefined;
    },
  });

/** The Toastmaster reveals the winners (once). */
export const revealVotes = (deps: ConsoleDeps, reader: Reader, ref: MeetingTarget) =>
  write(deps, reader, ref, {
    role: (standing, console) => revealRefusal(standing, console.votesRevealedAt !== null),
    apply: async (_tx, _context, _console, now) => ({ votesRevealedAt: now }),
  });

/**
 * The Toastmaster closes the console (a running timer stops): nothing changes after, and every
 * member and the leader is sent the report (a notification and its email), once.
 */
export const closeConsole = (deps: ConsoleDeps, reader: Reader, ref: MeetingTarget) =>
  write(deps, reader, ref, {
    role: toastmasterRefusal,
    apply: async (tx, context, _console, now) => {
      await finishTiming(tx, ref, now);
      const { calendar, meeting } = context;
      const present = context.attendance.filter((row) => row.status !== "absent").length;
      const message = notification("meeting-report", {
        club: { id: ref.clubId, name: calendar.club.clubName },
        when: describeTime(meeting.startsAt, calendar.schedule.timeZone),
        summary: {
          in: (locale) =>
            consoleMessages.t(locale, "meetingConsole.report.summary", {
              speeches: context.speeches.length,
              present,
            }),
        },
        at: `${ref.clubId}/${ref.meetingKey}`,
      });
      for (const userId of await audienceOf(tx, context)) await notify(tx, userId, message);
      return { closedAt: now };
    },
  });
