import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminClubList, AuditList } from "../../contract/admin.ts";
import { ClubHandoverSchema, HandoverOfferListSchema } from "../../contract/club-handover.ts";
import { PendingCompletionListSchema } from "../../contract/completions.ts";
import { AdminQueueSchema } from "../../contract/review.ts";
import {
  clubMembers,
  clubs,
  emailDeliveries,
  notifications,
  users,
} from "../../server/db/schema/index.ts";
import {
  buildAdmin,
  buildClub,
  buildLeaderWithClub,
  buildMember,
  submitMission,
  type TestClub,
} from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/** A leader hands their club to a member, who accepts or declines (issue 39, ADR 046). */
let testApp: TestApp;
let admin: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await buildAdmin(testApp);
});
afterAll(() => testApp?.close());

const call = (
  user: TestUser | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => injectJson(testApp.app, { method, url, cookie: user?.cookie, payload });
const offer = (who: TestUser | null, clubId: number, userId: string) =>
  call(who, "POST", `/api/clubs/${clubId}/handover`, { userId });
const withdraw = (who: TestUser, clubId: number) =>
  call(who, "DELETE", `/api/clubs/${clubId}/handover`);
const accept = (who: TestUser | null, clubId: number) =>
  call(who, "POST", `/api/clubs/${clubId}/handover/accept`);
const decline = (who: TestUser, clubId: number) =>
  call(who, "POST", `/api/clubs/${clubId}/handover/decline`);

async function leaderOf(clubId: number) {
  const [row] = await testApp.database.db
    .select({ leaderId: clubs.leaderId })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row?.leaderId ?? null;
}

async function isMember(clubId: number, userId: string) {
  const rows = await testApp.database.db
    .select({ userId: clubMembers.userId })
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
  return rows.length === 1;
}

const toldOf = async (userId: string) =>
  testApp.database.db
    .select({ kind: notifications.kind, title: notifications.title, clubId: notifications.clubId })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id));

const emailsTo = async (userId: string) =>
  testApp.database.db
    .select({ kind: emailDeliveries.kind, subject: emailDeliveries.subject })
    .from(emailDeliveries)
    .where(eq(emailDeliveries.userId, userId));

async function clubWithMembers(): Promise<{ club: TestClub; member: TestUser; other: TestUser }> {
  const club = await buildLeaderWithClub(testApp);
  const member = await buildMember(testApp, club.clubId, { name: "Meera" });
  const other = await buildMember(testApp, club.clubId, { name: "Omar" });
  return { club, member, other };
}

describe("who may offer, and to whom", () => {
  it("refuses a member, a visitor and an admin offering a club they do not lead (403/401)", async () => {
    const { club, member, other } = await clubWithMembers();
    expect((await offer(member, club.clubId, other.id)).statusCode).toBe(403);
    expect((await offer(admin, club.clubId, other.id)).statusCode).toBe(403);
    expect((await offer(null, club.clubId, other.id)).statusCode).toBe(401);
    expect((await call(member, "GET", `/api/clubs/${club.clubId}/handover`)).statusCode).toBe(403);
    expect(await toldOf(other.id)).toEqual([]);
  });

  it("refuses an offer to someone outside the club, to nobody, or to the leader (400)", async () => {
    const { club } = await clubWithMembers();
    const outsider = await buildUser(testApp.app, { name: "Outsider" });
    for (const userId of [outsider.id, "no-such-user", club.leader.id]) {
      const response = await offer(club.leader, club.clubId, userId);
      expect(response.statusCode).toBe(400);
    }
    expect(await toldOf(outsider.id)).toEqual([]);
    const open = ClubHandoverSchema.parse(
      (await call(club.leader, "GET", `/api/clubs/${club.clubId}/handover`)).json(),
    );
    expect(open.offer).toBeNull();
  });

  it("holds one open offer per club (409), until the leader withdraws it", async () => {
    const { club, member, other } = await clubWithMembers();
    expect((await offer(club.leader, club.clubId, member.id)).statusCode).toBe(204);
    const second = await offer(club.leader, club.clubId, other.id);
    expect(second.statusCode).toBe(409);
    expect(problemOf(second).detail).toMatch(/Meera/);
    expect((await withdraw(club.leader, club.clubId)).statusCode).toBe(204);
    expect((await withdraw(club.leader, club.clubId)).statusCode).toBe(404);
    expect((await offer(club.leader, club.clubId, other.id)).statusCode).toBe(204);
  });
});

