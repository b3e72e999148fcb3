import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBoardSearch, buildMatching } from "../../server/features/opportunities/repository.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import {
  board,
  opportunityInput,
  postForPartner,
  seedPartner,
} from "../factories/opportunities.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, type TestApp } from "../helpers.ts";

/**
 * The board's full-text search (issue 37, ADR 041) on both databases: this file runs on
 * PostgreSQL and, as one of EMBEDDED_DATABASE_TESTS (scripts/test-all.sh), on PGlite too. The
 * 'simple' configuration finds Malayalam and Arabic words as typed; `websearch_to_tsquery`
 * takes quotes for a phrase and `-word` to leave one out; the GIN index answers it.
 */
const clock = new ManualClock(new Date("2026-04-01T09:00:00Z"));
let testApp: TestApp;
let owner: TestUser;
let partnerId: number;

const post = async (title: string, description: string) => {
  const response = await postForPartner(
    testApp,
    owner,
    partnerId,
    opportunityInput(clock.now(), { title, description }),
  );
  if (response.statusCode !== 201) throw new Error(response.body);
};

const titlesFor = async (q: string) =>
  (await board(testApp, new URLSearchParams({ q }).toString())).opportunities.map(
    (opportunity) => opportunity.title,
  );

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  owner = await buildUser(testApp.app, { name: "Search Owner" });
  ({ partnerId } = await seedPartner(testApp.database.db, { owner, trusted: true }));
  await post(
    "Solidity auditor for a lending protocol",
    "Review smart contracts for a lending protocol on Ethereum; remote, paid in USDC.",
  );
  await post(
    "Rust developer for a validator client",
    "Write Rust for our validator client; Solidity is a plus but not needed for this role.",
  );
  await post(
    "ബ്ലോക്ക്ചെയിൻ പ്രഭാഷകൻ കൊച്ചിയിൽ",
    "കൊച്ചിയിലെ ഒരു മീറ്റപ്പിൽ ബ്ലോക്ക്ചെയിൻ സാങ്കേതികവിദ്യയെക്കുറിച്ച് സംസാരിക്കാൻ ഒരു പ്രഭാഷകനെ ആവശ്യമുണ്ട്.",
  );
  await post(
    "مطور عقود ذكية في مسقط",
    "نبحث عن مطور عقود ذكية للعمل مع فريقنا في مسقط على مشاريع البلوك تشين.",
  );
  await post(
    "Community lead for a DAO",
    "Grow a DAO's community: events, governance calls, and a weekly smart contract reading group.",
  );
});
afterAll(async () => {
  await testApp?.close();
});

describe("full-text search of the board", () => {
  it("finds a word in the title or the description, the title's match ranked first", async () => {
    expect(await titlesFor("solidity")).toEqual([
      "Solidity auditor for a lending protocol",
      "Rust developer for a validator client",
    ]);
  });

  it("finds Malayalam and Arabic words as typed", async () => {
    expect(await titlesFor("ബ്ലോക്ക്ചെയിൻ")).toEqual(["ബ്ലോക്ക്ചെയിൻ പ്രഭാഷകൻ കൊച്ചിയിൽ"]);
    expect(await titlesFor("കൊച്ചിയിൽ")).toEqual(["ബ്ലോക്ക്ചെയിൻ പ്രഭാഷകൻ കൊച്ചിയിൽ"]);
    expect(await titlesFor("مسقط")).toEqual(["مطور عقود ذكية في مسقط"]);
  });

  it("leaves out a -word and takes quotes for a phrase", async () => {
    expect(await titlesFor("solidity -rust")).toEqual(["Solidity auditor for a lending protocol"]);
    // Both have "smart" and "contract(s)"; only one has the words side by side as quoted.
    expect(await titlesFor('"smart contract reading"')).toEqual(["Community lead for a DAO"]);
    expect(await titlesFor('"عقود ذكية"')).toEqual(["مطور عقود ذكية في مسقط"]);
  });

  it("pages through many matches: ranked across pages, each page counting them all", async () => {
    // Two with the word in the title, posted first; then 21 with it only in the description,
    // each a minute newer than the last.
    const inTitle = ["Rollup sequencer engineer", "Rollup researcher"];
    for (const title of inTitle)
      await post(title, "Work on our chain's infrastructure with a small team.");
    const inDescription: string[] = [];
    for (let n = 1; n <= 21; n++) {
      clock.advance(60_000);
      inDescription.unshift(`Platform role ${n}`);
      await post(`Platform role ${n}`, "Help us run a rollup for payments between small shops.");
    }
    const pageOf = (page: number) =>
      board(testApp, new URLSearchParams({ q: "rollup", page: String(page) }).toString());

    const [first, second, past] = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect([first.total, second.total, past.total]).toEqual([23, 23, 23]);
    // The title's matches first (their rank is higher; between them, the newer first), then the
    // newest description matches, cut at 20 and continued on page 2.
    const ranked = [...inTitle].reverse().concat(inDescription);
    expect(first.opportunities.map((opportunity) => opportunity.title)).toEqual(
      ranked.slice(0, 20),
    );
    expect(second.opportunities.map((opportunity) => opportunity.title)).toEqual(ranked.slice(20));
    expect(past.opportunities).toEqual([]);
  });

  it("answers nothing for a word nobody wrote, and odd input without an error", async () => {
    expect(await titlesFor("haskell")).toEqual([]);
    expect(await titlesFor('"unclosed & | ! :*')).toEqual([]);
  });
});

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Sort Key"?: string[];
  "Recheck Cond"?: string;
  "Index Cond"?: string;
  Filter?: string;
  Plans?: PlanNode[];
}
const nodesOf = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];

