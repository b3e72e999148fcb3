import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../server/db/schema/index.ts";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test-database.ts";

/**
 * The audit log is append-only in the database itself (migrations 0008 and 0020): no UPDATE,
 * DELETE or TRUNCATE, whoever connects. Runs on PostgreSQL (the suite's default in CI) and on
 * PGlite (scripts/test-all.sh lists it among the embedded database's tests).
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(auditLog).values({
    actorId: "admin-1",
    actorEmail: "admin@example.com",
    action: "admin-granted",
    targetType: "user",
    targetId: "user-1",
  });
});
afterAll(() => database?.close());

/** The statement fails, and for the audit log's own reason (not, say, a syntax error). */
async function expectRefused(statement: Promise<unknown>) {
  const error: unknown = await statement.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error, "the statement ran").toBeInstanceOf(Error);
  const { message, cause } = error as Error;
  expect(`${message} ${(cause as Error | undefined)?.message ?? ""}`).toMatch(/append-only/);
}

const entries = async () => (await database.db.select().from(auditLog)).length;

describe(`the audit log on ${onPostgres ? "PostgreSQL" : "PGlite"}`, () => {
  it.each([
    ["truncate", sql`truncate audit_log`],
    ["truncate table", sql`truncate table audit_log`],
    ["truncate only", sql`truncate only audit_log`],
    ["truncate cascade", sql`truncate audit_log cascade`],
    ["truncate restart identity", sql`truncate audit_log restart identity`],
    ["truncate with another table first", sql`truncate email_deliveries, audit_log`],
    ["update", sql`update audit_log set actor_email = 'someone-else'`],
    ["delete", sql`delete from audit_log`],
  ])("refuses %s and keeps every entry", async (_label, statement) => {
    const before = await entries();
    expect(before).toBeGreaterThan(0);
    await expectRefused(database.db.execute(statement));
    expect(await entries()).toBe(before);
  });

  it("refuses a TRUNCATE inside a transaction, which leaves nothing changed", async () => {
    const before = await entries();
    const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
    await expectRefused(
      database.db.transaction(async (tx) => {
        await tx.insert(auditLog).values({
          actorId: "admin-1",
          actorEmail: "admin@example.com",
          action: "club-archived",
          targetType: "club",
          targetId: String(user?.id ?? "1"),
        });
        await tx.execute(sql`truncate audit_log`);
      }),
    );
    expect(await entries()).toBe(before);
  });

  it("still takes new entries", async () => {
    const before = await entries();
    await database.db.insert(auditLog).values({
      actorId: "admin-1",
      actorEmail: "admin@example.com",
      action: "account-disabled",
      targetType: "user",
      targetId: "user-2",
    });
    expect(await entries()).toBe(before + 1);
  });
});
