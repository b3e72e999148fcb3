import { and, arrayContains, asc, eq, like, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { clubs } from "../../db/schema/index.ts";
import { clubColumns, notArchived } from "./repository.ts";

// The club search (ADR 019, 023): which plan a combination of filters gets (read through the filters'
// indexes, or walk the primary key), the planner's estimates that decide it, and one prepared
// statement per combination and plan. The rest of the clubs' SQL is in repository.ts.

export interface ClubFilters {
  location?: string;
  day?: string;
  meetingTime?: string;
  clubType?: string;
  meetingFormat?: string;
}

/** `%`, `_` and `\` typed by a person are literal characters, not LIKE wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A filter's value as the query carries it: `%…%` for the location, a one-day array for days. */
function boundValues(filters: ClubFilters) {
  return {
    location: filters.location ? `%${escapeLike(filters.location)}%` : undefined,
    days: filters.day ? [filters.day] : undefined,
    meetingTime: filters.meetingTime,
    clubType: filters.clubType,
    meetingFormat: filters.meetingFormat,
  };
}

type BoundValues = ReturnType<typeof boundValues>;

/**
 * The given filters' conditions, each value either inline (for the planner's estimate) or as a
 * placeholder of the prepared statement of this combination of filters. `viaIndexes: false` hides
 * the columns from their indexes (`column || ''` matches the same rows): the dense plan's
 * statement then has only the primary key's order left, even as a generic plan.
 */
function conditionsOf(values: BoundValues, inline: boolean, viaIndexes = true): SQL | undefined {
  const value = <Key extends keyof BoundValues>(key: Key) =>
    inline ? (values[key] as NonNullable<BoundValues[Key]>) : sql.placeholder(key);
  const column = (text: SQLWrapper): SQL => (viaIndexes ? sql`${text}` : sql`(${text} || '')`);
  const conditions: SQL[] = [];
  // Case-insensitive: the stored lower-case location against the pattern lowered the same way,
  // by PostgreSQL (the database's own case rules). In a statement the pattern is lowered once, in
  // a subquery: a bare `lower($location)` is computed again for every row a generic plan reads
  // (half the search's time on 1,000 clubs).
  if (values.location) {
    const lowered = inline
      ? sql`lower(${value("location")})`
      : sql`(select lower(${value("location")}))`;
    conditions.push(like(column(clubs.locationFolded), lowered));
  }
  if (values.days) conditions.push(arrayContains(clubs.meetingDays, value("days")));
  if (values.meetingTime) conditions.push(eq(column(clubs.meetingTime), value("meetingTime")));
  if (values.clubType) conditions.push(eq(column(clubs.clubType), value("clubType")));
  if (values.meetingFormat) {
    conditions.push(eq(column(clubs.meetingFormat), value("meetingFormat")));
  }
  return and(...conditions);
}

/**
 * Below this many matches (as the planner estimates them), a page is read through the filters'
 * indexes (trigram, equality filters) and sorted; above, walking the primary key in id order finds
 * 20 matches after a few hundred rows. Left to itself, PostgreSQL also walks the primary key for a
 * combination of filters that matches a few hundred of 100,000 clubs: tens of milliseconds.
 */
const SPARSE_MATCHES = 1_000;

/**
 * The planner's estimates, by filter combination: a search decides its plan from one, and the
 * same searches come again and again (a city, a day). An estimate only steers speed, never which
 * clubs match, so one a few minutes old is good enough; the cache is small and bounded.
 */
const ESTIMATE_TTL_MS = 5 * 60_000;
const MAX_CACHED_ESTIMATES = 1_000;
const estimates = new Map<string, { rows: number; until: number }>();

async function estimatedMatches(db: Executor, values: BoundValues): Promise<number> {
  const key = JSON.stringify(values);
  const now = Date.now();
  const cached = estimates.get(key);
  if (cached && cached.until > now) return cached.rows;
  const where = conditionsOf(values, true);
  const result = await db.execute(
    sql`explain (format json) select 1 from ${clubs}${where ? sql` where ${where}` : sql``}`,
  );
  const cell = (result.rows[0] as Record<string, unknown> | undefined)?.["QUERY PLAN"];
  const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as
    | [{ Plan?: { "Plan Rows"?: number } }]
    | undefined;
  const rows = plan?.[0]?.Plan?.["Plan Rows"] ?? Number.POSITIVE_INFINITY;
  if (estimates.size >= MAX_CACHED_ESTIMATES) estimates.clear();
  estimates.set(key, { rows, until: now + ESTIMATE_TTL_MS });
  return rows;
}

/**
 * The search's query for this combination of filters and plan, values as placeholders (the
 * filters', `limit`, `offset`). The same for everyone: how the searcher stands with each club is
 * read apart (`standingsOf`). Exported for the test that reads its plans.
 */
export function buildClubSearch(db: Database, filters: ClubFilters, sparse: boolean) {
  const values = boundValues(filters);
  return (
    db
      .select({ ...clubColumns, leaderId: clubs.leaderId })
      .from(clubs)
      .where(and(notArchived, conditionsOf(values, false, sparse)))
      // `id + 0` sorts the same but keeps the planner off the primary key's order.
      .orderBy(sparse ? sql`${clubs.id} + 0` : asc(clubs.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
  );
}

/**
 * The search's statements, one per combination of filters and plan (at most 64), each prepared
 * once per database: planning the search cost as much as running it. After five runs PostgreSQL
 * may keep a generic plan, blind to the values: the dense statement's conditions cannot use an
 * index, so that plan still walks the primary key (with an index it read every match of a
 * common location and sorted them: 1.7 s at p99 on 100,000 clubs). The sparse statement's
 * location condition (`location_folded LIKE lower($location)`) reads the trigram index in its
 * generic plan too (`ILIKE $location` did not: it read every club).
 */
const searchStatements = preparedPerDatabase(
  () => new Map<string, ReturnType<ReturnType<typeof buildClubSearch>["prepare"]>>(),
);

function searchStatement(db: Database, filters: ClubFilters, sparse: boolean) {
  const values = boundValues(filters);
  const given = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  const name = `club_search_${sparse ? "sparse" : "dense"}_${given.join("_") || "all"}`;
  const statements = searchStatements(db);
  let statement = statements.get(name);
  if (!statement) {
    statement = buildClubSearch(db, filters, sparse).prepare(name);
    statements.set(name, statement);
  }
  return statement;
}

/** One page of matching clubs in id order. */
export async function searchClubs(
  db: Database,
  filters: ClubFilters,
  limit: number,
  offset: number,
) {
  const values = boundValues(filters);
  const anyFilter = Object.values(values).some((value) => value !== undefined);
  const sparse = anyFilter && (await estimatedMatches(db, values)) < SPARSE_MATCHES;
  return searchStatement(db, filters, sparse).execute({ ...values, limit, offset });
}

export type ClubSearchRow = Awaited<ReturnType<typeof searchClubs>>[number];
