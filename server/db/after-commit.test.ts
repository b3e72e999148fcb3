import type { SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { announce } from "./after-commit.ts";

/** A database whose statements wait until `finish` is called, each then failing with `error`. */
function stalledDatabase(error: Error) {
  const statements: SQL[] = [];
  const finishers: (() => void)[] = [];
  return {
    statements,
    finish: () => {
      for (const finish of finishers.splice(0)) finish();
    },
    execute(query: SQL) {
      statements.push(query);
      return new Promise<never>((_, reject) => {
        finishers.push(() => reject(error));
      });
    },
  };
}

const sqlState = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });
const one = (payload: string) => [{ channel: "bv_unit", payload }];

async function announcedWhileOneRuns(error: Error) {
  const database = stalledDatabase(error);
  const first = announce(database, one("first"));
  // Settled from the start: a caller's failure is read at the end, never left unhandled.
  const waiting = Promise.allSettled(
    ["a", "b", "c"].map((payload) => announce(database, one(payload))),
  );
  database.finish();
  await expect(first).rejects.toThrow(error.message);
  // The three asked for meanwhile went in one statement.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(database.statements).toHaveLength(2);
  return { database, waiting };
}

describe("announcements sent on the database itself, batched (ADR 071)", () => {
  it("fails every caller of a statement the database could not run, sending none again", async () => {
    const { database, waiting } = await announcedWhileOneRuns(sqlState("ECONNREFUSED"));
    database.finish();
    for (const outcome of await waiting) expect(outcome.status).toBe("rejected");
    expect(database.statements).toHaveLength(2);
  });

  it("sends each caller's again on its own when PostgreSQL refused a value in the statement", async () => {
    const refused = new Error("wrapped by the query builder", { cause: sqlState("22023") });
    const { database, waiting } = await announcedWhileOneRuns(refused);
    database.finish();
    // One by one: each resend is a statement of its own, after the one before has answered.
    for (let resent = 1; resent <= 3; resent += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(database.statements).toHaveLength(2 + resent);
      database.finish();
    }
    for (const outcome of await waiting) expect(outcome.status).toBe("rejected");
  });
});