describe("who may accept", () => {
  it("answers 404 to anyone but the offered member, and changes nothing", async () => {
    const { club, member, other } = await clubWithMembers();
    expect((await offer(club.leader, club.clubId, member.id)).statusCode).toBe(204);
    for (const who of [other, admin, club.leader]) {
      expect((await accept(who, club.clubId)).statusCode).toBe(404);
      expect((await decline(who, club.clubId)).statusCode).toBe(404);
    }
    expect((await accept(null, club.clubId)).statusCode).toBe(401);
    expect(await leaderOf(club.clubId)).toBe(club.leader.id);
    const mine = HandoverOfferListSchema.parse((await call(other, "GET", "/api/handovers")).json());
    expect(mine.items).toEqual([]);
  });

  it("answers 404 to accepting a withdrawn or declined offer", async () => {
    const { club, member } = await clubWithMembers();
    await offer(club.leader, club.clubId, member.id);
    await withdraw(club.leader, club.clubId);
    expect((await accept(member, club.clubId)).statusCode).toBe(404);

    await offer(club.leader, club.clubId, member.id);
    expect((await decline(member, club.clubId)).statusCode).toBe(204);
    expect((await accept(member, club.clubId)).statusCode).toBe(404);
    expect(await leaderOf(club.clubId)).toBe(club.leader.id);
    const told = await toldOf(club.leader.id);
    expect(told[0]?.title).toBe(`Meera declined to lead ${club.clubName}`);
  });

  it("refuses a member who already leads five clubs (409); nothing changes", async () => {
    const { club, member } = await clubWithMembers();
    for (let i = 0; i < 5; i += 1) await buildClub(testApp.database.db, member.id);
    expect((await offer(club.leader, club.clubId, member.id)).statusCode).toBe(204);
    const response = await accept(member, club.clubId);
    expect(response.statusCode).toBe(409);
    expect(problemOf(response).detail).toMatch(/5/);
    expect(await leaderOf(club.clubId)).toBe(club.leader.id);
    expect(await isMember(club.clubId, club.leader.id)).toBe(false);
    const open = ClubHandoverSchema.parse(
      (await call(club.leader, "GET", `/api/clubs/${club.clubId}/handover`)).json(),
    );
    expect(open.offer?.toUserId).toBe(member.id);
    expect(await toldOf(club.leader.id)).toEqual([]);
  });
});

