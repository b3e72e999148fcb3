import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { accounts } from "../../server/db/schema/index.ts";
import { buildUser, signIn } from "../factories/users.ts";
import { testEnv } from "../helpers.ts";
import { cheapPasswordHashing } from "../password-hashing.ts";
import { createTestDatabase, type TestDatabase } from "../test-database.ts";

// The API tests hash passwords cheaply (tests/password-hashing.ts, ADR 021); the app as main.ts
// builds it (no hasher passed) must still store Better Auth's scrypt, at its full cost.
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ env: testEnv(), database });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function storedHash(userId: string) {
  const [row] = await app.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return row?.password ?? "";
}

describe("passwords in the app as it runs", () => {
  it("are stored as Better Auth's scrypt (16-byte salt, 64-byte key), never the tests' hash", async () => {
    const user = await buildUser(app);
    const hash = await storedHash(user.id);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(hash).not.toContain("test-scrypt");
    expect(hash).not.toContain(user.password);
  });

  it("refuse a hash in the tests' cheap form: it is not a password the app wrote", async () => {
    const user = await buildUser(app);
    await app.database.db
      .update(accounts)
      .set({ password: await cheapPasswordHashing.hash(user.password) })
      .where(eq(accounts.userId, user.id));
    expect((await signIn(app, user.email, user.password)).statusCode).toBe(401);
  });

  it("written by the app are still accepted by the tests' hasher (seeded demo accounts)", async () => {
    const user = await buildUser(app);
    const hash = await storedHash(user.id);
    expect(await cheapPasswordHashing.verify({ hash, password: user.password })).toBe(true);
    expect(await cheapPasswordHashing.verify({ hash, password: `${user.password}!` })).toBe(false);
  });
});
