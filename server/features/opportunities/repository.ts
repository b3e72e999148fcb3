import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import {
  MATCHING_OPPORTUNITIES_MAX,
  type OpportunityStatus,
} from "../../../contract/opportunities.ts";
import type { Database, Executor } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import {
  meetingSlots,
  missionCompletions,
  missions,
  opportunities,
  opportunityApplications,
  partners,
  users,
} from "../../db/schema/index.ts";

// The opportunities' SQL (issue 37): posting, the board and its full-text search, the posters'
// and admins' lists, review, closing (by hand and at the deadline), and the member's verified
// record that the asks are checked against.

export const opportunityColumns = {
  id: opportunities.id,
  partnerId: opportunities.partnerId,
  postedBy: opportunities.postedBy,
  kind: opportunities.kind,
  title: opportunities.title,
  description: opportunities.description,
  journeyIds: opportunities.journeyIds,
  region: opportunities.region,
  location: opportunities.location,
  remote: opportunities.remote,
  compensation: opportunities.compensation,
  compensationMin: opportunities.compensationMin,
  compensationMax: opportunities.compensationMax,
  currency: opportunities.currency,
  deadline: opportunities.deadline,
  asks: opportunities.asks,
  status: opportunities.status,
  reviewNote: opportunities.reviewNote,
  publishedAt: opportunities.publishedAt,
  createdAt: opportunities.createdAt,
};

export type NewOpportunity = typeof opportunities.$inferInsert;

export async function insertOpportunity(db: Executor, values: NewOpportunity) {
  const [row] = await db.insert(opportunities).values(values).returning(opportunityColumns);
  if (!row) throw new Error("insert into opportunities returned no row");
  return row;
}

export async function findOpportunity(db: Executor, opportunityId: number) {
  const [row] = await db
    .select(opportunityColumns)
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId));
  return row;
}

/** The board's filters as the search gives them (every one optional). */
export interface BoardFilters {
  q?: string;
  kind?: string;
  journeyId?: number;
  remote?: boolean;
  region?: string;
}

/** A value in the board's SQL: given, or the placeholder a prepared search fills in. */
type Bound<T> = T | Placeholder;
type BoundFilters = { [Filter in keyof BoardFilters]?: Bound<NonNullable<BoardFilters[Filter]>> };

/**
 * The websearch query of `q` ('simple': words as typed, no stemming, any script), as a subquery:
 * PostgreSQL works it out once per statement. Written as a call, a prepared statement's generic
 * plan parsed `q` again for every match it checked and ranked (ADR 060).
 */
const queryOf = (q: Bound<string>) => sql`(select websearch_to_tsquery('simple', ${q}))`;

/**
 * The board's conditions: published, before its deadline (also before the closing job ran), and
 * the filters. A journey filter finds the opportunities tagged with it and the untagged ones
 * (those suit every journey).
 */
function boardConditions(filters: BoundFilters, now: Bound<Date>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    // Written out, not a parameter: a prepared statement's generic plan may then read the
    // partial index of published opportunities (`opportunities_published_idx`).
    sql`${opportunities.status} = 'published'`,
    gt(opportunities.deadline, now),
  ];
  if (filters.q !== undefined) {
    conditions.push(sql`${opportunities.search} @@ ${queryOf(filters.q)}`);
  }
  if (filters.kind !== undefined) conditions.push(eq(opportunities.kind, filters.kind as never));
  if (filters.region !== undefined) {
    conditions.push(eq(opportunities.region, filters.region as never));
  }
  if (filters.remote !== undefined) conditions.push(eq(opportunities.remote, filters.remote));
  if (filters.journeyId !== undefined) {
    conditions.push(
      or(
        sql`${opportunities.journeyIds} @> array[${filters.journeyId}]::int[]`,
        sql`cardinality(${opportunities.journeyIds}) = 0`,
      ),
    );
  }
  return and(...conditions);
}

/**
 * One page of the board: with words, the best matches first (`ts_rank`, title above
 * description), then the newest; without, the newest first. One statement answers the page, how
 * many match in all (`total`, a window over every match before the page is cut), each row's
 * partner (name and logo version) and, for a signed-in `viewerId`, their application to it (one
 * at most: `opportunity_applications_key`) and their verified record (the same on every row).
 *
 * The matches are ranked, counted and cut to the page as ids first (`page`), and only the page's
 * rows are read in full and joined: ranking every match with its whole row, partner and
 * application made a common word's search grow with its matches (ADR 060).
 * Exported for the test that reads its plan (the GIN index `opportunities_search_idx`).
 */
export function buildBoardSearch(
  db: Executor,
  filters: BoundFilters,
  now: Bound<Date>,
  limit: Bound<number>,
  offset: Bound<number>,
  viewerId: Bound<string> | null = null,
) {
  return readPage(db, rankedPage(db, filters, now, limit, offset), viewerId);
}

