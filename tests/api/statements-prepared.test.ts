// Which statements PostgreSQL is asked to prepare (ADR 055, ADR 056): with repeated statements
// not named in general (the default), a write's repeated statements are, and a read's are not
// unless its route asks for it (ADR 066: reads that find their rows by key).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { preparingRepeated } from "../../server/db/statement-names.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";
import { countRoundTrips, installRoundTripCounter } from "../round-trip-counter.ts";
import { createTestDatabase, onPostgres } from "../test-database.ts";

/** A statement is named from its third run in the process. */
const RUNS = 4;

installRoundTripCounter();

/** Requests made as one signed-in person: a read, and writes with and without a body. */
const REQUESTS = {
  read: { method: "GET", url: "/api/notifications" },
  "read by key": { method: "GET", url: "/api/applications/mine" },
  "write without a body": { method: "POST", url: "/api/notifications/read-all" },
  "write with a body": {
    method: "PUT",
    url: "/api/me/email-preferences",
    payload: { preferences: [{ kind: "payment-failed", enabled: false }] },
  },
} as const;

describe.runIf(onPostgres)("statements prepared on PostgreSQL", () => {
  const signedIn: { testApp?: TestApp; user?: TestUser } = {};

  beforeAll(async () => {
    const testApp = await buildTestApp();
    Object.assign(signedIn, { testApp, user: await buildUser(testApp.app) });
  });
  afterAll(() => signedIn.testApp?.close());

  /**
   * The statements a request sent named for being repeated (`s_…`), each once, over RUNS runs;
   * the hot reads prepared by name in their repositories (ADR 019) aside.
   */
  async function namedBy(kind: keyof typeof REQUESTS) {
    const { testApp, user } = signedIn;
    if (!testApp || !user) throw new Error("no app");
    const named = new Set<string>();
    for (let run = 0; run < RUNS; run += 1) {
      const { result, named: sent } = await countRoundTrips(() =>
        injectJson(testApp.app, { ...REQUESTS[kind], cookie: user.cookie }),
      );
      expect(result.statusCode).toBeLessThan(300);
      for (const { name, text } of sent) {
        if (name.startsWith("s_")) named.add(text.replace(/\s+/g, " "));
      }
    }
    return [...named];
  }

  it("leaves a read's statements to be planned for their values each time", async () => {
    expect(await namedBy("read")).toEqual([]);
  });

  it.each([
    ["write without a body", /^update "notifications"/],
    ["write with a body", /"email_preferences"/],
    ["read by key", /from "club_applications"/],
  ] as const)("prepares the repeated statements of a %s", async (kind, statement) => {
    expect((await namedBy(kind)).some((text) => statement.test(text))).toBe(true);
  });

  it("keeps a statement's scope while it waits for a pooled connection", async () => {
    // pg-pool hands a waiting caller its connection from the code that released one. Here each
    // marked statement waits behind an unmarked one on a pool of one connection, so without
    // binding it ran in the unmarked one's scope, and unnamed.
    const database = await createTestDatabase();
    const pool = openDatabase({ databaseUrl: database.url, poolSize: 1 });
    try {
      // Drizzle's queries start when awaited: `then` is called where each should run.
      const queries: Promise<unknown>[] = [];
      for (let run = 0; run < 12; run += 1) {
        queries.push(pool.db.execute(sql`select ${run}::int - 1 as previous`).then());
        preparingRepeated(() => {
          queries.push(pool.db.execute(sql`select ${run}::int + 1 as next`).then());
        });
      }
      await Promise.all(queries);
      const prepared = await pool.db.execute<{ runs: number }>(sql`
        select (generic_plans + custom_plans)::int as runs from pg_prepared_statements
        where statement like '%+ 1 as next%'`);
      // Named from its third run on, each run after that as the prepared statement.
      expect(prepared.rows).toEqual([{ runs: 10 }]);
    } finally {
      await pool.close();
      await database.close();
    }
  });
});
