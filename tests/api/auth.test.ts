import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../server/db/schema/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { buildUser, cookieFrom, latestMailTo, signIn, uniqueEmail } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

const signUp = (payload: Record<string, unknown>) =>
  injectJson(testApp.app, { method: "POST", url: "/api/auth/sign-up/email", payload });

async function countUsersWithEmail(email: string) {
  const rows = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return rows.length;
}

describe("sign up", () => {
  it("creates the account with the programme's defaults and signs in", async () => {
    const user = await buildUser(testApp.app, { name: "Asha" });
    const me = await injectJson(testApp.app, { url: "/api/me", cookie: user.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      name: "Asha",
      email: user.email,
      clubId: null,
      journeyId: null,
      completedMissions: [],
      isLeader: false,
      isAdmin: false,
      clubName: null,
      journeyName: null,
    });
  });

  it.each([
    ["11 characters", "elevenchars", 400, /at least 12/],
    ["129 characters", `${"x".repeat(128)}y`, 400, /at most 128/],
    ["a common password", "password1234", 400, /too common/],
  ])("refuses %s and writes nothing", async (_label, password, status, message) => {
    const email = uniqueEmail();
    const response = await signUp({ name: "N", email, password });
    expect(response.statusCode).toBe(status);
    expect(problemOf(response).detail).toMatch(message);
    expect(await countUsersWithEmail(email)).toBe(0);
  });

  it("accepts 64 characters with emoji", async () => {
    const password = "🦊 fox trots over the ledger ".padEnd(64, "z");
    const response = await signUp({ name: "Emoji", email: uniqueEmail(), password });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a malformed email and unknown fields", async () => {
    const malformed = await signUp({
      name: "N",
      email: "not-an-email",
      password: "a sound passphrase 42",
    });
    expect(malformed.statusCode).toBe(400);
    expect(problemOf(malformed).errors?.[0]?.field).toBe("email");
    const massAssignment = await signUp({
      name: "N",
      email: uniqueEmail(),
      password: "a sound passphrase 42",
      clubId: 3,
      isAdmin: true,
    });
    expect(massAssignment.statusCode).toBe(400);
  });

  it("answers alike for a taken email, in any case, and mails its owner instead", async () => {
    const user = await buildUser(testApp.app);
    const fresh = await signUp({
      name: "New",
      email: uniqueEmail(),
      password: "a sound passphrase 42",
    });
    for (const email of [user.email, user.email.toUpperCase(), ` ${user.email} `]) {
      const again = await signUp({ name: "Twin", email, password: "another sound passphrase" });
      expect(again.statusCode).toBe(fresh.statusCode);
      expect(again.statusCode).toBe(200);
      // Same shape, no session either way: nothing tells the two apart.
      expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      expect(again.headers["set-cookie"]).toBeUndefined();
      expect(fresh.headers["set-cookie"]).toBeUndefined();
    }
    expect(await countUsersWithEmail(user.email)).toBe(1);
    const mail = await latestMailTo(testApp.app, user.email, /already have/);
    expect(mail.text).toContain("http://localhost:3000/Login");
    // The original password still works; the twin's never did.
    expect((await signIn(testApp.app, user.email, "another sound passphrase")).statusCode).toBe(
      401,
    );
    expect((await signIn(testApp.app, user.email, user.password)).statusCode).toBe(200);
  });
});