/** The board's page as ids, ranked, counted and cut (see `buildBoardSearch`). */
function rankedPage(
  db: Executor,
  filters: BoundFilters,
  now: Bound<Date>,
  limit: Bound<number>,
  offset: Bound<number>,
) {
  const rank =
    filters.q !== undefined
      ? sql<number>`ts_rank(${opportunities.search}, ${queryOf(filters.q)})`
      : sql<number>`0::real`;
  return db.$with("page").as(
    db
      .select({
        id: opportunities.id,
        rank: rank.as("board_rank"),
        publishedAt: sql<Date>`${opportunities.publishedAt}`.as("board_published_at"),
        total: sql<number>`(count(*) over ())::int`.as("board_total"),
      })
      .from(opportunities)
      .where(boardConditions(filters, now))
      // By the rank's name: written again, the query's placeholder would rank every match twice.
      .orderBy(
        desc(sql.identifier("board_rank")),
        desc(opportunities.publishedAt),
        desc(opportunities.id),
      )
      .limit(limit)
      .offset(offset),
  );
}

/**
 * Whether the member of `record` meets every ask of `asks` (a jsonb array), in SQL: the same
 * rule as the policy's `meetsAsk`, which the dashboard's test holds it to. A mission ask is met
 * by that mission verified on its journey's path, or on the shared path (a mission without a
 * journey: Missions 1 and 2); a speeches ask by as many delivered speeches.
 */
function meetsEveryAsk(asks: SQL, record: ReturnType<typeof recordColumns>) {
  return sql`not exists (select 1 from jsonb_array_elements(${asks}) ask where not (
    case when ask->>'kind' = 'speeches' then ${record.recordSpeeches} >= (ask->>'count')::int
    else exists (select 1 from json_array_elements(${record.recordVerified}) verified
      where (verified->>'number')::int = (ask->>'missionNumber')::int
        and coalesce((verified->>'journeyId')::int, (ask->>'journeyId')::int)
          = (ask->>'journeyId')::int)
    end))`;
}

/**
 * A whole number written into the SQL, not sent as a parameter: a limit the planner knows.
 * Drizzle's `limit` takes a number or a placeholder, and renders SQL given in their place.
 */
const inline = (count: number) => {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`not a count: ${count}`);
  return sql.raw(String(count)) as unknown as number;
};

/**
 * The dashboard's "Opportunities for you" in one statement: of the `candidates` newest on the
 * board that suit the member's journey (tagged with it, or untagged), the `limit` newest whose
 * asks they meet, read in full as the board reads its page. The asks are checked in the
 * database, so only the page's rows are read in full and sent: checking a hundred whole rows in
 * the app made it grow with the board (issue 40).
 */
export function buildMatching(
  db: Executor,
  viewerId: Bound<string>,
  now: Bound<Date>,
  candidates: number,
  limit: number,
) {
  const record = recordColumns(viewerId);
  const suited = db
    .select({
      id: opportunities.id,
      asks: opportunities.asks,
      publishedAt: opportunities.publishedAt,
    })
    .from(opportunities)
    .where(
      and(
        sql`${opportunities.status} = 'published'`,
        // Before its deadline, in `coalesce`: PostgreSQL then guesses the same share of the board
        // whether it plans for the time given or for any (a prepared statement's generic plan),
        // and keeps the generic plan instead of planning each run again (issue 40).
        sql`coalesce(${opportunities.deadline} > ${now}, false)`,
        // A member without a journey: array[null] is contained in no array. In `coalesce`,
        // PostgreSQL guesses that half the opportunities suit, not one in a hundred or so: the
        // plan then reads the newest through their index until it has enough, instead of every
        // one on the board and sorting them (at full size: 0.1 ms instead of 5, issue 40).
        sql`coalesce(cardinality(${opportunities.journeyIds}) = 0
          or ${opportunities.journeyIds} @> array[${record.recordJourneyId}]::int[], false)`,
      ),
    )
    .orderBy(desc(opportunities.publishedAt), desc(opportunities.id))
    .limit(inline(candidates))
    .as("suited");
  const page = db.$with("page").as(
    db
      .select({
        id: suited.id,
        rank: sql<number>`0::real`.as("board_rank"),
        publishedAt: sql<Date>`${suited.publishedAt}`.as("board_published_at"),
        total: sql<number>`0`.as("board_total"),
      })
      .from(suited)
      .where(meetsEveryAsk(sql`${suited.asks}`, record))
      .orderBy(desc(suited.publishedAt), desc(suited.id))
      .limit(inline(limit)),
  );
  return readPage(db, page, viewerId);
}

/** The dashboard checks the asks of this many of the newest that suit the member's journey. */
const MATCH_CANDIDATES = 100;