describe("the hand-over", () => {
  it("moves the leadership, keeps the former leader a member, audits it and tells everyone", async () => {
    const { club, member, other } = await clubWithMembers();
    await testApp.database.db.update(users).set({ language: "ml" }).where(eq(users.id, member.id));
    expect((await offer(club.leader, club.clubId, member.id)).statusCode).toBe(204);

    // The member is told, in their language, by notification and email.
    const offered = await toldOf(member.id);
    expect(offered[0]).toMatchObject({ kind: "club-leadership-given", clubId: club.clubId });
    expect(offered[0]?.title).toContain("നേതൃത്വം");
    expect(await emailsTo(member.id)).toContainEqual({
      kind: "club-leadership-given",
      subject: offered[0]?.title,
    });
    const mine = HandoverOfferListSchema.parse(
      (await call(member, "GET", "/api/handovers")).json(),
    );
    expect(mine.items).toMatchObject([
      { clubId: club.clubId, clubName: club.clubName, fromName: "Club Leader" },
    ]);

    expect((await accept(member, club.clubId)).statusCode).toBe(204);
    expect(await leaderOf(club.clubId)).toBe(member.id);
    expect(await isMember(club.clubId, club.leader.id)).toBe(true);
    expect((await accept(member, club.clubId)).statusCode).toBe(404);

    const audit = (
      await call(admin, "GET", "/api/admin/audit?action=club-handed-over")
    ).json() as AuditList;
    expect(audit.items.find((entry) => entry.targetId === String(club.clubId))).toMatchObject({
      actorEmail: member.email,
      targetType: "club",
      before: { leaderId: club.leader.id },
      after: { leaderId: member.id },
    });

    expect((await toldOf(club.leader.id))[0]).toMatchObject({
      kind: "club-leadership-taken",
      title: `Meera now leads ${club.clubName}`,
    });
    expect((await toldOf(other.id))[0]).toMatchObject({
      kind: "club-leadership-taken",
      title: `${club.clubName} has a new leader`,
    });
    // The old leader now reads the club as a member: its leader's routes refuse them.
    expect((await offer(club.leader, club.clubId, other.id)).statusCode).toBe(403);
  });

  it("brings the club's waiting submissions to the new leader's queue", async () => {
    const { club, member } = await clubWithMembers();
    const submitter = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Priya" });
    const completionId = await submitMission(testApp, submitter, "mission101");
    const queueOf = async (leader: TestUser) =>
      PendingCompletionListSchema.parse(
        (await call(leader, "GET", "/api/completions/pending")).json(),
      ).items.map((item) => item.completionId);
    expect(await queueOf(club.leader)).toContain(completionId);
    expect(await queueOf(member)).not.toContain(completionId);

    await offer(club.leader, club.clubId, member.id);
    expect((await accept(member, club.clubId)).statusCode).toBe(204);

    expect(await queueOf(member)).toContain(completionId);
    expect(await queueOf(club.leader)).not.toContain(completionId);
  });
});

describe("a club whose leader is disabled", () => {
  it("is listed for the admins as needing a new leader", async () => {
    const { club } = await clubWithMembers();
    const before = (
      await call(admin, "GET", "/api/admin/clubs?pageSize=100")
    ).json() as AdminClubList;
    expect(before.items.find((item) => item.clubId === club.clubId)?.needsLeader ?? false).toBe(
      false,
    );
    const disabled = await call(admin, "PUT", `/api/admin/users/${club.leader.id}/disabled`, {
      disabled: true,
    });
    expect(disabled.statusCode).toBe(204);
    const after = (
      await call(admin, "GET", "/api/admin/clubs?pageSize=100")
    ).json() as AdminClubList;
    expect(after.items.find((item) => item.clubId === club.clubId)).toMatchObject({
      needsLeader: true,
    });
  });

  it("waits in the admins' queue until an admin assigns a new leader", async () => {
    const { club, member } = await clubWithMembers();
    const queued = async () =>
      AdminQueueSchema.parse((await call(admin, "GET", "/api/review/queue")).json()).leaderless;
    expect((await queued()).some((item) => item.clubId === club.clubId)).toBe(false);
    await call(admin, "PUT", `/api/admin/users/${club.leader.id}/disabled`, { disabled: true });
    expect((await queued()).find((item) => item.clubId === club.clubId)).toEqual({
      clubId: club.clubId,
      clubName: club.clubName,
      slug: expect.any(String),
      reason: "leader-disabled",
      leaderName: "Club Leader",
    });
    // Not for members: the queue is the admins'.
    expect((await call(member, "GET", "/api/review/queue")).statusCode).toBe(403);
    const assigned = await call(admin, "PUT", `/api/admin/clubs/${club.clubId}/leader`, {
      email: member.email,
    });
    expect(assigned.statusCode).toBe(204);
    expect((await queued()).some((item) => item.clubId === club.clubId)).toBe(false);

    // A club with no leader at all is listed too.
    const orphan = await buildClub(testApp.database.db, null);
    expect((await queued()).find((item) => item.clubId === orphan.id)).toMatchObject({
      reason: "no-leader",
      leaderName: null,
    });
  });
});
