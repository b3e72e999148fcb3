import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditList } from "../../contract/admin.ts";
import { CoLeaderListSchema } from "../../contract/club-handover.ts";
import { PendingCompletionListSchema } from "../../contract/completions.ts";
import {
  clubApplications,
  missionCompletions,
  notifications,
} from "../../server/db/schema/index.ts";
import {
  buildAdmin,
  buildClub,
  buildLeaderWithClub,
  buildMember,
  joinClub,
  submitMission,
  type TestClub,
} from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/**
 * Co-leaders (issue 39, ADR 046): up to three members of a club share its leader's rights; the
 * five-clubs limit counts them; handing over and appointing stay the leader's. Attacker first.
 */
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
const appoint = (who: TestUser | null, clubId: number, userId: string) =>
  call(who, "POST", `/api/clubs/${clubId}/co-leaders`, { userId });
const dismiss = (who: TestUser | null, clubId: number, userId: string) =>
  call(who, "DELETE", `/api/clubs/${clubId}/co-leaders/${userId}`);
const listOf = async (who: TestUser, clubId: number) =>
  CoLeaderListSchema.parse((await call(who, "GET", `/api/clubs/${clubId}/co-leaders`)).json());
const membersOf = (who: TestUser, clubId: number) =>
  call(who, "GET", `/api/clubs/${clubId}/members`);
const toldOf = async (userId: string) =>
  testApp.database.db
    .select({ kind: notifications.kind, title: notifications.title })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id));

async function clubWithCoLeader(): Promise<{ club: TestClub; coLeader: TestUser }> {
  const club = await buildLeaderWithClub(testApp);
  const coLeader = await buildMember(testApp, club.clubId, { name: "Chitra" });
  expect((await appoint(club.leader, club.clubId, coLeader.id)).statusCode).toBe(204);
  return { club, coLeader };
}

describe("who may appoint and remove co-leaders", () => {
  it("refuses strangers, members, co-leaders and the signed-out; lets the leader and admins", async () => {
    const club = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, club.clubId, { name: "Meera" });
    const other = await buildMember(testApp, club.clubId, { name: "Omar" });
    const stranger = await buildUser(testApp.app, { name: "Stranger" });
    expect((await appoint(null, club.clubId, member.id)).statusCode).toBe(401);
    expect((await appoint(stranger, club.clubId, member.id)).statusCode).toBe(403);
    expect((await appoint(member, club.clubId, member.id)).statusCode).toBe(403);
    expect((await appoint(club.leader, club.clubId, member.id)).statusCode).toBe(204);
    // A co-leader cannot appoint another one, nor remove a fellow co-leader.
    expect((await appoint(member, club.clubId, other.id)).statusCode).toBe(403);
    expect((await appoint(admin, club.clubId, other.id)).statusCode).toBe(204);
    expect((await dismiss(member, club.clubId, other.id)).statusCode).toBe(403);
    expect((await listOf(club.leader, club.clubId)).items.map((row) => row.userId)).toEqual([
      member.id,
      other.id,
    ]);
    expect((await listOf(member, club.clubId)).mayAppoint).toBe(false);
    expect((await listOf(club.leader, club.clubId)).mayAppoint).toBe(true);
    expect((await call(stranger, "GET", `/api/clubs/${club.clubId}/co-leaders`)).statusCode).toBe(
      403,
    );
  });

  it("refuses a non-member, the leader and someone already co-leading (400/409)", async () => {
    const club = await buildLeaderWithClub(testApp);
    const stranger = await buildUser(testApp.app, { name: "Outsider" });
    const notMember = await appoint(club.leader, club.clubId, stranger.id);
    expect(notMember.statusCode).toBe(400);
    expect(problemOf(notMember).detail).toMatch(/member/);
    expect((await appoint(club.leader, club.clubId, "no-such-user")).statusCode).toBe(400);
    expect((await appoint(club.leader, club.clubId, club.leader.id)).statusCode).toBe(400);
    const member = await buildMember(testApp, club.clubId);
    expect((await appoint(club.leader, club.clubId, member.id)).statusCode).toBe(204);
    expect((await appoint(club.leader, club.clubId, member.id)).statusCode).toBe(409);
  });

  it("refuses a fourth co-leader, also when four are appointed at once", async () => {
    const club = await buildLeaderWithClub(testApp);
    const members = [];
    for (let i = 0; i < 5; i += 1) members.push(await buildMember(testApp, club.clubId));
    const answers = await Promise.all(
      members.slice(0, 4).map((member) => appoint(club.leader, club.clubId, member.id)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 204, 204, 409]);
    expect((await listOf(club.leader, club.clubId)).items).toHaveLength(3);
    const fourth = await appoint(club.leader, club.clubId, members[4]?.id ?? "");
    expect(fourth.statusCode).toBe(409);
    expect(problemOf(fourth).detail).toMatch(/3/);
  });

  it("counts co-leaderships in the five-clubs limit, both ways", async () => {
    const member = await buildUser(testApp.app, { name: "Busy" });
    const clubsOf = [];
    for (let i = 0; i < 6; i += 1) {
      const club = await buildLeaderWithClub(testApp);
      await joinClub(testApp.database.db, member.id, club.clubId);
      clubsOf.push(club);
    }
    for (const club of clubsOf.slice(0, 5)) {
      expect((await appoint(club.leader, club.clubId, member.id)).statusCode).toBe(204);
    }
    const sixth = clubsOf[5] as TestClub;
    const refused = await appoint(sixth.leader, sixth.clubId, member.id);
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toMatch(/5/);
    // Creating a club counts them too.
    const created = await call(member, "POST", "/api/clubs", {
      clubName: `Busy ${Date.now()}`,
      clubType: "blockchain",
      meetingFormat: "online",
      location: "online",
      meetingTime: "evening",
      meetingDays: ["monday"],
    });
    expect(created.statusCode).toBe(409);
  });
});

