import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedClubs } from "../../bench/api.ts";
import { buildClubSearch, type ClubFilters } from "../../server/features/clubs/search.ts";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test-database.ts";

/**
 * The club search's plans on PostgreSQL with 100,000 clubs (the bench's data): which index each
 * statement uses, also as the generic plan that a named statement settles on after five runs
 * (blind to the values). The dense plan must walk the primary key; the sparse one must read the
 * filters' indexes.
 */
interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

const SEARCH_USER = "no-such-user";
let database: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  await seedClubs(database.url ?? "", 4, 100_000);
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await database?.close();
});

/** The top plan's nodes for this search, planned generically or for its values. */
async function planOf(filters: ClubFilters, sparse: boolean, mode: "generic" | "custom") {
  const query = buildClubSearch(database.db, filters, sparse).toSQL();
  const values: Record<string, unknown> = {
    userId: SEARCH_USER,
    limit: 20,
    offset: 0,
    location: filters.location ? `%${filters.location}%` : undefined,
    days: filters.day ? `{${filters.day}}` : undefined,
    meetingTime: filters.meetingTime,
    clubType: filters.clubType,
    meetingFormat: filters.meetingFormat,
  };
  const params = query.params.map((param) =>
    typeof param === "object" && param !== null && "name" in param
      ? values[(param as { name: string }).name]
      : param,
  );
  const literal = (value: unknown) =>
    typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  await client.query(`set plan_cache_mode = force_${mode}_plan`);
  await client.query("deallocate all");
  await client.query(`prepare search_plan as ${query.sql}`);
  const result = await client.query(
    `explain (format json) execute search_plan(${params.map(literal).join(", ")})`,
  );
  const [{ Plan }] = result.rows[0]["QUERY PLAN"] as [{ Plan: PlanNode }];
  return nodesOf(Plan);
}

/** The clubs table's indexes the plan reads (the standing's subqueries read other tables). */
const indexesOf = (nodes: PlanNode[]) =>
  nodes.map((node) => node["Index Name"] ?? "").filter((name) => name.startsWith("clubs_"));

describe.runIf(onPostgres)("club search plans on 100,000 clubs (PostgreSQL)", () => {
  it("a common location (dense) walks the primary key in order, also as a generic plan", async () => {
    for (const mode of ["generic", "custom"] as const) {
      const nodes = await planOf({ location: "lisbon" }, false, mode);
      expect(indexesOf(nodes), mode).toEqual(["clubs_pkey"]);
      expect(
        nodes.some((node) => node["Node Type"] === "Sort"),
        mode,
      ).toBe(false);
    }
  });

  it("a rare combination (sparse) reads the filters' indexes, then sorts", async () => {
    const filters: ClubFilters = {
      location: "lisbon",
      day: "friday",
      clubType: "web3",
      meetingFormat: "inperson",
    };
    for (const mode of ["generic", "custom"] as const) {
      const nodes = await planOf(filters, true, mode);
      expect(indexesOf(nodes), mode).not.toContain("clubs_pkey");
      expect(
        indexesOf(nodes).some((name) => /trgm|search_filters/.test(name)),
        mode,
      ).toBe(true);
    }
  });

  it("a rare location alone (sparse) reads the trigram index, also as a generic plan", async () => {
    for (const mode of ["generic", "custom"] as const) {
      const nodes = await planOf({ location: "lisbon, district 42" }, true, mode);
      expect(indexesOf(nodes), mode).toEqual(["clubs_location_folded_trgm_idx"]);
    }
  });
});
