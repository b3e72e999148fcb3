import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs } from "../../server/db/schema/index.ts";
import {
  ensureDemoAccounts,
  grantAdmin,
  setClubLeader,
} from "../../server/features/accounts/demo-accounts.ts";
import { buildUser, cookieFrom, signIn, verifyEmail } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

describe("demo accounts and the admin commands", () => {
  it("creates a leader of clubs 1-3, an admin and a member once, with working passwords", async () => {
    const created = await ensureDemoAccounts(testApp.app.auth, testApp.database.db);
    expect(created.map((account) => account.role)).toEqual(["leader", "admin", "member"]);
    expect(await ensureDemoAccounts(testApp.app.auth, testApp.database.db)).toEqual([]);

    const byRole = Object.fromEntries(created.map((account) => [account.role, account]));
    const leaderLogin = await signIn(
      testApp.app,
      byRole.leader?.email ?? "",
      byRole.leader?.password ?? "",
    );
    const leader = await injectJson(testApp.app, {
      url: "/api/me",
      cookie: cookieFrom(leaderLogin),
    });
    expect(leader.json()).toMatchObject({ isLeader: true, isAdmin: false });
    const adminLogin = await signIn(
      testApp.app,
      byRole.admin?.email ?? "",
      byRole.admin?.password ?? "",
    );
    const admin = await injectJson(testApp.app, { url: "/api/me", cookie: cookieFrom(adminLogin) });
    expect(admin.json()).toMatchObject({ isAdmin: true, isLeader: false });
    const builtIn = await testApp.database.db.select({ leaderId: clubs.leaderId }).from(clubs);
    expect(new Set(builtIn.map((club) => club.leaderId))).toEqual(new Set([leader.json().id]));
  });

  it("grant-admin and set-leader act on an existing user and refuse unknown ones", async () => {
    const user = await buildUser(testApp.app);
    expect(await grantAdmin(testApp.database.db, user.email.toUpperCase())).toEqual({
      emailVerified: false,
    });
    await setClubLeader(testApp.database.db, 2, user.email);
    const before = await injectJson(testApp.app, { url: "/api/me", cookie: user.cookie });
    // Granted, but not in force until the address is verified.
    expect(before.json()).toMatchObject({ isAdmin: false, isLeader: true, emailVerified: false });
    // Confirming ends the sessions that predate it; the owner signs in with the password chosen
    // on the confirmation's "choose your password" step.
    await verifyEmail(testApp.app, user.email, user.password);
    const signedIn = await signIn(testApp.app, user.email, user.password);
    const me = await injectJson(testApp.app, { url: "/api/me", cookie: cookieFrom(signedIn) });
    expect(me.json()).toMatchObject({ isAdmin: true, isLeader: true, emailVerified: true });
    const [club] = await testApp.database.db
      .select({ leaderId: clubs.leaderId })
      .from(clubs)
      .where(eq(clubs.id, 2));
    expect(club?.leaderId).toBe(user.id);
    await expect(grantAdmin(testApp.database.db, "nobody@example.com")).rejects.toThrow(/No user/);
    await expect(setClubLeader(testApp.database.db, 999, user.email)).rejects.toThrow(/No club/);
  });
});
