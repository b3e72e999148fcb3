import { and, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailDeliveries, emailPreferences, notifications } from "../../server/db/schema/index.ts";
import { channelOf } from "../../server/events/bus.ts";
import { notificationReplay } from "../../server/features/notifications/service.ts";
import { secondMeeting } from "../factories/meetings.ts";
import {
  buildLeaderWithClub,
  buildMember,
  saveMissionEvidence,
  submitMission,
} from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";
import { countRoundTrips, installRoundTripCounter } from "../round-trip-counter.ts";
import { onPostgres } from "../test-database.ts";

/**
 * How many statements each write path sends to the database (issue 28, ADR 026): with the
 * database far away every one is a round trip, so each path has a budget. BEGIN and COMMIT count,
 * and so does the session lookup (the session cache is off here, as on a cold cache). The email
 * queue runs, so a notification's email job is written as in production.
 */
const BUDGET = {
  // Each one more since ADR 056: the live event's NOTIFY follows the commit, so that notifying
  // transactions no longer commit one at a time.
  apply: 4,
  accept: 7,
  reject: 4,
  submit: 8,
  // 16 since the credential's recipient email (ADR 037); 17 with $VOCATE's membership check
  // (ADR 038: a member without one earns nothing, 4 more statements with one); 18 with the NOTIFY
  // after the commit (ADR 056); 16 since the member's row is locked once and the mission's steps
  // are read with the mission.
  verify: 16,
  // One more since issue 32: a member holding a role at the meeting books no speech there.
  book: 11,
} as const;

installRoundTripCounter();

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

async function measured(path: keyof typeof BUDGET, request: () => Promise<LightMyRequestResponse>) {
  const { result, statements } = await countRoundTrips(request);
  const lines = statements.map((text) => text.replace(/\s+/g, " ").trim().slice(0, 110));
  console.info(`${path}: ${statements.length} round trips\n  ${lines.join("\n  ")}`);
  return { response: result, count: statements.length };
}

describe.runIf(onPostgres)("round trips per write path (PostgreSQL)", () => {
  it("applying to a club and the leader's decision stay within their budgets", async () => {
    const club = await buildLeaderWithClub(testApp);
    for (const decision of ["accept", "reject"] as const) {
      const applicant = await buildUser(testApp.app);
      const applied = await measured("apply", () =>
        injectJson(testApp.app, {
          method: "POST",
          url: `/api/clubs/${club.clubId}/applications`,
          cookie: applicant.cookie,
        }),
      );
      expect(applied.response.statusCode).toBe(201);
      expect(applied.count).toBeLessThanOrEqual(BUDGET.apply);
      const { applicationId } = applied.response.json() as { applicationId: number };
      const decided = await measured(decision, () =>
        injectJson(testApp.app, {
          method: "POST",
          url: `/api/applications/${applicationId}/${decision}`,
          cookie: club.leader.cookie,
        }),
      );
      expect(decided.response.statusCode).toBe(200);
      expect(decided.count).toBeLessThanOrEqual(BUDGET[decision]);
    }
  });

  it("submitting a mission stays within its budget", async () => {
    const club = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    await saveMissionEvidence(testApp.database.db, member.id);
    const submitted = await measured("submit", () =>
      injectJson(testApp.app, {
        method: "POST",
        url: "/api/missions/mission101/submission",
        cookie: member.cookie,
      }),
    );
    expect(submitted.response.statusCode).toBe(201);
    expect(submitted.count).toBeLessThanOrEqual(BUDGET.submit);
  });

  it("verifying a mission stays within its budget", async () => {
    const club = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const completionId = await submitMission(testApp, member, "mission101");
    const verified = await measured("verify", () =>
      injectJson(testApp.app, {
        method: "POST",
        url: `/api/completions/${completionId}/verify`,
        cookie: club.leader.cookie,
      }),
    );
    expect(verified.response.statusCode).toBe(200);
    expect(verified.count).toBeLessThanOrEqual(BUDGET.verify);
  });

  it("booking a speech slot stays within its budget", async () => {
    const club = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const meetingKey = await secondMeeting(testApp, member, club.clubId);
    const booked = await measured("book", () =>
      injectJson(testApp.app, {
        method: "POST",
        url: "/api/slots",
        cookie: member.cookie,
        payload: { clubId: club.clubId, meetingKey },
      }),
    );
    expect(booked.response.statusCode).toBe(201);
    expect(booked.count).toBeLessThanOrEqual(BUDGET.book);
  });
});