describe("sessions", () => {
  it("ends a session after 7 days without use, by the app's clock", async () => {
    const clock = new ManualClock();
    const timed = await buildTestApp({ database: testApp.database, clock });
    try {
      const user = await buildUser(timed.app);
      clock.advance(6 * 24 * 3_600_000);
      expect(
        (await injectJson(timed.app, { url: "/api/me", cookie: user.cookie })).statusCode,
      ).toBe(200);
      clock.advance(2 * 24 * 3_600_000);
      expect(
        (await injectJson(timed.app, { url: "/api/me", cookie: user.cookie })).statusCode,
      ).toBe(401);
    } finally {
      await timed.app.close();
    }
  });

  it("sets an HttpOnly, SameSite=Lax session cookie and never returns the token in the body", async () => {
    const email = uniqueEmail();
    await signUp({ name: "C", email, password: "a sound passphrase 42" });
    const response = await signIn(testApp.app, email, "a sound passphrase 42");
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/better-auth\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookieValue = cookieFrom(response).split("=")[1]?.split(".")[0] ?? "";
    expect(cookieValue.length).toBeGreaterThan(10);
    expect(response.body).not.toContain(cookieValue);
  });

  it("refuses a wrong password with a message and no session", async () => {
    const user = await buildUser(testApp.app);
    const response = await signIn(testApp.app, user.email, "wrong password here");
    expect(response.statusCode).toBe(401);
    expect(problemOf(response).detail).toBe("Invalid email or password.");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("logs in with a fresh session id, and logout ends the session on the server", async () => {
    const user = await buildUser(testApp.app);
    const login = await signIn(testApp.app, user.email, user.password);
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);
    expect(cookie).not.toBe(user.cookie);
    expect((await injectJson(testApp.app, { url: "/api/me", cookie })).statusCode).toBe(200);

    const logout = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-out",
      cookie,
      payload: {},
    });
    expect(logout.statusCode).toBe(200);
    const after = await injectJson(testApp.app, { url: "/api/me", cookie });
    expect(after.statusCode).toBe(401);
    expect(problemOf(after).status).toBe(401);
  });

  it("answers /api/me with 401 problem+json when signed out", async () => {
    const response = await testApp.app.inject({ url: "/api/me" });
    expect(response.statusCode).toBe(401);
    expect(problemOf(response).detail).toMatch(/sign in/i);
  });
});

describe("exposed auth endpoints", () => {
  it("offers only the endpoints the product uses: others are 404", async () => {
    const user = await buildUser(testApp.app);
    for (const url of [
      "/api/auth/change-password",
      "/api/auth/update-user",
      "/api/auth/link-social",
      "/api/auth/revoke-sessions",
    ]) {
      const response = await injectJson(testApp.app, {
        method: "POST",
        url,
        cookie: user.cookie,
        payload: { newPassword: "password1234", currentPassword: user.password, name: "X" },
      });
      expect(response.statusCode, url).toBe(404);
    }
    const listAccounts = await injectJson(testApp.app, {
      url: "/api/auth/list-accounts",
      cookie: user.cookie,
    });
    expect(listAccounts.statusCode).toBe(404);
    const session = await injectJson(testApp.app, {
      url: "/api/auth/get-session",
      cookie: user.cookie,
    });
    expect(session.statusCode).toBe(200);
    expect(session.body).not.toMatch(/"token"/);
  });
});

describe("session renewal", () => {
  it("extends a session in use once a day and re-issues its cookie", async () => {
    const user = await buildUser(testApp.app);
    const inFiveDays = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    await testApp.database.db
      .update(sessions)
      .set({ expiresAt: inFiveDays })
      .where(eq(sessions.userId, user.id));
    const me = await injectJson(testApp.app, { url: "/api/me", cookie: user.cookie });
    expect(me.statusCode).toBe(200);
    expect(String(me.headers["set-cookie"])).toMatch(/better-auth\.session_token=.*Max-Age=604800/);
    const [session] = await testApp.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(
      inFiveDays.getTime() + 24 * 60 * 60 * 1000,
    );
  });

  it("does not touch a fresh session, and refuses an expired one", async () => {
    const user = await buildUser(testApp.app);
    const fresh = await injectJson(testApp.app, { url: "/api/me", cookie: user.cookie });
    expect(fresh.headers["set-cookie"]).toBeUndefined();
    await testApp.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect(
      (await injectJson(testApp.app, { url: "/api/me", cookie: user.cookie })).statusCode,
    ).toBe(401);
  });
});

describe("personal answers", () => {
  it("marks every signed-in answer no-store, whichever feature serves it", async () => {
    const user = await buildUser(testApp.app);
    for (const url of ["/api/me", "/api/clubs", "/api/missions", "/api/payments/membership"]) {
      const response = await injectJson(testApp.app, { url, cookie: user.cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
  });
});
