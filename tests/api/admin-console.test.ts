import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUserList, AuditList } from "../../contract/admin.ts";
import { buildClub } from "../factories/clubs.ts";
import { buildAdmin } from "../factories/missions.ts";
import { buildUser, signIn, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/** The admin console: people, rights, disabled accounts, club leaders and the audit log. */
const LISTED_ADMIN = "listed-admin@example.com";
let testApp: TestApp;
let admin: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp({ env: { ADMIN_EMAILS: LISTED_ADMIN } });
  admin = await buildAdmin(testApp);
});
afterAll(() => testApp?.close());

const call = (
  user: TestUser | null,
  method: "GET" | "PUT" | "POST",
  url: string,
  payload?: object,
) => injectJson(testApp.app, { method, url, cookie: user?.cookie, payload });
const me = (user: TestUser) => call(user, "GET", "/api/me");
const audit = async (query = "") =>
  (await call(admin, "GET", `/api/admin/audit${query}`)).json() as AuditList;

describe("only admins reach the console", () => {
  it("refuses members, leaders, an unverified admin flag and visitors on every route", async () => {
    const member = await buildUser(testApp.app);
    const club = await buildClub(testApp.app);
    const victim = await buildUser(testApp.app);
    // An admin flag on an unverified address does not count (rights need a verified address).
    const unverifiedAdmin = await buildUser(testApp.app);
    await testApp.database.db.execute(
      sql`update users set is_admin = true where id = ${unverifiedAdmin.id}`,
    );
    const routes: ["GET" | "PUT" | "POST", string, object?][] = [
      ["GET", "/api/admin/users"],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/admin/clubs"],
      ["PUT", `/api/admin/users/${member.id}/admin`, { admin: true }],
      ["PUT", `/api/admin/users/${victim.id}/disabled`, { disabled: true }],
      ["PUT", `/api/admin/clubs/${club.clubId}/leader`, { email: member.email }],
      ["POST", `/api/admin/clubs/${club.clubId}/archive`],
      ["POST", `/api/admin/clubs/${club.clubId}/restore`],
    ];
    for (const [method, url, payload] of routes) {
      for (const [who, status] of [
        [member, 403],
        [club.leader, 403],
        [unverifiedAdmin, 403],
        [null, 401],
      ] as const) {
        expect((await call(who, method, url, payload)).statusCode, `${method} ${url}`).toBe(status);
      }
    }
    // Nothing changed: the victim still has their session, the member is no admin.
    expect((await me(victim)).statusCode).toBe(200);
    expect((await me(member)).json().isAdmin).toBe(false);
  });
});