/** `buildMatching` for the dashboard, prepared once per database (ADR 055). */
const preparedMatching = preparedPerDatabase((db) =>
  buildMatching(
    db,
    sql.placeholder("viewerId"),
    sql.placeholder("now"),
    MATCH_CANDIDATES,
    MATCHING_OPPORTUNITIES_MAX,
  ).prepare("opportunities_matching"),
);

/** The member's matches for the dashboard (`buildMatching`), newest first. */
export function matchingPage(db: Database, viewerId: string, now: Date) {
  return preparedMatching(db).execute({ viewerId, now });
}

/** A row of a page read in full (`readPage`: the board's search, the dashboard's matches). */
export type PageRow = Awaited<ReturnType<typeof readPage>>[number];

/** The ids of a page with what orders them (`buildBoardSearch`'s and `buildMatching`'s). */
type BoardPage = ReturnType<typeof rankedPage>;

/**
 * A page of ids read in full: each row with its partner (name and logo version) and, for a
 * signed-in `viewerId`, their application to it (one at most: `opportunity_applications_key`)
 * and their verified record (the same on every row); in the page's order.
 */
function readPage(db: Executor, page: BoardPage, viewerId: Bound<string> | null) {
  return db
    .with(page)
    .select({
      ...opportunityColumns,
      total: page.total,
      partnerName: partners.name,
      partnerLogoVersion: partners.logoVersion,
      applicationId: opportunityApplications.id,
      applicationStatus: opportunityApplications.status,
      ...recordColumns(viewerId),
    })
    .from(page)
    .innerJoin(opportunities, eq(opportunities.id, page.id))
    .leftJoin(partners, eq(partners.id, opportunities.partnerId))
    .leftJoin(
      opportunityApplications,
      and(
        eq(opportunityApplications.opportunityId, opportunities.id),
        // No viewer: no application matches (a visitor has none).
        viewerId === null ? sql`false` : eq(opportunityApplications.userId, viewerId),
      ),
    )
    .orderBy(desc(page.rank), desc(page.publishedAt), desc(page.id));
}

/** The filters given, and whether there is a viewer: what a prepared search is made for. */
const FILTERS = ["q", "kind", "journeyId", "remote", "region"] as const;

function prepareBoardSearch(db: Database, shape: string) {
  const placeholders: BoundFilters = {};
  for (const [index, filter] of FILTERS.entries()) {
    if (shape[index] === "1") Object.assign(placeholders, { [filter]: sql.placeholder(filter) });
  }
  const viewer = shape[FILTERS.length] === "1" ? sql.placeholder("viewerId") : null;
  return buildBoardSearch(
    db,
    placeholders,
    sql.placeholder("now"),
    sql.placeholder("limit"),
    sql.placeholder("offset"),
    viewer,
  ).prepare(`opportunity_board_${shape}`);
}

/** One prepared search per shape (at most 64), each built once per database (ADR 055). */
const boardSearches = new Map<string, (db: Database) => ReturnType<typeof prepareBoardSearch>>();

/** `buildBoardSearch`'s page, run as a statement prepared for the filters given. */
export function searchBoardPage(
  db: Database,
  filters: BoardFilters,
  now: Date,
  limit: number,
  offset: number,
  viewerId: string | null,
) {
  const shape = [...FILTERS.map((filter) => filters[filter] !== undefined), viewerId !== null]
    .map((given) => (given ? "1" : "0"))
    .join("");
  let prepared = boardSearches.get(shape);
  if (!prepared) {
    prepared = preparedPerDatabase((database) => prepareBoardSearch(database, shape));
    boardSearches.set(shape, prepared);
  }
  return prepared(db).execute({ ...filters, now, limit, offset, viewerId });
}

/** How many opportunities the board's filters match (a page past the last one has no `total`). */
export async function countBoard(db: Executor, filters: BoardFilters, now: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(opportunities)
    .where(boardConditions(filters, now));
  return row?.total ?? 0;
}

/**
 * Applications that count for the poster: every one but those withdrawn. The outer row's id is
 * written out: in a one-table select Drizzle renders `${opportunities.id}` as a bare "id", which
 * inside this subquery would be the application's own id.
 */
const applicantCount = sql<number>`(select count(*)::int from ${opportunityApplications} oa
  where oa.opportunity_id = "opportunities"."id" and oa.status <> 'withdrawn')`;

/** A partner's posts, newest first, each with its applicants' count. */
export function listPartnerOpportunities(db: Executor, partnerId: number, limit: number) {
  return db
    .select({ ...opportunityColumns, applicantCount })
    .from(opportunities)
    .where(eq(opportunities.partnerId, partnerId))
    .orderBy(desc(opportunities.createdAt), desc(opportunities.id))
    .limit(limit);
}

