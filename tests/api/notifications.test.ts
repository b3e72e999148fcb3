import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notification, NotificationList } from "../../contract/notifications.ts";
import { notifications } from "../../server/db/schema/index.ts";
import { secondMeeting } from "../factories/meetings.ts";
import {
  buildLeaderWithClub,
  buildMember,
  saveMissionEvidence,
  type TestClub,
} from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/**
 * Nobody waits without knowing: each decision and each thing that waits for someone writes a
 * notification for them in the same transaction, and only they can read or mark it.
 */
let testApp: TestApp;
let club: TestClub;
beforeAll(async () => {
  testApp = await buildTestApp();
  club = await buildLeaderWithClub(testApp);
});
afterAll(() => testApp?.close());

const inbox = async (user: TestUser, query = "") => {
  const response = await injectJson(testApp.app, {
    url: `/api/notifications${query}`,
    cookie: user.cookie,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as NotificationList;
};
const unread = async (user: TestUser) =>
  (
    await injectJson(testApp.app, { url: "/api/notifications/unread-count", cookie: user.cookie })
  ).json().unread as number;
const post = (user: TestUser, url: string, payload?: object) =>
  injectJson(testApp.app, { method: "POST", url, cookie: user.cookie, payload });

describe("the programme's notifications", () => {
  it("tells the leader of an application and the applicant of the decision", async () => {
    const leaderBefore = await unread(club.leader);
    const applicant = await buildUser(testApp.app, { name: "Asha Applicant" });
    const applied = await post(applicant, `/api/clubs/${club.clubId}/applications`);
    expect(applied.statusCode).toBe(201);

    expect(await unread(club.leader)).toBe(leaderBefore + 1);
    const [received] = (await inbox(club.leader)).items;
    expect(received).toMatchObject({
      kind: "application-received",
      title: `New application to ${club.clubName}`,
      body: `Asha Applicant asked to join ${club.clubName}.`,
      link: "/ClubLeaderPage",
      read: false,
    });

    const decided = await post(
      club.leader,
      `/api/applications/${applied.json().applicationId}/reject`,
    );
    expect(decided.statusCode).toBe(200);
    expect((await inbox(applicant)).items).toEqual([
      expect.objectContaining({ kind: "application-rejected", link: "/Dashboard" }),
    ]);
  });

  it("tells the leader of a submission and the member of the verdict with the note", async () => {
    const member = await buildMember(testApp, club.clubId, { name: "Max Member", journeyId: 1 });
    await saveMissionEvidence(testApp.database.db, member.id);
    const submitted = await post(member, "/api/missions/mission101/submission");
    expect(submitted.statusCode).toBe(201);
    const [waiting] = (await inbox(club.leader)).items;
    expect(waiting).toMatchObject({
      kind: "submission-received",
      body: "Max Member marked Mission 1 as complete.",
      link: "/MissionVerification",
    });

    const pending = await injectJson(testApp.app, {
      url: "/api/completions/pending",
      cookie: club.leader.cookie,
    });
    const completionId = pending
      .json()
      .items.find((item: { memberName: string }) => item.memberName === "Max Member").completionId;
    await post(club.leader, `/api/completions/${completionId}/reject`, {
      note: "Add the link to your post.",
    });
    expect((await inbox(member)).items[0]).toMatchObject({
      kind: "submission-rejected",
      body: "Your club leader's note: Add the link to your post.",
    });
  });

  it("names a built-in mission in each reader's language (issue 30)", async () => {
    const own = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, own.clubId, { name: "Meera", journeyId: 1 });
    for (const person of [own.leader, member]) {
      const chosen = await injectJson(testApp.app, {
        method: "PUT",
        url: "/api/me/language",
        cookie: person.cookie,
        payload: { language: "ml" },
      });
      expect(chosen.statusCode).toBeLessThan(300);
    }
    await saveMissionEvidence(testApp.database.db, member.id);
    expect((await post(member, "/api/missions/mission101/submission")).statusCode).toBe(201);
    const [waiting] = (await inbox(own.leader)).items;
    expect(waiting?.kind).toBe("submission-received");
    expect(waiting?.body).toContain("മിഷൻ 1");
    expect(`${waiting?.title} ${waiting?.body}`).not.toContain("Mission 1");

    const pending = await injectJson(testApp.app, {
      url: "/api/completions/pending",
      cookie: own.leader.cookie,
    });
    const { completionId } = pending
      .json()
      .items.find((item: { memberName: string }) => item.memberName === "Meera");
    await post(own.leader, `/api/completions/${completionId}/reject`, { note: "Once more." });
    const [verdict] = (await inbox(member)).items;
    expect(verdict?.kind).toBe("submission-rejected");
    expect(verdict?.title).toContain("മിഷൻ 1");
    expect(verdict?.title).not.toContain("Mission 1");
  });

  it("tells the leader of a booked speech slot, once: a refused second booking writes nothing", async () => {
    const member = await buildMember(testApp, club.clubId, { name: "Sam Speaker", journeyId: 1 });
    const meeting = {
      clubId: club.clubId,
      meetingKey: await secondMeeting(testApp, member, club.clubId),
    };
    expect((await post(member, "/api/slots", meeting)).statusCode).toBe(201);
    expect((await inbox(club.leader)).items[0]).toMatchObject({
      kind: "slot-booked",
      title: "Sam Speaker booked a speech slot",
      link: "/ClubLeaderPage",
    });
    const before = await unread(club.leader);
    expect((await post(member, "/api/slots", meeting)).statusCode).toBe(409);
    expect(await unread(club.leader)).toBe(before);
    expect((await inbox(member)).items).toEqual([]);
  });

  it("tells a member their payment went through (test-mode checkout, the same fulfilment)", async () => {
    const payer = await buildUser(testApp.app);
    const checkout = await post(payer, "/api/payments/checkout", { level: 2 });
    expect(checkout.statusCode).toBe(201);
    expect((await post(payer, `/api/payments/checkout/${checkout.json().id}/pay`)).statusCode).toBe(
      204,
    );
    expect((await inbox(payer)).items).toEqual([
      expect.objectContaining({
        kind: "payment-succeeded",
        body: "Your membership is active: you are a member of Kerala Blockvocates.",
      }),
    ]);
  });

  it("writes nothing for a change that was refused (no notification without its change)", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const before = await unread(club.leader);
    // A second application to the club one belongs to is refused: no row, no notification.
    const refused = await post(member, `/api/clubs/${club.clubId}/applications`);
    expect(refused.statusCode).toBe(409);
    expect(await unread(club.leader)).toBe(before);
  });

  it("pages newest first and marks one or all read", async () => {
    const applicant = await buildUser(testApp.app);
    const clubs = await Promise.all([1, 2, 3].map(() => buildLeaderWithClub(testApp)));
    for (const other of clubs) {
      const applied = await post(applicant, `/api/clubs/${other.clubId}/applications`);
      await post(other.leader, `/api/applications/${applied.json().applicationId}/accept`);
    }
    const firstPage = await inbox(applicant, "?pageSize=2");
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.hasMore).toBe(true);
    const ids = firstPage.items.map((item: Notification) => item.id);
    expect(ids[0]).toBeGreaterThan(ids[1] ?? 0);

    expect(await unread(applicant)).toBe(3);
    const one = await post(applicant, `/api/notifications/${ids[0]}/read`);
    expect(one.json()).toEqual({ unread: 2 });
    const all = await post(applicant, "/api/notifications/read-all");
    expect(all.json()).toEqual({ unread: 0 });
    expect((await inbox(applicant)).items.every((item: Notification) => item.read)).toBe(true);
  });

  it("answers 404 for someone else's notification, and changes nothing of theirs", async () => {
    const [theirs] = (await inbox(club.leader)).items;
    const stranger = await buildUser(testApp.app);
    for (const id of [theirs?.id ?? 0, 2_147_483_647]) {
      const response = await post(stranger, `/api/notifications/${id}/read`);
      expect(response.statusCode).toBe(404);
      expect(problemOf(response).detail).toBe("Notification not found.");
    }
    const [row] = await testApp.database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, theirs?.id ?? 0));
    expect(row?.readAt).toBeNull();
    expect((await inbox(stranger)).items).toEqual([]);
  });
});