/**
 * The plan PostgreSQL ends up with for a statement the app prepares (ADR 055), every value a
 * placeholder: after five runs it may plan it once for any values (a generic plan).
 */
async function genericPlan(
  query: { sql: string; params: unknown[] },
  values: Record<string, unknown>,
): Promise<PlanNode[]> {
  const literal = (param: unknown) => {
    const value = values[(param as { name: string }).name] ?? param;
    return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  };
  return testApp.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare generic_plan as ${query.sql}`));
    const result = await tx.execute(
      sql.raw(
        `explain (format json) execute generic_plan(${query.params.map(literal).join(", ")})`,
      ),
    );
    await tx.execute(sql`deallocate generic_plan`);
    const cell = (result.rows[0] as Record<string, unknown>)["QUERY PLAN"];
    const [{ Plan }] = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    return nodesOf(Plan);
  });
}

describe("the plans among thousands of opportunities", () => {
  beforeAll(async () => {
    // Thousands of published opportunities without the word searched, each for one of the six
    // journeys, then a vacuum (as autovacuum would: it moves the GIN index's pending entries into the
    // index) and statistics.
    await testApp.database.db.execute(sql`
      insert into opportunities (partner_id, posted_by, kind, title, description, journey_ids, region, deadline, status, published_at)
      select ${partnerId}, ${owner.id}, 'job', 'Backend engineer ' || n,
        'Build and run services for a wallet used by many people, number ' || n,
        array[1 + n % 6], 'global',
        ${new Date("2026-06-01T00:00:00Z").toISOString()}::timestamptz, 'published',
        now() - make_interval(days => n % 200)
      from generate_series(1, 3000) as n`);
    await testApp.database.db.execute(sql`vacuum analyze opportunities`);
  });

  it("reads the GIN index opportunities_search_idx for a word among thousands of opportunities", async () => {
    const db = testApp.database.db;
    const query = buildBoardSearch(db, { q: "validator" }, clock.now(), 20, 0);
    const result = await db.execute(sql`explain (format json) ${query}`);
    const cell = (result.rows[0] as Record<string, unknown>)["QUERY PLAN"];
    const [{ Plan }] = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    const indexes = nodesOf(Plan).map((node) => node["Index Name"]);
    expect(indexes).toContain("opportunities_search_idx");
    expect(await titlesFor("validator")).toEqual(["Rust developer for a validator client"]);
  });

  it("works the words out once, also in the generic plan a prepared search ends up with", async () => {
    // The plan must not parse the words again for each match (ADR 060).
    const query = buildBoardSearch(
      testApp.database.db,
      { q: sql.placeholder("q") },
      sql.placeholder("now"),
      sql.placeholder("limit"),
      sql.placeholder("offset"),
      sql.placeholder("viewerId"),
    ).toSQL();
    const nodes = await genericPlan(query, {
      q: "engineer",
      now: clock.now().toISOString(),
      limit: 20,
      offset: 0,
      viewerId: owner.id,
    });
    const perRow = nodes.flatMap((node) =>
      [node["Sort Key"], node["Recheck Cond"], node.Filter, node["Index Cond"]].flat(),
    );
    expect(perRow.join(" ")).toContain("ts_rank");
    expect(perRow.join(" ")).not.toContain("websearch_to_tsquery");
  });

  it("finds the dashboard's matches among the newest through their index, not by sorting all", async () => {
    // Reading every opportunity on the board and sorting them made the matches grow with the
    // board (issue 40): the newest are read in order until enough suit the member.
    const query = buildMatching(
      testApp.database.db,
      sql.placeholder("viewerId"),
      sql.placeholder("now"),
      100,
      5,
    ).toSQL();
    const nodes = await genericPlan(query, {
      viewerId: owner.id,
      now: clock.now().toISOString(),
    });
    const onOpportunities = nodes.filter((node) => node["Relation Name"] === "opportunities");
    expect(onOpportunities.map((node) => node["Index Name"])).toContain(
      "opportunities_published_idx",
    );
    expect(onOpportunities.map((node) => node["Node Type"])).not.toContain("Seq Scan");
    expect(onOpportunities.map((node) => node["Node Type"])).not.toContain("Bitmap Heap Scan");
  });
});
