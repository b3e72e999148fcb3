import { clubRegionOf } from "../../../contract/regions.ts";
import {
  type ClubReport,
  type HealthFlag,
  type ProgrammeReport,
  REPORT_FIGURE_KEYS,
  REPORT_MEETING_HORIZON_DAYS,
  REPORT_QUIET_DAYS,
  type ReportClub,
  type ReportCsvName,
  type ReportFigures,
  type ReportQuery,
} from "../../../contract/reports.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { toCsv } from "../../lib/csv.ts";
import { notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import {
  clubReportRefusal,
  cohortActivityWindow,
  cohortOf,
  coverageOf,
  daysOf,
  figuresOf,
  isRefusal,
  periodOf,
} from "./policy.ts";
import type { ReportCache } from "./report-cache.ts";
import * as reportRepository from "./repository.ts";
import type { GroupedRow, Period, Scope } from "./types.ts";

const DAY_MS = 86_400_000;

/** What a report needs besides the query: the time, and when a submission escalates. */
export interface ReportContext {
  now: Date;
  escalateAfterDays: number;
}

const clubOf = (row: reportRepository.ClubRow): ReportClub => ({
  clubId: row.clubId,
  clubName: row.clubName,
  clubSlug: row.clubSlug,
  region: clubRegionOf(row),
});

/**
 * Every group of figures for the scope (two queries), each grouped by club, region and all: the
 * clubs' figures from the summary's days and the events of the rest (ADR 050), the people's from
 * the events.
 */
async function figureGroups(db: Executor, scope: Scope, period: Period, now: Date) {
  const summary = await reportRepository.summaryState(db);
  const cover = coverageOf(period, summary, now);
  const groups = await Promise.all([
    reportRepository.clubFigures(db, scope, cover),
    reportRepository.peopleFigures(db, scope, period),
  ]);
  const pick = (test: (row: GroupedRow<object>) => boolean) =>
    figuresOf(groups.map((rows) => (rows as GroupedRow<object>[]).find(test)));
  return {
    summarisedAt: cover.summary === null ? null : (summary?.updatedAt.toISOString() ?? null),
    all: () => pick((row) => row.level === "all"),
    region: (region: string) => pick((row) => row.level === "region" && row.region === region),
    club: (clubId: number) => pick((row) => row.level === "club" && row.clubId === clubId),
  };
}

async function flagsOf(
  db: Executor,
  scope: Scope,
  clubs: readonly ReportClub[],
  context: ReportContext,
): Promise<HealthFlag[]> {
  const today = new Date(context.now.toISOString().slice(0, 10));
  const rows = await reportRepository.flags(db, scope, {
    quietSince: new Date(context.now.getTime() - REPORT_QUIET_DAYS * DAY_MS),
    waitingBefore: new Date(context.now.getTime() - context.escalateAfterDays * DAY_MS),
    todayKey: today.toISOString().slice(0, 10),
    horizonKey: new Date(today.getTime() + REPORT_MEETING_HORIZON_DAYS * DAY_MS)
      .toISOString()
      .slice(0, 10),
    weeks: Math.ceil(REPORT_MEETING_HORIZON_DAYS / 7),
  });
  const byId = new Map(clubs.map((club) => [club.clubId, club]));
  return rows.flatMap((row) => {
    const club = byId.get(row.clubId);
    if (!club) return [];
    const flag = (kind: HealthFlag["kind"], count: number | null = null): HealthFlag => ({
      ...club,
      kind,
      leaderName: row.leaderName,
      count,
    });
    return [
      ...(row.nothingVerified ? [flag("nothing-verified")] : []),
      ...(row.waiting > 0 ? [flag("waiting-past-escalation", row.waiting)] : []),
      ...(row.noMeetings ? [flag("no-meetings")] : []),
    ];
  });
}

function periodOrRefuse(query: ReportQuery, now: Date) {
  const asked = periodOf(query, now);
  if (isRefusal(asked)) {
    refuse(asked);
    throw new Error("unreachable");
  }
  return asked;
}

/**
 * The programme's report (admins): every club's figures, each region's and the whole programme's
 * (people in no club included), cohorts and flags; `region` narrows the clubs, regions, cohorts
 * and flags to one region, while `programme` stays the whole programme's for comparison.
 */
export async function programmeReport(
  db: Database,
  context: ReportContext,
  query: ReportQuery,
  cache?: ReportCache<ProgrammeReport>,
): Promise<ProgrammeReport> {
  const { period, from, to } = periodOrRefuse(query, context.now);
  const work = () =>
    db.transaction(async (tx) => {
      await reportRepository.tuneForReport(tx);
      return programmeReportIn(tx, context, query, { period, from, to });
    });
  if (!cache) return work();
  return cache.read(`${from} ${to} ${query.region ?? ""}`, context.now.getTime(), work);
}

async function programmeReportIn(
  db: Executor,
  context: ReportContext,
  query: ReportQuery,
  { period, from, to }: { period: Period; from: string; to: string },
): Promise<ProgrammeReport> {
  const clubs = (await reportRepository.listClubs(db)).map(clubOf);
  const scope = { clubs, everyone: true };
  const region = query.region ?? null;
  const shown = region === null ? clubs : clubs.filter((club) => club.region === region);
  const shownScope = region === null ? scope : { clubs: shown, everyone: false };
  const figures = await figureGroups(db, scope, period, context.now);
  const regionsAvailable = [...new Set(clubs.map((club) => club.region))].sort();
  return {
    from,
    to,
    escalateAfterDays: context.escalateAfterDays,
    summarisedAt: figures.summarisedAt,
    computedAt: context.now.toISOString(),
    region,
    regionsAvailable,
    programme: figures.all(),
    regions: regionsAvailable
      .filter((name) => region === null || name === region)
      .map((name) => ({ region: name, figures: figures.region(name) })),
    clubs: shown.map((club) => ({ ...club, figures: figures.club(club.clubId) })),
    cohorts: (
      await reportRepository.cohorts(
        db,
        shownScope,
        period,
        cohortActivityWindow(period, context.now),
      )
    ).map((row) => cohortOf(row, context.now)),
    flags: await flagsOf(db, shownScope, shown, context),
  };
}

/** One club's report: its leader's, or an admin's (403 for anyone else, 404 for no club). */
export async function clubReport(
  db: Executor,
  context: ReportContext,
  reader: SessionUser,
  clubId: number,
  query: ReportQuery,
): Promise<ClubReport> {
  const found = await reportRepository.findClubLeader(db, clubId);
  if (!found) throw notFound("Club");
  refuse(clubReportRefusal(reader, found));
  const { period, from, to } = periodOrRefuse(query, context.now);
  const [row] = await reportRepository.listClubs(db, clubId);
  if (!row) throw notFound("Club");
  const club = clubOf(row);
  const scope = { clubs: [club], everyone: false };
  const figures = await figureGroups(db, scope, period, context.now);
  return {
    from,
    to,
    escalateAfterDays: context.escalateAfterDays,
    summarisedAt: figures.summarisedAt,
    club,
    figures: figures.club(club.clubId),
    cohorts: (
      await reportRepository.cohorts(db, scope, period, cohortActivityWindow(period, context.now))
    ).map((cohort) => cohortOf(cohort, context.now)),
    flags: await flagsOf(db, scope, [club], context),
  };
}

/** The CSV column of each figure: its name in snake case (`activeMembers` -> `active_members`). */
const FIGURE_COLUMNS = REPORT_FIGURE_KEYS.map((key) =>
  key.replace(/[A-Z0-9]+/g, (part) => `_${part.toLowerCase()}`),
);
const figureCells = (figures: ReportFigures) => REPORT_FIGURE_KEYS.map((key) => figures[key]);

/** A report as CSV (csv-stringify: every field quoted, formulas escaped): its file name too. */
export function reportCsv(
  report: ProgrammeReport,
  name: ReportCsvName,
): { csv: string; fileName: string } {
  const period = ["from", "to"];
  const csv =
    name === "clubs"
      ? toCsv(
          [...period, "club_id", "club", "region", ...FIGURE_COLUMNS],
          report.clubs.map((club) => [
            report.from,
            report.to,
            club.clubId,
            club.clubName,
            club.region,
            ...figureCells(club.figures),
          ]),
        )
      : name === "regions"
        ? toCsv(
            [...period, "region", ...FIGURE_COLUMNS],
            [
              ...report.regions.map((row) => [
                report.from,
                report.to,
                row.region,
                ...figureCells(row.figures),
              ]),
              ...(report.region === null
                ? [[report.from, report.to, "programme", ...figureCells(report.programme)]]
                : []),
            ],
          )
        : toCsv(
            [
              "month",
              "joined",
              "active_after_30_days",
              "active_after_60_days",
              "active_after_90_days",
            ],
            report.cohorts.map((cohort) => [
              cohort.month,
              cohort.joined,
              cohort.active30,
              cohort.active60,
              cohort.active90,
            ]),
          );
  const region = report.region === null ? "" : `-${report.region.replace(/[^a-z0-9-]/g, "_")}`;
  return { csv, fileName: `report-${name}${region}-${report.from}-${report.to}.csv` };
}

/** The summary reaches back this many days: any report's period, and the cohorts' windows. */
export const SUMMARY_DAYS = 1_100 + 120;
/** Days a sweep writes again each time: what a late correction most likely changes. */
export const SUMMARY_RECENT_DAYS = 14;
/** Days written in one transaction (each statement well inside the statement timeout). */
const SUMMARY_CHUNK_DAYS = 14;

/**
 * The reports' sweep (ADR 050): writes the summary of every complete day not yet summarised, and
 * again the last SUMMARY_RECENT_DAYS days (an attendance corrected, a role marked held after the
 * meeting); once a day, every day it covers (an account deleted takes its past with it). Today is
 * never summarised: the reports compute it from the events. `full`: every day now (history
 * loaded in bulk). Answers the days written.
 */
export async function summariseReports(
  db: Database,
  now: Date,
  { full: fullAsked = false }: { full?: boolean } = {},
): Promise<number> {
  const today = new Date(now.toISOString().slice(0, 10)).getTime();
  const state = await reportRepository.summaryState(db);
  const full = fullAsked || !state || now.getTime() - state.fullAt.getTime() >= DAY_MS;
  const firstDay = full
    ? new Date(today - SUMMARY_DAYS * DAY_MS).toISOString().slice(0, 10)
    : state.firstDay;
  const first = new Date(firstDay).getTime();
  // A whole pass starts at the first event (no rows to write before it).
  const earliest = full ? await reportRepository.firstEventDay(db) : null;
  const from = full
    ? Math.max(first, earliest === null ? today : new Date(earliest).getTime())
    : Math.max(
        first,
        Math.min(new Date(state.lastDay).getTime() + DAY_MS, today - SUMMARY_RECENT_DAYS * DAY_MS),
      );
  if (full) await reportRepository.forgetDaysBefore(db, new Date(from).toISOString().slice(0, 10));
  for (let start = from; start < today; start += SUMMARY_CHUNK_DAYS * DAY_MS) {
    const end = Math.min(start + SUMMARY_CHUNK_DAYS * DAY_MS, today);
    await db.transaction((tx) =>
      reportRepository.summariseDays(tx, daysOf(new Date(start), new Date(end))),
    );
  }
  if (full) await reportRepository.analyseSummary(db);
  if (today <= first) return 0;
  await reportRepository.saveSummaryState(db, {
    firstDay,
    lastDay: new Date(today - DAY_MS).toISOString().slice(0, 10),
    fullAt: full ? now : state.fullAt,
    updatedAt: now,
  });
  return Math.max(0, (today - from) / DAY_MS);
}
