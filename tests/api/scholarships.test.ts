import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MembershipSchema } from "../../contract/payments.ts";
import { ScholarshipListSchema } from "../../contract/scholarships.ts";
import { auditLog, notifications, scholarships } from "../../server/db/schema/index.ts";
import { buildAdmin } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

// Scholarships (issue 29): admins give the membership without payment, for a period, with a
// reason; listed, revocable and kept in the audit log; nobody else may.
let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await buildAdmin(testApp);
});
afterAll(() => testApp.close());

const grant = (cookie: string, payload: Record<string, unknown>) =>
  injectJson(testApp.app, { method: "POST", url: "/api/admin/scholarships", payload, cookie });
const revoke = (cookie: string, id: number) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/admin/scholarships/${id}/revoke`,
    cookie,
  });
const membershipOf = async (person: TestUser) =>
  MembershipSchema.parse(
    (
      await injectJson(testApp.app, { url: "/api/payments/membership", cookie: person.cookie })
    ).json(),
  );
const listed = async (state: "active" | "all") =>
  ScholarshipListSchema.parse(
    (
      await injectJson(testApp.app, {
        url: `/api/admin/scholarships?state=${state}`,
        cookie: admin.cookie,
      })
    ).json(),
  ).items;

describe("granting a scholarship", () => {
  it("makes the membership active until its end, tells the scholar and records who gave it", async () => {
    const scholar = await buildUser(testApp.app, { name: "Sam Scholar" });
    expect(await membershipOf(scholar)).toMatchObject({ active: false, status: "none" });

    const granted = await grant(admin.cookie, {
      email: scholar.email.toUpperCase(),
      months: 6,
      reason: "Kerala cohort, selected by the panel",
    });
    expect(granted.statusCode).toBe(201);
    const { scholarshipId } = granted.json() as { scholarshipId: number };

    const membership = await membershipOf(scholar);
    expect(membership).toMatchObject({ active: true, status: "active" });
    const ends = new Date(membership.scholarshipEndsAt ?? 0).getTime();
    expect(Math.abs(ends - (Date.now() + 182.5 * 24 * 3600 * 1000))).toBeLessThan(
      4 * 24 * 3600 * 1000,
    );
    const entry = (await listed("active")).find((item) => item.scholarshipId === scholarshipId);
    expect(entry).toMatchObject({
      email: scholar.email,
      reason: "Kerala cohort, selected by the panel",
      state: "active",
      grantedByEmail: admin.email,
    });
    const [audit] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(scholarshipId)));
    expect(audit).toMatchObject({ action: "scholarship-granted", actorId: admin.id });
    const told = await testApp.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, scholar.id));
    expect(told.map((row) => row.kind)).toContain("scholarship-granted");

    // It ends by itself at its end date.
    await testApp.database.db
      .update(scholarships)
      .set({ startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() - 1_000) })
      .where(eq(scholarships.id, scholarshipId));
    expect(await membershipOf(scholar)).toMatchObject({ active: false, scholarshipEndsAt: null });
    expect((await listed("all")).find((item) => item.scholarshipId === scholarshipId)?.state).toBe(
      "ended",
    );
  });

  it("is refused to everyone but admins, and writes nothing", async () => {
    const member = await buildUser(testApp.app);
    const before = (await listed("all")).length;
    const payload = { email: member.email, months: 6, reason: "I deserve it" };
    expect((await grant(member.cookie, payload)).statusCode).toBe(403);
    expect(
      (
        await injectJson(testApp.app, {
          method: "POST",
          url: "/api/admin/scholarships",
          payload,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await injectJson(testApp.app, { url: "/api/admin/scholarships", cookie: member.cookie }))
        .statusCode,
    ).toBe(403);
    expect((await listed("all")).length).toBe(before);
    expect(await membershipOf(member)).toMatchObject({ active: false });
  });

  it.each([
    [{ months: 0 }, "months"],
    [{ months: 25 }, "months"],
    [{ months: 1.5 }, "months"],
    [{ months: "6" }, "months"],
    [{ reason: "" }, "reason"],
    [{ reason: "x".repeat(301) }, "reason"],
    [{ reason: "ok\u202eevil" }, "reason"],
    [{ email: "not an email" }, "email"],
    [{ endsAt: "2099-01-01" }, "endsAt"],
  ])("refuses %j, naming the field", async (change, field) => {
    const scholar = await buildUser(testApp.app);
    const response = await grant(admin.cookie, {
      email: scholar.email,
      months: 6,
      reason: "A reason",
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(problemOf(response))).toContain(field);
  });

  it("refuses an unknown address (400) and a second scholarship in force (409)", async () => {
    const unknown = await grant(admin.cookie, {
      email: "nobody-here@example.com",
      months: 3,
      reason: "A reason",
    });
    expect(unknown.statusCode).toBe(400);
    expect(problemOf(unknown).errors?.[0]?.field).toBe("email");

    const scholar = await buildUser(testApp.app);
    expect(
      (await grant(admin.cookie, { email: scholar.email, months: 3, reason: "A" + "b" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await grant(admin.cookie, { email: scholar.email, months: 3, reason: "First" })).statusCode,
    ).toBe(201);
    const second = await grant(admin.cookie, { email: scholar.email, months: 12, reason: "Again" });
    expect(second.statusCode).toBe(409);
    expect(problemOf(second).detail).toMatch(/already has a scholarship until \d{4}-\d{2}-\d{2}/);
  });
});

describe("revoking a scholarship", () => {
  it("ends the membership at once, tells the scholar, and is kept in the list and the log", async () => {
    const scholar = await buildUser(testApp.app);
    const granted = await grant(admin.cookie, {
      email: scholar.email,
      months: 6,
      reason: "Oman cohort",
    });
    const { scholarshipId } = granted.json() as { scholarshipId: number };
    const member = await buildUser(testApp.app);
    expect((await revoke(member.cookie, scholarshipId)).statusCode).toBe(403);
    expect(await membershipOf(scholar)).toMatchObject({ active: true });

    expect((await revoke(admin.cookie, scholarshipId)).statusCode).toBe(204);
    expect(await membershipOf(scholar)).toMatchObject({ active: false });
    expect((await revoke(admin.cookie, scholarshipId)).statusCode).toBe(409);
    expect((await revoke(admin.cookie, 2_000_000_000)).statusCode).toBe(404);
    expect((await listed("active")).some((item) => item.scholarshipId === scholarshipId)).toBe(
      false,
    );
    expect(
      (await listed("all")).find((item) => item.scholarshipId === scholarshipId),
    ).toMatchObject({ state: "revoked" });
    const actions = await testApp.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(scholarshipId)));
    expect(actions.map((row) => row.action).sort()).toEqual([
      "scholarship-granted",
      "scholarship-revoked",
    ]);
    // A new one may be granted once the old one is revoked.
    expect(
      (await grant(admin.cookie, { email: scholar.email, months: 1, reason: "Second chance" }))
        .statusCode,
    ).toBe(201);
  });
});
