import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_CACHE_TTL_MS } from "../../server/auth/session.ts";
import { sessions, users } from "../../server/db/schema/index.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp, twoAppsOnOneDatabase } from "../helpers.ts";

/**
 * Signed-in reads come from a cache of recent session reads (ADR 019). Whatever ends a session
 * or changes a person's rights must still take effect at once: an attacker holding a stolen
 * cookie gets nothing after the victim signs out, after an admin disables the account, or after
 * the rows change by hand (the CLI, SQL), in this process or in another one on the same database.
 */
const me = (app: TestApp["app"], user: TestUser) =>
  injectJson(app, { url: "/api/me", cookie: user.cookie });

async function signOut(app: TestApp["app"], user: TestUser) {
  const response = await injectJson(app, {
    method: "POST",
    url: "/api/auth/sign-out",
    cookie: user.cookie,
    payload: {},
  });
  expect(response.statusCode).toBe(200);
}

describe("the session cache", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ sessionCacheTtlMs: SESSION_CACHE_TTL_MS });
  });
  afterAll(() => testApp?.close());

  it("ends a cached session at sign-out: the copied cookie is refused at once", async () => {
    const victim = await buildUser(testApp.app);
    expect((await me(testApp.app, victim)).statusCode).toBe(200);
    expect((await me(testApp.app, victim)).statusCode).toBe(200);
    await signOut(testApp.app, victim);
    expect((await me(testApp.app, victim)).statusCode).toBe(401);
  });

  it("ends a cached session when its row is deleted by hand (the CLI, SQL)", async () => {
    const victim = await buildUser(testApp.app);
    expect((await me(testApp.app, victim)).statusCode).toBe(200);
    await testApp.database.db.delete(sessions).where(eq(sessions.userId, victim.id));
    await expect.poll(async () => (await me(testApp.app, victim)).statusCode).toBe(401);
  });

  it("drops admin rights revoked by hand before the next admin request", async () => {
    const person = await buildUser(testApp.app, { verified: true });
    await testApp.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, person.id));
    await expect.poll(async () => (await me(testApp.app, person)).json().isAdmin).toBe(true);
    await testApp.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, person.id));
    await expect
      .poll(
        async () =>
          (await injectJson(testApp.app, { url: "/api/admin/users", cookie: person.cookie }))
            .statusCode,
      )
      .toBe(403);
  });
});

describe("the session cache of a second process on the same database", () => {
  // Another app on the same database: its own cache, its own listener.
  const apps = twoAppsOnOneDatabase({ sessionCacheTtlMs: SESSION_CACHE_TTL_MS });

  it("forgets a session ended in the first one", async () => {
    const victim = await buildUser(apps.first.app);
    expect((await me(apps.second, victim)).statusCode).toBe(200);
    await signOut(apps.first.app, victim);
    await expect
      .poll(async () => (await me(apps.second, victim)).statusCode, { timeout: 2_000 })
      .toBe(401);
  });
});