describe("what a co-leader may do", () => {
  it("reads members, decides applications and verifies missions of their club", async () => {
    const { club, coLeader } = await clubWithCoLeader();
    expect((await membersOf(coLeader, club.clubId)).statusCode).toBe(200);

    const applicant = await buildUser(testApp.app, { name: "Applicant" });
    const applied = await call(applicant, "POST", `/api/clubs/${club.clubId}/applications`);
    expect(applied.statusCode).toBe(201);
    const [application] = await testApp.database.db
      .select({ id: clubApplications.id })
      .from(clubApplications)
      .where(eq(clubApplications.userId, applicant.id));
    const accepted = await call(coLeader, "POST", `/api/applications/${application?.id}/accept`);
    expect(accepted.statusCode).toBe(200);

    const submitter = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Priya" });
    const completionId = await submitMission(testApp, submitter, "mission101");
    const queue = PendingCompletionListSchema.parse(
      (await call(coLeader, "GET", "/api/completions/pending")).json(),
    );
    expect(queue.items.map((item) => item.completionId)).toContain(completionId);
    const verified = await call(coLeader, "POST", `/api/completions/${completionId}/verify`);
    expect(verified.statusCode).toBe(200);
    // Their leader page lists the club, and the attendance counts open to them.
    const led = (await call(coLeader, "GET", "/api/clubs/led")).json() as {
      items: { clubId: number }[];
    };
    expect(led.items.map((item) => item.clubId)).toContain(club.clubId);
    expect((await call(coLeader, "GET", `/api/clubs/${club.clubId}/attendance`)).statusCode).toBe(
      200,
    );
  });

  it("cannot act on another club, hand the club over, or remove the leader", async () => {
    const { club, coLeader } = await clubWithCoLeader();
    const other = await buildLeaderWithClub(testApp);
    expect((await membersOf(coLeader, other.clubId)).statusCode).toBe(403);
    expect((await call(coLeader, "GET", `/api/clubs/${other.clubId}/attendance`)).statusCode).toBe(
      403,
    );
    const member = await buildMember(testApp, club.clubId);
    const handover = await call(coLeader, "POST", `/api/clubs/${club.clubId}/handover`, {
      userId: member.id,
    });
    expect(handover.statusCode).toBe(403);
    expect((await call(coLeader, "GET", `/api/clubs/${club.clubId}/handover`)).statusCode).toBe(
      403,
    );
    // The leader is a member of the club here too: still not the co-leader's to remove.
    await joinClub(testApp.database.db, club.leader.id, club.clubId);
    const removal = await call(
      coLeader,
      "POST",
      `/api/clubs/${club.clubId}/members/${club.leader.id}/remove`,
      { reason: "coup" },
    );
    expect(removal.statusCode).toBe(403);
  });

  it("loses access at once when removed, stays a member, and is told", async () => {
    const { club, coLeader } = await clubWithCoLeader();
    expect((await membersOf(coLeader, club.clubId)).statusCode).toBe(200);
    expect((await toldOf(coLeader.id))[0]?.title).toBe(`You now co-lead ${club.clubName}`);
    expect((await dismiss(club.leader, club.clubId, coLeader.id)).statusCode).toBe(204);
    expect((await membersOf(coLeader, club.clubId)).statusCode).toBe(403);
    expect((await toldOf(coLeader.id))[0]?.title).toBe(`You no longer co-lead ${club.clubName}`);
    expect((await dismiss(club.leader, club.clubId, coLeader.id)).statusCode).toBe(404);
    const audit = (
      await call(admin, "GET", "/api/admin/audit?action=club-co-leader-removed")
    ).json() as AuditList;
    expect(audit.items.some((item) => item.targetId === String(club.clubId))).toBe(true);
  });

  it("stops co-leading when they leave the club, or step down", async () => {
    const { club, coLeader } = await clubWithCoLeader();
    expect((await call(coLeader, "POST", `/api/clubs/${club.clubId}/leave`)).statusCode).toBe(200);
    expect((await listOf(club.leader, club.clubId)).items).toEqual([]);
    const second = await buildMember(testApp, club.clubId);
    expect((await appoint(club.leader, club.clubId, second.id)).statusCode).toBe(204);
    expect((await dismiss(second, club.clubId, second.id)).statusCode).toBe(204);
    expect((await listOf(club.leader, club.clubId)).items).toEqual([]);
    expect((await toldOf(club.leader.id))[0]?.title).toBe(
      `The co-leaders of ${club.clubName} changed`,
    );
  });

  it("becomes the leader on a hand-over, no longer a co-leader", async () => {
    const { club, coLeader } = await clubWithCoLeader();
    // At the limit with this club counted once: four more clubs led.
    for (let i = 0; i < 4; i += 1) await buildClub(testApp.database.db, coLeader.id);
    const offered = await call(club.leader, "POST", `/api/clubs/${club.clubId}/handover`, {
      userId: coLeader.id,
    });
    expect(offered.statusCode).toBe(204);
    expect(
      (await call(coLeader, "POST", `/api/clubs/${club.clubId}/handover/accept`)).statusCode,
    ).toBe(204);
    const list = await listOf(coLeader, club.clubId);
    expect(list.items).toEqual([]);
    expect(list.mayAppoint).toBe(true);
  });
});

