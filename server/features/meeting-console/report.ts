import type { Locale } from "../../../contract/locales.ts";
import type { MeetingReport } from "../../../contract/meeting-console.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { refuse } from "../../lib/refusal.ts";
import { agendaOf } from "./agenda.ts";
import { reportRefusal, winnersOf } from "./policy.ts";
import * as consoleRepository from "./repository.ts";
import { contextOf, finishedTimings, type MeetingTarget } from "./state.ts";

/**
 * The meeting report (the club's leader and members): attendance, speeches with their times,
 * lights and evaluations, the Ah-Counter's totals, the word of the day, the vote winners once
 * revealed. Reading it writes nothing (a meeting without a console has an empty one).
 */
export async function meetingReport(
  db: Database,
  user: SessionUser,
  ref: MeetingTarget,
  locale: Locale,
): Promise<MeetingReport> {
  const context = await contextOf(db, user.id, ref);
  refuse(reportRefusal(context.standing, context.calendar.club.clubName));
  const console = await consoleRepository.findConsole(db, ref);
  const items = agendaOf(context.speeches, context.roles, locale);
  const timings = finishedTimings(await consoleRepository.listTimings(db, ref), items);
  const evaluated = await consoleRepository.evaluatedSlots(db, ref);
  const names = await consoleRepository.namesOf(
    db,
    context.attendance.map((row) => row.userId),
  );
  const fillerTotals = new Map<string, { name: string; total: number }>();
  for (const filler of await consoleRepository.listFillers(db, ref)) {
    const entry = fillerTotals.get(filler.speakerId) ?? { name: filler.speakerName, total: 0 };
    entry.total += filler.count;
    fillerTotals.set(filler.speakerId, entry);
  }
  const winners: Record<string, string[]> = {};
  if (console?.votesRevealedAt) {
    const tally = await consoleRepository.countVotes(db, ref);
    for (const category of new Set(tally.map((row) => row.category))) {
      winners[category] = winnersOf(tally.filter((row) => row.category === category)).map(
        (row) => row.name,
      );
    }
  }
  return {
    clubName: context.calendar.club.clubName,
    meetingKey: ref.meetingKey,
    startsAt: context.meeting.startsAt.toISOString(),
    closedAt: console?.closedAt?.toISOString() ?? null,
    attendance: context.attendance
      .map((row) => ({ name: names.get(row.userId) ?? "", status: row.status }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    speeches: context.speeches.map((speech, index) => {
      const timing = timings.findLast((each) => each.itemKey === `speech:${speech.slotId}`);
      const evaluator = context.roles.find(
        (role) => role.kind === "evaluator" && role.seat === index + 1,
      );
      return {
        speakerName: speech.name,
        evaluatorName: evaluator?.name ?? null,
        durationSeconds: timing?.durationSeconds ?? null,
        light: timing?.light ?? null,
        withinTime: timing?.withinTime ?? null,
        evaluated: evaluated.has(speech.slotId),
      };
    }),
    timings,
    fillerTotals: [...fillerTotals.values()],
    wordOfDay: console?.wordOfDay ?? null,
    wordUses: (await consoleRepository.listWordUses(db, ref)).map(({ name, count }) => ({
      name,
      count,
    })),
    winners,
    evaluationsGiven: evaluated.size,
  };
}