const applyTo = (clubId: number, applicant: TestUser) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/clubs/${clubId}/applications`,
    cookie: applicant.cookie,
  });

const newestNotificationOf = async (userId: string) => {
  const [row] = await testApp.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(sql`${notifications.id} desc`)
    .limit(1);
  if (!row) throw new Error("no notification");
  return row;
};

const deliveriesOf = (notificationId: number) =>
  testApp.database.db
    .select()
    .from(emailDeliveries)
    .where(eq(emailDeliveries.key, `notification:${notificationId}`));

const jobsNaming = async (deliveryId: number) =>
  (
    await testApp.database.db.execute<{ id: string; state: string }>(
      sql`select id, state from pgboss.job where name = 'email' and data->>'deliveryId' = ${String(deliveryId)}`,
    )
  ).rows;

describe("a notification written in one statement", () => {
  it("writes the row, the live event the replay would send, the email and its one job", async () => {
    const leader = await buildLeaderWithClub(testApp);
    const heard: string[] = [];
    const stop = await testApp.database.listen(channelOf(leader.leader.id), {
      onNotify: (payload) => heard.push(payload),
    });
    try {
      const applicant = await buildUser(testApp.app, { name: "Asha" });
      expect((await applyTo(leader.clubId, applicant)).statusCode).toBe(201);
      const row = await newestNotificationOf(leader.leader.id);
      expect(row).toMatchObject({ kind: "application-received", clubId: leader.clubId });
      await expect.poll(() => heard.length).toBe(1);
      // The live event is the one a reconnecting stream would be sent again for this row.
      const replayed = await notificationReplay(testApp.database.db)(leader.leader.id, "1.n0");
      expect(JSON.parse(heard[0] ?? "")).toEqual(
        replayed.find((event) => event.id?.endsWith(`.n${row.id}`)),
      );
      const [delivery] = await deliveriesOf(row.id);
      expect(delivery).toMatchObject({
        userId: leader.leader.id,
        subject: row.title,
        body: row.body,
      });
      const jobs = await jobsNaming(delivery?.id ?? 0);
      expect(jobs.map((job) => job.id)).toEqual([delivery?.jobId]);
    } finally {
      await stop();
    }
  });

  it("writes no email and no job for a kind the person turned off", async () => {
    const leader = await buildLeaderWithClub(testApp);
    await testApp.database.db
      .insert(emailPreferences)
      .values({ userId: leader.leader.id, kind: "application-received", enabled: false });
    const applicant = await buildUser(testApp.app);
    expect((await applyTo(leader.clubId, applicant)).statusCode).toBe(201);
    const row = await newestNotificationOf(leader.leader.id);
    expect(await deliveriesOf(row.id)).toEqual([]);
    const waiting = await testApp.database.db
      .select({ id: emailDeliveries.id })
      .from(emailDeliveries)
      .where(
        and(
          eq(emailDeliveries.userId, leader.leader.id),
          eq(emailDeliveries.kind, "application-received"),
        ),
      );
    expect(waiting).toEqual([]);
  });

  it("tells nobody of a change that wrote nothing (an archived club, a decided application)", async () => {
    const archived = await buildLeaderWithClub(testApp);
    await testApp.database.db.execute(
      sql`update clubs set archived_at = now() where id = ${archived.clubId}`,
    );
    const applicant = await buildUser(testApp.app);
    expect((await applyTo(archived.clubId, applicant)).statusCode).toBe(409);
    const leaderInbox = await testApp.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, archived.leader.id));
    expect(leaderInbox).toEqual([]);

    const open = await buildLeaderWithClub(testApp);
    const applied = await applyTo(open.clubId, applicant);
    const { applicationId } = applied.json() as { applicationId: number };
    const reject = () =>
      injectJson(testApp.app, {
        method: "POST",
        url: `/api/applications/${applicationId}/reject`,
        cookie: open.leader.cookie,
      });
    expect((await reject()).statusCode).toBe(200);
    expect((await reject()).statusCode).toBe(200);
    const told = await testApp.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, applicant.id));
    expect(told).toEqual([{ kind: "application-rejected" }]);
  });

  it("writes the words in the recipient's stored language", async () => {
    const leader = await buildLeaderWithClub(testApp);
    await testApp.database.db.execute(
      sql`update users set language = 'ml' where id = ${leader.leader.id}`,
    );
    const applicant = await buildUser(testApp.app, { name: "Asha" });
    expect((await applyTo(leader.clubId, applicant)).statusCode).toBe(201);
    const row = await newestNotificationOf(leader.leader.id);
    const [delivery] = await deliveriesOf(row.id);
    expect(row.title).not.toMatch(/application/i);
    expect(delivery?.subject).toBe(row.title);
  });
});