/**
 * The leader appoints the co-leaders, so a co-leader never decides the leader's own work: that
 * stays the admins' (as before co-leaders). A co-leader's own work is decided by the leader,
 * another co-leader or an admin, never by its author. The queue lists only what its reader may
 * decide, so list and action agree.
 */
describe("who decides the leaders' own missions", () => {
  const queueOf = async (who: TestUser) =>
    PendingCompletionListSchema.parse(
      (await call(who, "GET", "/api/completions/pending")).json(),
    ).items.map((item) => item.completionId);
  const statusOf = async (completionId: number) => {
    const [row] = await testApp.database.db
      .select({ status: missionCompletions.missionStatus })
      .from(missionCompletions)
      .where(eq(missionCompletions.id, completionId));
    return row?.status;
  };

  it("refuses a co-leader verifying or rejecting the leader's submission, and hides it", async () => {
    const { club, coLeader } = await clubWithCoLeader();
    await joinClub(testApp.database.db, club.leader.id, club.clubId, 1);
    const leadersOwn = await submitMission(testApp, club.leader, "mission101");

    expect(await queueOf(coLeader)).not.toContain(leadersOwn);
    expect(await queueOf(club.leader)).not.toContain(leadersOwn);
    // Nor does the navigation count it as waiting for them.
    const waitingFor = async (who: TestUser) =>
      (
        (await call(who, "GET", "/api/me/navigation")).json() as {
          ledClubs: { clubId: number; pendingSubmissions: number }[];
        }
      ).ledClubs.find((row) => row.clubId === club.clubId)?.pendingSubmissions;
    expect(await waitingFor(coLeader)).toBe(0);
    expect(await waitingFor(club.leader)).toBe(0);
    const verified = await call(coLeader, "POST", `/api/completions/${leadersOwn}/verify`);
    expect(verified.statusCode).toBe(403);
    expect(problemOf(verified).detail).toBe(
      "A club leader's own mission is verified by an admin, not by a co-leader they appointed.",
    );
    const rejected = await call(coLeader, "POST", `/api/completions/${leadersOwn}/reject`, {
      note: "Looks fine to me",
    });
    expect(rejected.statusCode).toBe(403);
    const inArabic = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/completions/${leadersOwn}/verify`,
      headers: { cookie: coLeader.cookie, "accept-language": "ar" },
    });
    expect(inArabic.statusCode).toBe(403);
    expect(problemOf(inArabic).detail).toBe(
      "مهمة قائد النادي نفسه يتحقق منها أحد المشرفين، لا أحد ممن عيّنهم للمشاركة في القيادة.",
    );
    const batch = await call(coLeader, "POST", "/api/completions/verify-batch", {
      completionIds: [leadersOwn],
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.json()).toEqual({
      items: [{ completionId: leadersOwn, error: expect.objectContaining({ code: "forbidden" }) }],
    });
    expect(await statusOf(leadersOwn)).toBe("pending");
    // The admins decide it, as before co-leaders.
    expect((await call(admin, "POST", `/api/completions/${leadersOwn}/verify`)).statusCode).toBe(
      200,
    );
    expect(await statusOf(leadersOwn)).toBe("completed");
  });

  it("lets the leader or another co-leader decide a co-leader's submission, never its author", async () => {
    const { club, coLeader } = await clubWithCoLeader();
    const second = await buildMember(testApp, club.clubId, { name: "Dev" });
    expect((await appoint(club.leader, club.clubId, second.id)).statusCode).toBe(204);
    await joinClub(testApp.database.db, coLeader.id, club.clubId, 1);
    const first = await submitMission(testApp, coLeader, "mission101");

    expect(await queueOf(coLeader)).not.toContain(first);
    expect(await queueOf(club.leader)).toContain(first);
    expect(await queueOf(second)).toContain(first);
    const own = await call(coLeader, "POST", `/api/completions/${first}/verify`);
    expect(own.statusCode).toBe(403);
    expect(problemOf(own).detail).toBe("You cannot verify your own mission.");
    expect(
      (
        await call(second, "POST", `/api/completions/${first}/reject`, {
          note: "Add your accounts",
        })
      ).statusCode,
    ).toBe(200);
    await submitMission(testApp, coLeader, "mission101");
    expect((await call(club.leader, "POST", `/api/completions/${first}/verify`)).statusCode).toBe(
      200,
    );
  });
});
