/** The shapes the reports' repository, policy and service share (issue 39, ADR 045). */

/** The clubs a report covers, each with its region; `everyone`: people in no club count too. */
export interface Scope {
  clubs: readonly { clubId: number; region: string }[];
  everyone: boolean;
}

/** The period: timestamps `[start, end)` and the same as dates (`YYYY-MM-DD`) for meeting keys. */
export interface Period {
  start: Date;
  end: Date;
  startKey: string;
  endKey: string;
}

/**
 * Where a period's figures come from (ADR 050): the days the summary covers (`summary`, UTC-day
 * bounds, or none) and the rest of the period, computed from the events (`live`, up to two ranges:
 * before the summary's first day and after its last, today included).
 */
export interface Coverage {
  summary: Period | null;
  live: readonly Period[];
}

/** One grouped row: a club's (`clubId`), a region's (`region` only) or the scope's (neither). */
export type GroupedRow<Figures> = Figures & {
  level: "club" | "region" | "all";
  clubId: number | null;
  region: string | null;
};

export interface CohortRow {
  month: string;
  joined: number;
  active30: number;
  active60: number;
  active90: number;
}
