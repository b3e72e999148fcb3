import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelOf } from "../../server/events/bus.ts";
import { buildLeaderWithClub, buildMember, submitMission } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

/**
 * Issue 40: a write's change, its notification, its live event, its email's delivery row and its
 * pg-boss job commit together or not at all. A failure is injected (a trigger) into the write's
 * last step, after the statement that wrote the change and the notification: nothing of it may
 * stay, and nobody may be told. The email queue runs, as in production.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.database.db.execute(sql`
    create or replace function test_fail_for_user() returns trigger language plpgsql as $$
    begin
      if new.user_id = tg_argv[0] then raise exception 'injected failure'; end if;
      return new;
    end $$`);
});
afterAll(async () => {
  await testApp?.database.db.execute(sql`drop function if exists test_fail_for_user() cascade`);
  await testApp?.close();
});

/** Inserts into `table` of rows for `userId` fail while `run` runs. */
async function failingInsertsInto(table: string, userId: string, run: () => Promise<void>) {
  const trigger = sql.raw(`test_fail_${table}`);
  const on = sql.raw(table);
  await testApp.database.db.execute(
    sql`create trigger ${trigger} before insert on ${on} for each row
      execute function test_fail_for_user(${sql.raw(`'${userId}'`)})`,
  );
  try {
    await run();
  } finally {
    await testApp.database.db.execute(sql`drop trigger ${trigger} on ${on}`);
  }
}

/** What the write left for `userId`: notifications, email deliveries, email jobs, events heard. */
async function toldTo(userId: string, heard: readonly string[]) {
  const { rows } = await testApp.database.db.execute<{
    notifications: number;
    deliveries: number;
    jobs: number;
  }>(sql`
    select (select count(*) from notifications where user_id = ${userId})::int as notifications,
      (select count(*) from email_deliveries where user_id = ${userId})::int as deliveries,
      (select count(*) from pgboss.job j join email_deliveries d
        on d.id = (j.data ->> 'deliveryId')::int
        where j.name = 'email' and d.user_id = ${userId})::int as jobs`);
  return { ...rows[0], events: heard.length };
}

async function listening(user: TestUser) {
  const heard: string[] = [];
  const stop = await testApp.database.listen(channelOf(user.id), {
    onNotify: (payload) => heard.push(payload),
  });
  return { heard, stop };
}

describe.runIf(onPostgres)("a write and its notification are one transaction (PostgreSQL)", () => {
  it("accepting: a failure adding the member leaves the application pending, nobody told", async () => {
    const club = await buildLeaderWithClub(testApp);
    const applicant = await buildUser(testApp.app);
    const applied = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${club.clubId}/applications`,
      cookie: applicant.cookie,
    });
    const { applicationId } = applied.json() as { applicationId: number };
    // Signing up queued the account's own email: what the decision adds is counted from here.
    const before = await toldTo(applicant.id, []);
    const { heard, stop } = await listening(applicant);
    try {
      await failingInsertsInto("club_members", applicant.id, async () => {
        const accepted = await injectJson(testApp.app, {
          method: "POST",
          url: `/api/applications/${applicationId}/accept`,
          cookie: club.leader.cookie,
        });
        expect(accepted.statusCode).toBe(500);
      });
      const { rows } = await testApp.database.db.execute<{ status: string }>(
        sql`select status from club_applications where id = ${applicationId}`,
      );
      expect(rows[0]?.status).toBe("pending");
      // The NOTIFY would arrive at once; a moment for it to have come if it had been sent.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await toldTo(applicant.id, heard)).toEqual(before);

      // The same write, nothing failing: all of it is there.
      const accepted = await injectJson(testApp.app, {
        method: "POST",
        url: `/api/applications/${applicationId}/accept`,
        cookie: club.leader.cookie,
      });
      expect(accepted.statusCode).toBe(200);
      await expect.poll(() => heard.length).toBe(1);
      expect(await toldTo(applicant.id, heard)).toEqual({
        notifications: (before.notifications ?? 0) + 1,
        deliveries: (before.deliveries ?? 0) + 1,
        jobs: (before.jobs ?? 0) + 1,
        events: 1,
      });
    } finally {
      await stop();
    }
  });

  it("verifying: a failure issuing the credential leaves the submission pending, nobody told", async () => {
    const club = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const completionId = await submitMission(testApp, member, "mission101");
    const before = await toldTo(member.id, []);
    const { heard, stop } = await listening(member);
    try {
      await failingInsertsInto("credentials", member.id, async () => {
        const verified = await injectJson(testApp.app, {
          method: "POST",
          url: `/api/completions/${completionId}/verify`,
          cookie: club.leader.cookie,
        });
        expect(verified.statusCode).toBe(500);
      });
      const { rows } = await testApp.database.db.execute<{ mission_status: string }>(
        sql`select mission_status from mission_completions where id = ${completionId}`,
      );
      expect(rows[0]?.mission_status).toBe("pending");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await toldTo(member.id, heard)).toEqual(before);
    } finally {
      await stop();
    }
  });
});