describe("people", () => {
  it("finds people by part of a name or email, with their rights", async () => {
    const person = await buildUser(testApp.app, { name: "Zainab Quirk" });
    const found = (await call(admin, "GET", "/api/admin/users?q=quirk")).json() as AdminUserList;
    expect(found.items).toEqual([
      expect.objectContaining({
        id: person.id,
        name: "Zainab Quirk",
        admin: null,
        disabled: false,
      }),
    ]);
    // LIKE wildcards are searched for literally.
    const none = (await call(admin, "GET", "/api/admin/users?q=%25")).json() as AdminUserList;
    expect(none.items.every((item) => `${item.name}${item.email}`.includes("%"))).toBe(true);
  });

  it("grants and revokes admin rights, recorded in the audit log", async () => {
    const person = await buildUser(testApp.app, { verified: true });
    expect(
      (await call(admin, "PUT", `/api/admin/users/${person.id}/admin`, { admin: true })).statusCode,
    ).toBe(204);
    expect((await me(person)).json().isAdmin).toBe(true);
    expect(
      (await call(admin, "PUT", `/api/admin/users/${person.id}/admin`, { admin: false }))
        .statusCode,
    ).toBe(204);
    expect((await me(person)).json().isAdmin).toBe(false);
    const entries = (await audit()).items.filter((entry) => entry.targetId === person.id);
    expect(entries.map((entry) => entry.action)).toEqual(["admin-revoked", "admin-granted"]);
    expect(entries[1]).toMatchObject({
      actorEmail: admin.email,
      before: { isAdmin: false },
      after: { isAdmin: true },
    });
  });

  it("never revokes one's own rights or those ADMIN_EMAILS gives", async () => {
    const self = await call(admin, "PUT", `/api/admin/users/${admin.id}/admin`, { admin: false });
    expect(self.statusCode).toBe(409);
    const listed = await buildUser(testApp.app, { email: LISTED_ADMIN, verified: true });
    const response = await call(admin, "PUT", `/api/admin/users/${listed.id}/admin`, {
      admin: false,
    });
    expect(response.statusCode).toBe(409);
    expect(problemOf(response).detail).toMatch(/ADMIN_EMAILS/);
    expect((await me(listed)).json().isAdmin).toBe(true);
  });

  it("disables an account: its sessions end at once and it cannot sign in until enabled", async () => {
    const person = await buildUser(testApp.app);
    expect(
      (await call(admin, "PUT", `/api/admin/users/${person.id}/disabled`, { disabled: true }))
        .statusCode,
    ).toBe(204);
    expect((await me(person)).statusCode).toBe(401);
    const refused = await signIn(testApp.app, person.email, person.password);
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused).detail).toMatch(/disabled/);

    expect(
      (await call(admin, "PUT", `/api/admin/users/${person.id}/disabled`, { disabled: false }))
        .statusCode,
    ).toBe(204);
    expect((await signIn(testApp.app, person.email, person.password)).statusCode).toBe(200);
    expect((await audit("?action=account-disabled")).items[0]).toMatchObject({
      targetId: person.id,
    });
  });

  it("refuses to disable oneself or an admin, and answers 404 for nobody", async () => {
    expect(
      (await call(admin, "PUT", `/api/admin/users/${admin.id}/disabled`, { disabled: true }))
        .statusCode,
    ).toBe(409);
    const otherAdmin = await buildAdmin(testApp);
    expect(
      (await call(admin, "PUT", `/api/admin/users/${otherAdmin.id}/disabled`, { disabled: true }))
        .statusCode,
    ).toBe(409);
    expect((await me(otherAdmin)).statusCode).toBe(200);
    expect(
      (await call(admin, "PUT", "/api/admin/users/nobody/disabled", { disabled: true })).statusCode,
    ).toBe(404);
  });
});

describe("club leaders", () => {
  it("hands a club to a new leader: both told, the new one leads it, the log records it", async () => {
    const club = await buildClub(testApp.app);
    const successor = await buildUser(testApp.app);
    const response = await call(admin, "PUT", `/api/admin/clubs/${club.clubId}/leader`, {
      email: successor.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(204);
    const listed = (await call(admin, "GET", "/api/admin/clubs?pageSize=100")).json();
    expect(listed.items).toContainEqual(
      expect.objectContaining({ clubId: club.clubId, leaderEmail: successor.email }),
    );
    const led = (await call(successor, "GET", "/api/clubs/led")).json();
    expect(led.items.map((item: { clubId: number }) => item.clubId)).toEqual([club.clubId]);
    const inboxOf = async (user: TestUser) =>
      (await call(user, "GET", "/api/notifications"))
        .json()
        .items.map((item: { kind: string }) => item.kind);
    expect(await inboxOf(successor)).toContain("club-leadership-given");
    expect(await inboxOf(club.leader)).toContain("club-leadership-taken");
    expect((await audit("?action=club-leader-assigned")).items[0]).toMatchObject({
      targetType: "club",
      targetId: String(club.clubId),
      before: { leaderId: club.leader.id },
      after: { leaderId: successor.id },
    });
  });

  it("answers 404 for an unknown person or club", async () => {
    const club = await buildClub(testApp.app);
    expect(
      (
        await call(admin, "PUT", `/api/admin/clubs/${club.clubId}/leader`, {
          email: "nobody@example.com",
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(admin, "PUT", "/api/admin/clubs/99999999/leader", { email: admin.email }))
        .statusCode,
    ).toBe(404);
  });
});

describe("the audit log", () => {
  it("is append-only: the database refuses to change or delete an entry", async () => {
    const person = await buildUser(testApp.app, { verified: true });
    await call(admin, "PUT", `/api/admin/users/${person.id}/admin`, { admin: true });
    await expect(
      testApp.database.db.execute(sql`update audit_log set actor_email = 'someone-else'`),
    ).rejects.toThrow();
    await expect(testApp.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await audit()).items.length).toBeGreaterThan(0);
  });
});
