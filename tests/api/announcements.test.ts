// Announcements (NOTIFY) are sent after the transaction that made them commits (ADR 056), on
// PostgreSQL and on PGlite: never while it is open, never for a rollback, once for a retried one.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announce } from "../../server/db/after-commit.ts";
import { countRoundTrips, installRoundTripCounter } from "../round-trip-counter.ts";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test-database.ts";

const CHANNEL = "bv_announcements_test";
/** Long enough for a NOTIFY that was sent to arrive on the listening connection. */
const SETTLE_MS = 300;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

// Before the database opens its pool: its clients bind `query` when they connect.
installRoundTripCounter();

describe("announcements", () => {
  let database: TestDatabase;
  const heard: string[] = [];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase();
    stop = await database.listen(CHANNEL, { onNotify: (payload) => heard.push(payload) });
  });
  afterAll(async () => {
    await stop?.();
    await database?.close();
  });

  async function heardSoon(payload: string) {
    const deadline = Date.now() + 5_000;
    while (!heard.includes(payload)) {
      if (Date.now() > deadline) throw new Error(`never heard ${payload}; heard ${heard}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it("sends a transaction's announcements only once it has committed, in their order", async () => {
    await database.db.transaction(async (tx) => {
      await announce(tx, [
        { channel: CHANNEL, payload: "committed 1" },
        { channel: CHANNEL, payload: "committed 2" },
      ]);
      await tx.execute(sql`select 1`);
      await settle();
      expect(heard).not.toContain("committed 1");
    });
    await heardSoon("committed 2");
    expect(heard.filter((payload) => payload.startsWith("committed"))).toEqual([
      "committed 1",
      "committed 2",
    ]);
  });

  it("never sends what a transaction that rolled back announced, savepoints included", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.transaction(async (savepoint) => {
          await announce(savepoint, [{ channel: CHANNEL, payload: "rolled back (savepoint)" }]);
        });
        await announce(tx, [{ channel: CHANNEL, payload: "rolled back" }]);
        throw new Error("the change fails after announcing");
      }),
    ).rejects.toThrow("the change fails");
    await database.db.transaction(async (tx) => {
      await announce(tx, [{ channel: CHANNEL, payload: "after the rollback" }]);
    });
    await heardSoon("after the rollback");
    await settle();
    expect(heard.filter((payload) => payload.startsWith("rolled back"))).toEqual([]);
  });

  it("sends what the last run of a retried transaction announced, once", async () => {
    let runs = 0;
    await database.db.transaction(async (tx) => {
      runs += 1;
      await announce(tx, [{ channel: CHANNEL, payload: `run ${runs}` }]);
      // A serialization failure: the transaction runs once more (ADR 025).
      if (runs === 1) throw Object.assign(new Error("could not serialize"), { code: "40001" });
    });
    expect(runs).toBe(2);
    await heardSoon("run 2");
    await settle();
    expect(heard.filter((payload) => payload.startsWith("run "))).toEqual(["run 2"]);
  });

  it("sends at once when announced on the database itself, outside any transaction", async () => {
    await announce(database.db, [{ channel: CHANNEL, payload: "at once" }]);
    await heardSoon("at once");
  });

  it("sends what many callers announce at once in fewer statements, each payload intact and in order", async () => {
    // Payloads a JSON array or an SQL array literal could mangle: quotes, backslashes, commas,
    // braces, a NUL-free control character, and the other languages' letters.
    const payloads = Array.from(
      { length: 40 },
      (_, index) =>
        `batched ${index} "quoted" \\back\\ {a,b} ' tab\t ${index % 2 ? "مرحبا" : "നമസ്കാരം"}`,
    );
    const { statements } = await countRoundTrips(() =>
      Promise.all(
        payloads.map((payload) => announce(database.db, [{ channel: CHANNEL, payload }])),
      ),
    );
    if (onPostgres) {
      // (The round-trip counter sees PostgreSQL's connections only.)
      const notifies = statements.filter((text) => /pg_notify/.test(text));
      expect(notifies.length).toBeGreaterThan(0);
      expect(notifies.length).toBeLessThan(payloads.length);
    }
    await heardSoon(payloads.at(-1) ?? "");
    // Each heard once, unchanged, in the order they were asked for.
    expect(heard.filter((payload) => payload.startsWith("batched "))).toEqual(payloads);
  });

  it("fails only the caller whose announcement could not be sent, not those sent beside it", async () => {
    // A payload over PostgreSQL's limit (8,000 bytes) fails its whole statement.
    const tooLong = "x".repeat(9_000);
    const first = announce(database.db, [{ channel: CHANNEL, payload: "before the failure" }]);
    const failing = [
      announce(database.db, [{ channel: CHANNEL, payload: tooLong }]),
      announce(database.db, [{ channel: CHANNEL, payload: "beside the failure" }]),
    ];
    await first;
    const [tooLongOutcome, besideOutcome] = await Promise.allSettled(failing);
    expect(tooLongOutcome?.status).toBe("rejected");
    expect(besideOutcome?.status).toBe("fulfilled");
    await announce(database.db, [{ channel: CHANNEL, payload: "after the failure" }]);
    await heardSoon("after the failure");
    expect(heard.filter((payload) => payload === "beside the failure")).toHaveLength(1);
    expect(heard).not.toContain(tooLong);
  });

  it.runIf(onPostgres)("sends no NOTIFY inside the transaction, one after its COMMIT", async () => {
    const { statements } = await countRoundTrips(() =>
      database.db.transaction(async (tx) => {
        await announce(tx, [{ channel: CHANNEL, payload: "ordered 1" }]);
        await announce(tx, [{ channel: CHANNEL, payload: "ordered 2" }]);
        await tx.execute(sql`select 1`);
      }),
    );
    const commit = statements.findIndex((text) => /^commit$/i.test(text.trim()));
    const notifies = statements.flatMap((text, index) => (/pg_notify/.test(text) ? [index] : []));
    expect(commit).toBeGreaterThan(0);
    // Both announcements in one statement, after the commit.
    expect(notifies).toEqual([commit + 1]);
    await heardSoon("ordered 2");
  });
});
