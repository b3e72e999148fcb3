import {
  type Cohort,
  REPORT_DEFAULT_DAYS,
  REPORT_FIGURE_KEYS,
  REPORT_MAX_DAYS,
  type ReportFigures,
  type ReportQuery,
} from "../../../contract/reports.ts";
import type { SessionUser } from "../../auth/session.ts";
import { forbiddenBecause, invalidBecause, type Refusal } from "../../lib/refusal.ts";
import { type Leaders, leadsClub } from "../clubs/index.ts";
import { reportsMessages } from "./messages.ts";
import type { CohortRow, Coverage, Period } from "./types.ts";

const DAY_MS = 86_400_000;

const dateKey = (at: Date) => at.toISOString().slice(0, 10);
const dayOf = (key: string) => new Date(`${key}T00:00:00.000Z`);

/**
 * The period a query asks for, in UTC days: `from` to `to` inclusive; by default the last
 * REPORT_DEFAULT_DAYS days up to today. A period ending before it starts, or longer than
 * REPORT_MAX_DAYS, is refused.
 */
export function periodOf(
  query: Pick<ReportQuery, "from" | "to">,
  now: Date,
): { period: Period; from: string; to: string } | Refusal {
  const to = query.to ?? dateKey(now);
  const from =
    query.from ?? dateKey(new Date(dayOf(to).getTime() - (REPORT_DEFAULT_DAYS - 1) * DAY_MS));
  const start = dayOf(from);
  const end = new Date(dayOf(to).getTime() + DAY_MS);
  if (end <= start) return invalidBecause(reportsMessages.text("reports.periodReversed"), "from");
  if (end.getTime() - start.getTime() > REPORT_MAX_DAYS * DAY_MS) {
    return invalidBecause(
      reportsMessages.text("reports.periodTooLong", { days: REPORT_MAX_DAYS }),
      "from",
    );
  }
  return { period: { start, end, startKey: from, endKey: dateKey(end) }, from, to };
}

/** The days `[start, end)` (UTC midnights) as a period. */
export function daysOf(start: Date, end: Date): Period {
  return { start, end, startKey: dateKey(start), endKey: dateKey(end) };
}

/**
 * Where a period's figures come from (ADR 050): the summary's days `[firstDay, lastDay]` that the
 * period holds, never today or later (a day still changing), and the rest of it from the events.
 */
export function coverageOf(
  period: Period,
  summary: { firstDay: string; lastDay: string } | undefined,
  now: Date,
): Coverage {
  if (!summary) return { summary: null, live: [period] };
  const today = dayOf(dateKey(now)).getTime();
  const start = Math.max(period.start.getTime(), dayOf(summary.firstDay).getTime());
  const end = Math.min(period.end.getTime(), dayOf(summary.lastDay).getTime() + DAY_MS, today);
  if (end <= start) return { summary: null, live: [period] };
  const live: Period[] = [];
  if (period.start.getTime() < start) live.push(daysOf(period.start, new Date(start)));
  if (end < period.end.getTime()) live.push(daysOf(new Date(end), period.end));
  return { summary: daysOf(new Date(start), new Date(end)), live };
}

/**
 * The activity a period's cohorts can show (cohortOf): only a month whose first window (days
 * 30-59) is over at `now` shows a count, so only its people's days 30-119 are read: from 30 days
 * after the first month's start to 120 days after the last such joiner (a day's margin each side).
 * None when no month of the period is that old yet.
 */
export function cohortActivityWindow(period: Period, now: Date): { start: Date; end: Date } | null {
  const first = Date.UTC(period.start.getUTCFullYear(), period.start.getUTCMonth(), 1);
  const back = new Date(now.getTime() - 60 * DAY_MS);
  const knownEnd = Date.UTC(back.getUTCFullYear(), back.getUTCMonth(), 1);
  const joinedBefore = Math.min(period.end.getTime(), knownEnd);
  if (joinedBefore <= first) return null;
  return {
    start: new Date(first + 29 * DAY_MS),
    end: new Date(joinedBefore + 121 * DAY_MS),
  };
}

export const isRefusal = (value: object): value is Refusal => "code" in value && "message" in value;

/** A club's figures are its leaders' (leader and co-leaders) and the admins'; anyone else: 403. */
export function clubReportRefusal(
  reader: Pick<SessionUser, "id" | "isAdmin">,
  club: Leaders,
): Refusal | null {
  return reader.isAdmin || leadsClub(reader.id, club)
    ? null
    : forbiddenBecause(reportsMessages.text("reports.leaderOnly"));
}

/** Every figure at zero (a club or region with nothing in the period). */
export function emptyFigures(): ReportFigures {
  const figures = Object.fromEntries(REPORT_FIGURE_KEYS.map((key) => [key, 0])) as ReportFigures;
  return {
    ...figures,
    decisionMedianSeconds: null,
    decisionP90Seconds: null,
    verificationMedianSeconds: null,
    verificationP90Seconds: null,
    attendanceRate: null,
  };
}

/**
 * One set of figures from the groups' rows (each a part of the figures, or none): missing parts
 * stay at zero; durations as plain numbers; the attendance rate is present over marked.
 */
export function figuresOf(parts: readonly (Partial<Record<string, unknown>> | undefined)[]) {
  const figures = emptyFigures();
  for (const part of parts) {
    for (const key of REPORT_FIGURE_KEYS) {
      const value = part?.[key];
      if (value !== undefined && value !== null) Object.assign(figures, { [key]: Number(value) });
    }
  }
  figures.attendanceRate =
    figures.attendanceMarked === 0 ? null : figures.attendancePresent / figures.attendanceMarked;
  return figures;
}

/**
 * A cohort's retention as known at `now`: a count for "after N days" once every member of the
 * month has had days N to N+29 (the month's last day + N + 30 <= now); until then null.
 */
export function cohortOf(row: CohortRow, now: Date): Cohort {
  const [year, month] = row.month.split("-").map(Number) as [number, number];
  const monthEnd = Date.UTC(year, month, 1);
  const known = (days: number, count: number) =>
    monthEnd + (days + 30) * DAY_MS <= now.getTime() ? count : null;
  return {
    month: row.month,
    joined: row.joined,
    active30: known(30, row.active30),
    active60: known(60, row.active60),
    active90: known(90, row.active90),
  };
}
