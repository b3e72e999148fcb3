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
