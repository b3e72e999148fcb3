import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditList } from "../../contract/admin.ts";
import { emailDeliveries, notifications } from "../../server/db/schema/index.ts";
import { buildClub, type TestClub } from "../factories/clubs.ts";
import { buildAdmin, joinClub } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/** Archiving and restoring a club from the admin console (issue #14, ADR 016). */
let testApp: TestApp;
let admin: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await buildAdmin(testApp);
});
afterAll(() => testApp?.close());

const call = (user: TestUser | null, method: "GET" | "POST", url: string, payload?: object) =>
  injectJson(testApp.app, { method, url, cookie: user?.cookie, payload });
const archive = (clubId: number, who: TestUser | null = admin) =>
  call(who, "POST", `/api/admin/clubs/${clubId}/archive`);
const restore = (clubId: number, who: TestUser | null = admin) =>
  call(who, "POST", `/api/admin/clubs/${clubId}/restore`);
const apply = (user: TestUser, clubId: number) =>
  call(user, "POST", `/api/clubs/${clubId}/applications`);

async function searchIds(user: TestUser, location: string) {
  const response = await call(user, "GET", `/api/clubs?location=${encodeURIComponent(location)}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: { clubId: number }[] }).items.map((club) => club.clubId);
}

async function namedIds() {
  const ids: number[] = [];
  let after = 0;
  for (;;) {
    const from = after ? `&after=${after}` : "";
    const response = await call(null, "GET", `/api/clubs/names?limit=100${from}`);
    expect(response.statusCode).toBe(200);
    const page = (response.json() as { items: { clubId: number }[] }).items;
    ids.push(...page.map((club) => club.clubId));
    if (page.length < 100) return ids;
    after = page.at(-1)?.clubId ?? after;
  }
}

const kindsTold = async (userId: string) =>
  (
    await testApp.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  ).map((row) => row.kind);

const emailsQueued = async (userId: string, kind: string) =>
  (
    await testApp.database.db
      .select({ id: emailDeliveries.id })
      .from(emailDeliveries)
      .where(
        and(eq(emailDeliveries.userId, userId), eq(emailDeliveries.kind, kind as "club-archived")),
      )
  ).length;

async function clubWithMember(location: string): Promise<{ club: TestClub; member: TestUser }> {
  const club = await buildClub(testApp.app, { location });
  const member = await buildUser(testApp.app);
  await joinClub(testApp.database.db, member.id, club.clubId);
  return { club, member };
}

describe("only admins archive or restore", () => {
  it("refuses members, the club's own leader and visitors; nothing changes", async () => {
    const { club, member } = await clubWithMember("Refusal Town");
    for (const [who, status] of [
      [member, 403],
      [club.leader, 403],
      [null, 401],
    ] as const) {
      expect((await archive(club.clubId, who)).statusCode).toBe(status);
      expect((await restore(club.clubId, who)).statusCode).toBe(status);
    }
    expect(await searchIds(member, "Refusal Town")).toEqual([club.clubId]);
    expect(await kindsTold(member.id)).not.toContain("club-archived");
  });

  it("answers 404 for an unknown club and 400 for a malformed id", async () => {
    expect((await archive(999_999)).statusCode).toBe(404);
    expect((await call(admin, "POST", "/api/admin/clubs/abc/archive")).statusCode).toBe(400);
  });
});

describe("an archived club", () => {
  it("is hidden from search and the club names, says so on its page, takes no applications; its people are told; restoring reverses it", async () => {
    const { club, member } = await clubWithMember("Archive Harbour");
    const outsider = await buildUser(testApp.app);
    const pendingApplicant = await buildUser(testApp.app);
    const pending = await apply(pendingApplicant, club.clubId);
    expect(pending.statusCode).toBe(201);
    const applicationId = (pending.json() as { applicationId: number }).applicationId;

    expect((await archive(club.clubId)).statusCode).toBe(204);

    expect(await searchIds(outsider, "Archive Harbour")).toEqual([]);
    expect(await namedIds()).not.toContain(club.clubId);
    const page = await call(member, "GET", `/api/clubs/${club.clubId}`);
    expect(page.json()).toMatchObject({ clubId: club.clubId, archivedAt: expect.any(String) });

    const refused = await apply(outsider, club.clubId);
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toMatch(/is archived: it takes no new applications/);
    // The application sent before the archive cannot be accepted now (rejecting still works).
    const accept = await call(club.leader, "POST", `/api/applications/${applicationId}/accept`);
    expect(accept.statusCode).toBe(409);
    const me = await call(pendingApplicant, "GET", "/api/me");
    expect(me.json().clubId).not.toBe(club.clubId);

    for (const person of [member, club.leader]) {
      expect(await kindsTold(person.id)).toContain("club-archived");
      expect(await emailsQueued(person.id, "club-archived")).toBe(1);
    }
    expect(await kindsTold(outsider.id)).not.toContain("club-archived");

    // Archiving twice changes nothing and tells nobody twice.
    expect((await archive(club.clubId)).statusCode).toBe(204);
    expect(await emailsQueued(member.id, "club-archived")).toBe(1);

    expect((await restore(club.clubId)).statusCode).toBe(204);
    expect(await searchIds(outsider, "Archive Harbour")).toEqual([club.clubId]);
    expect(await namedIds()).toContain(club.clubId);
    expect((await call(member, "GET", `/api/clubs/${club.clubId}`)).json().archivedAt).toBeNull();
    expect(await kindsTold(member.id)).toContain("club-restored");
    expect(await emailsQueued(club.leader.id, "club-restored")).toBe(1);
    expect((await apply(outsider, club.clubId)).statusCode).toBe(201);
  });

  it("is recorded in the audit log with who, what and before/after", async () => {
    const { club } = await clubWithMember("Audit Bay");
    await archive(club.clubId);
    await restore(club.clubId);
    const log = (await call(admin, "GET", "/api/admin/audit")).json() as AuditList;
    const entries = log.items.filter((entry) => entry.targetId === String(club.clubId));
    expect(entries.map((entry) => entry.action)).toEqual(["club-restored", "club-archived"]);
    const [restored, archived] = entries;
    expect(archived).toMatchObject({
      actorEmail: admin.email,
      targetType: "club",
      before: { archivedAt: null },
      after: { archivedAt: expect.any(String) },
    });
    expect(restored).toMatchObject({
      before: { archivedAt: expect.any(String) },
      after: { archivedAt: null },
    });
    const clubs = (await call(admin, "GET", "/api/admin/clubs?pageSize=100")).json() as {
      items: { clubId: number; archivedAt: string | null }[];
    };
    expect(clubs.items.find((item) => item.clubId === club.clubId)?.archivedAt).toBeNull();
  });
});

describe("archiving a club with a pending payment", () => {
  // Membership level 2 (the Kerala page) is paid for club 2.
  const startCheckout = (user: TestUser) =>
    call(user, "POST", "/api/payments/checkout", { level: 2 });

  it("is refused while a checkout for the club may still be paid; once it is canceled, archiving works and new checkouts are refused", async () => {
    const payer = await buildUser(testApp.app);
    const started = await startCheckout(payer);
    expect(started.statusCode).toBe(201);
    const checkoutId = (started.json() as { id: string }).id;

    const refused = await archive(2);
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toMatch(/^1 checkout is in progress.*24 hours/);
    // Nothing written: the club is live, nothing in the log.
    expect((await call(payer, "GET", "/api/clubs/2")).json().archivedAt).toBeNull();
    const log = (
      await call(admin, "GET", "/api/admin/audit?action=club-archived")
    ).json() as AuditList;
    expect(log.items.filter((entry) => entry.targetId === "2")).toEqual([]);

    const canceled = await call(payer, "POST", `/api/payments/checkout/${checkoutId}/cancel`);
    expect(canceled.statusCode).toBe(204);
    expect((await archive(2)).statusCode).toBe(204);

    const late = await startCheckout(await buildUser(testApp.app));
    expect(late.statusCode).toBe(409);
    expect(problemOf(late).detail).toMatch(/is archived/);
    expect((await restore(2)).statusCode).toBe(204);
  });

  it("a checkout started more than 24 hours ago (expired at the provider) does not block it", async () => {
    const payer = await buildUser(testApp.app);
    const started = await startCheckout(payer);
    const checkoutId = (started.json() as { id: string }).id;
    await testApp.database.db.execute(
      sql`update checkout_sessions set created_at = now() - interval '25 hours' where id = ${checkoutId}`,
    );
    expect((await archive(2)).statusCode).toBe(204);
    expect((await restore(2)).statusCode).toBe(204);
  });
});