/** The admins' list by status: the oldest waiting first (a queue), otherwise the newest. */
export function listByStatus(db: Executor, status: OpportunityStatus, limit: number) {
  const order =
    status === "pending-review"
      ? [opportunities.createdAt, opportunities.id]
      : [desc(opportunities.createdAt), desc(opportunities.id)];
  return db
    .select({ ...opportunityColumns, applicantCount })
    .from(opportunities)
    .where(eq(opportunities.status, status))
    .orderBy(...order)
    .limit(limit);
}

/** The review, only of a post still waiting for it; undefined when another review came first. */
export async function reviewWaiting(
  tx: Executor,
  opportunityId: number,
  change: {
    status: "published" | "rejected";
    reviewNote: string | null;
    reviewedBy: string;
    publishedAt: Date | null;
  },
) {
  const [row] = await tx
    .update(opportunities)
    .set(change)
    .where(and(eq(opportunities.id, opportunityId), eq(opportunities.status, "pending-review")))
    .returning(opportunityColumns);
  return row;
}

/** Closes one opportunity unless it is closed already (or rejected). */
export async function closeOpportunity(tx: Executor, opportunityId: number, now: Date) {
  const [row] = await tx
    .update(opportunities)
    .set({ status: "closed", closedAt: now })
    .where(
      and(
        eq(opportunities.id, opportunityId),
        inArray(opportunities.status, ["published", "pending-review"]),
      ),
    )
    .returning(opportunityColumns);
  return row;
}

/** The job's sweep: every published opportunity whose deadline has passed is closed. */
export async function closePastDeadline(db: Executor, now: Date): Promise<number> {
  const closed = await db
    .update(opportunities)
    .set({ status: "closed", closedAt: now })
    .where(and(eq(opportunities.status, "published"), lte(opportunities.deadline, now)))
    .returning({ id: opportunities.id });
  return closed.length;
}

/** The member's own applications to these opportunities (theirs only, by opportunity). */
export function applicationsOf(db: Executor, userId: string, opportunityIds: readonly number[]) {
  if (opportunityIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      opportunityId: opportunityApplications.opportunityId,
      applicationId: opportunityApplications.id,
      status: opportunityApplications.status,
    })
    .from(opportunityApplications)
    .where(
      and(
        eq(opportunityApplications.userId, userId),
        inArray(opportunityApplications.opportunityId, [...opportunityIds]),
      ),
    );
}

/**
 * The member's journey, their verified missions on a path, and their delivered speeches, as
 * columns of a statement: uncorrelated subqueries, each computed once however many rows carry it.
 */
function recordColumns(userId: Bound<string> | null) {
  if (userId === null) {
    return {
      recordJourneyId: sql<number | null>`null::int`,
      recordVerified: sql<unknown>`null::json`,
      recordSpeeches: sql<number>`0`,
    };
  }
  return {
    recordJourneyId: sql<number | null>`(select ${users.journeyId} from ${users}
      where ${users.id} = ${userId})`,
    recordVerified: sql<unknown>`(select
        coalesce(json_agg(json_build_object('journeyId', m.journey_id, 'number', m.sequence)), '[]'::json)
      from ${missionCompletions} c inner join ${missions} m on m.id = c.mission_id
      where c.user_id = ${userId} and c.mission_status = 'completed' and m.sequence is not null)`,
    recordSpeeches: sql<number>`(select count(*)::int from ${meetingSlots} s
      where s.user_id = ${userId} and s.status = 'delivered')`,
  };
}

/** The record as `recordColumns` answered it. */
export function recordOf(row: {
  recordJourneyId: unknown;
  recordVerified: unknown;
  recordSpeeches: unknown;
}) {
  // node-postgres and PGlite both parse json; a driver that did not would answer its text.
  const verified = (
    typeof row.recordVerified === "string"
      ? JSON.parse(row.recordVerified)
      : (row.recordVerified ?? [])
  ) as { journeyId: number | null; number: number }[];
  return {
    journeyId: (row.recordJourneyId as number | null) ?? null,
    verified,
    deliveredSpeeches: Number(row.recordSpeeches ?? 0),
  };
}

/** The member's verified record in one statement (one row even for an id without a user). */
export async function verifiedRecordOf(db: Executor, userId: string) {
  const columns = recordColumns(userId);
  const result = await db.execute<{
    recordJourneyId: unknown;
    recordVerified: unknown;
    recordSpeeches: unknown;
  }>(sql`select ${columns.recordJourneyId} as "recordJourneyId",
    ${columns.recordVerified} as "recordVerified", ${columns.recordSpeeches} as "recordSpeeches"`);
  const row = result.rows[0];
  return recordOf(row ?? { recordJourneyId: null, recordVerified: null, recordSpeeches: 0 });
}
