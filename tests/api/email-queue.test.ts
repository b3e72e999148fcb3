import { and, count, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailPreferences } from "../../contract/email-preferences.ts";
import {
  emailDeliveries,
  emailPreferences,
  notifications,
  users,
} from "../../server/db/schema/index.ts";
import { EMAIL_QUEUE, notification, notify, queueEmail } from "../../server/notify/index.ts";
import { buildLeaderWithClub, type TestClub } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, TEST_BASE_URL, type TestApp } from "../helpers.ts";
import { bodyPart, bodyText, subjectOf } from "../mail-text.ts";
import { type ReceivedMail, startSmtpReceiver } from "../smtp-receiver.ts";
import { createTestDatabase, type TestDatabase } from "../test-database.ts";

/**
 * Emails of notifications go through the durable job queue (pg-boss, in our own database): a
 * real SMTP server that refuses for a while gets each email once, after the retries, across a
 * restart of the app; a change that rolls back queues nothing; a kind turned off is not sent.
 */
const QUICK_JOBS = {
  pollingIntervalSeconds: 0.5,
  emailRetry: { limit: 10, delaySeconds: 1, backoff: false },
};

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const inbox: ReceivedMail[] = [];
/** Notification emails (they carry List-Unsubscribe) the SMTP server refuses before accepting. */
let refusals = 0;
let refused = 0;
let database: TestDatabase;
let testApp: TestApp;
let club: TestClub;

const isNotificationEmail = (mail: ReceivedMail) => /^List-Unsubscribe:/im.test(mail.raw);

async function startApp(jobs = QUICK_JOBS) {
  testApp = await buildTestApp({ database, env: { SMTP_URL: smtp.url }, jobs });
}

beforeAll(async () => {
  smtp = await startSmtpReceiver(0, (mail) => inbox.push(mail), {
    refuse: (mail) => {
      if (!isNotificationEmail(mail) || refused >= refusals) return false;
      refused += 1;
      return true;
    },
  });
  database = await createTestDatabase();
  await startApp();
  club = await buildLeaderWithClub(testApp);
});

afterAll(async () => {
  await testApp?.close();
  await database?.close();
  await smtp?.close();
});

/** Waits (polling, no timed assertion) until `probe` gives a value. */
async function eventually<T>(probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("gave up waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const mailsTo = (email: string) =>
  inbox.filter((mail) => mail.to.includes(email.toLowerCase()) && isNotificationEmail(mail));

/** The person's notification emails (their account emails, e.g. the confirmation, aside). */
async function deliveryFor(userId: string) {
  const rows = await database.db
    .select()
    .from(emailDeliveries)
    .where(and(eq(emailDeliveries.userId, userId), ne(emailDeliveries.kind, "account")));
  return rows;
}

/**
 * Waits until the email's job is completed: from then on nothing can send it again. The row is
 * read again after that: read before, it may be the row as it was while the job still ran (the
 * job writes the row's outcome, then completes).
 */
async function settled(userId: string) {
  const job = await eventually(async () => {
    const [queued] = await deliveryFor(userId);
    if (!queued?.jobId) return undefined;
    const found = await testApp.app.jobs.boss?.getJobById(EMAIL_QUEUE, queued.jobId);
    return found?.state === "completed" || found?.state === "failed" ? found : undefined;
  });
  const [row] = await deliveryFor(userId);
  if (!row) throw new Error("the delivery row is gone");
  return { row, job };
}

async function apply(applicant: TestUser) {
  const applied = await injectJson(testApp.app, {
    method: "POST",
    url: `/api/clubs/${club.clubId}/applications`,
    cookie: applicant.cookie,
  });
  expect(applied.statusCode).toBe(201);
}

/** The Subject header with its RFC 2047 encoded words (base64 or Q) decoded. */
function decodedSubject(raw: string): string {
  const header = /^Subject: (.*)$/im.exec(headersOf(raw))?.[1]?.trim() ?? "";
  return header
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_match, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) =>
                String.fromCharCode(Number.parseInt(code, 16)),
              ),
            "latin1",
          ).toString("utf8"),
    );
}

/** The headers of a raw message, folded lines joined. */
function headersOf(raw: string): string {
  return (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
}

function unsubscribeUrlOf(raw: string): URL {
  const header = /^List-Unsubscribe: <([^>]+)>/im.exec(headersOf(raw))?.[1];
  if (!header) throw new Error("no List-Unsubscribe header");
  return new URL(header);
}

/** A mail provider's one-click POST (RFC 8058): a form, no session, no Origin. */
const oneClickPost = (url: string) =>
  testApp.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });

async function jobCount() {
  const result = await database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${EMAIL_QUEUE}`,
  );
  return (result.rows[0] as { n: number }).n;
}

describe("an email for each notification, through the job queue", () => {
  it("arrives exactly once after SMTP refused the first attempts", async () => {
    const leader = club.leader;
    refusals = refused + 2;
    const applicant = await buildUser(testApp.app, { name: "Retrying Rita" });
    await apply(applicant);

    const mail = await eventually(() => mailsTo(leader.email)[0]);
    const { row, job } = await settled(leader.id);
    expect(job.state).toBe("completed");
    expect(row).toMatchObject({ status: "sent", attempts: 3, kind: "application-received" });
    expect(mailsTo(leader.email)).toHaveLength(1);
    expect(refused).toBe(refusals);

    // What happened, in the subject; text and HTML parts; links absolute from BASE_URL.
    expect(subjectOf(mail.raw)).toBe(`New application to ${club.clubName}`);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/im);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/im);
    expect(mail.raw).toMatch(/^Content-Type: text\/html/im);
    const text = bodyText(mail.raw);
    expect(text).toContain("Retrying Rita asked to join");
    expect(text).toContain(`${TEST_BASE_URL}/ClubLeaderPage`);
    expect(text).toContain(`${TEST_BASE_URL}/NotificationSettings`);
    const headers = headersOf(mail.raw);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    const oneClick = unsubscribeUrlOf(mail.raw);
    expect(oneClick.origin).toBe(TEST_BASE_URL);
    expect(oneClick.pathname).toBe("/api/email/unsubscribe");
    const token = oneClick.searchParams.get("token") ?? "";
    expect(token.startsWith("application-received.")).toBe(true);
    expect(text).toContain(`${TEST_BASE_URL}/NotificationSettings?unsubscribe=${token}`);
    // Every link of the HTML part is absolute, on BASE_URL.
    const html = bodyPart(mail.raw, "text/html");
    expect(html).toMatch(/^<!DOCTYPE html>/);
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(hrefs).toContain(`${TEST_BASE_URL}/ClubLeaderPage`);
    for (const href of hrefs) expect(href.startsWith(`${TEST_BASE_URL}/`), href).toBe(true);
  });

  it("writes the notification and its email in the recipient's stored language (Arabic)", async () => {
    const leader = await buildUser(testApp.app, { name: "Layla" });
    // A proven address: the greeting names the person (an unproven one gets "Hello,").
    await database.db
      .update(users)
      .set({ language: "ar", emailVerified: true })
      .where(eq(users.id, leader.id));
    await database.db.execute(
      sql`update clubs set leader_id = ${leader.id} where id = ${club.clubId}`,
    );
    const applicant = await buildUser(testApp.app, { name: "Omar" });
    await apply(applicant);
    await database.db.execute(
      sql`update clubs set leader_id = ${club.leader.id} where id = ${club.clubId}`,
    );

    const [notification] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, leader.id));
    expect(notification?.title).toBe(`طلب انضمام جديد إلى ${club.clubName}`);
    expect(notification?.body).toBe(`طلب Omar الانضمام إلى ${club.clubName}.`);

    const mail = await eventually(() => mailsTo(leader.email)[0]);
    expect(decodedSubject(mail.raw)).toBe(`طلب انضمام جديد إلى ${club.clubName}`);
    const text = bodyText(mail.raw);
    expect(text).toContain("مرحبًا Layla،");
    expect(text).toContain(`طلب Omar الانضمام إلى ${club.clubName}.`);
    expect(text).toContain(`افتح صفحة القائد: ${TEST_BASE_URL}/ClubLeaderPage`);
    expect(text).toContain('"طلبات الانضمام إلى نادٍ أقوده"');
    const html = bodyPart(mail.raw, "text/html");
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain("إلغاء الاشتراك في هذه الرسائل");
  });

  it("loses no email when the app restarts while SMTP still refuses", async () => {
    const applicant = await buildUser(testApp.app, { name: "Patient Pat" });
    const leader = await buildUser(testApp.app, { name: "Restart Leader" });
    await database.db.execute(
      sql`update clubs set leader_id = ${leader.id} where id = ${club.clubId}`,
    );
    refusals = Number.POSITIVE_INFINITY;
    await apply(applicant);
    // At least one attempt failed before the app goes away.
    await eventually(
      async () => ((await deliveryFor(leader.id))[0]?.attempts ?? 0) >= 1 || undefined,
    );
    await testApp.close();
    expect(mailsTo(leader.email)).toEqual([]);

    refusals = refused;
    await startApp();
    await eventually(() => mailsTo(leader.email)[0]);
    const { row, job } = await settled(leader.id);
    expect(job.state).toBe("completed");
    expect(row.status).toBe("sent");
    expect(mailsTo(leader.email)).toHaveLength(1);
    await database.db.execute(
      sql`update clubs set leader_id = ${club.leader.id} where id = ${club.clubId}`,
    );
  });

  it("queues nothing for a change that rolls back", async () => {
    const member = await buildUser(testApp.app);
    const jobsBefore = await jobCount();
    await expect(
      database.db.transaction(async (tx) => {
        await notify(tx, member.id, notification("payment-failed", {}));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await deliveryFor(member.id)).toEqual([]);
    expect(await jobCount()).toBe(jobsBefore);
  });

  it("queues one email per event, however often it is asked (our unique key)", async () => {
    const member = await buildUser(testApp.app);
    const jobsBefore = await jobCount();
    const email = {
      key: `test-event:${member.id}`,
      userId: member.id,
      kind: "payment-failed" as const,
      subject: "Your payment did not go through",
      body: "Try again.",
      link: "/Checkout",
    };
    await database.db.transaction((tx) => queueEmail(tx, email));
    await database.db.transaction((tx) => queueEmail(tx, email));
    expect(await deliveryFor(member.id)).toHaveLength(1);
    expect(await jobCount()).toBe(jobsBefore + 1);
    await settled(member.id);
    expect(mailsTo(member.email)).toHaveLength(1);
  });
});

describe("email preferences and unsubscribing", () => {
  const getPreferences = async (user: TestUser) => {
    const response = await injectJson(testApp.app, {
      url: "/api/me/email-preferences",
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as EmailPreferences;
  };
  const enabled = async (user: TestUser, kind: string) =>
    (await getPreferences(user)).preferences.find((preference) => preference.kind === kind)
      ?.enabled;

  it("sends nothing of a kind the person turned off", async () => {
    const member = await buildUser(testApp.app);
    expect((await getPreferences(member)).preferences.every((p) => p.enabled)).toBe(true);
    const put = await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/me/email-preferences",
      cookie: member.cookie,
      payload: { preferences: [{ kind: "payment-failed", enabled: false }] },
    });
    expect(put.statusCode).toBe(200);
    expect(await enabled(member, "payment-failed")).toBe(false);
    expect(await enabled(member, "payment-succeeded")).toBe(true);

    await database.db.transaction((tx) =>
      notify(tx, member.id, notification("payment-failed", {})),
    );
    expect(await deliveryFor(member.id)).toEqual([]);
  });

  it("does not send an email whose kind was turned off after it was queued", async () => {
    const member = await buildUser(testApp.app);
    await database.db.transaction(async (tx) => {
      await notify(tx, member.id, notification("payment-failed", {}));
      await tx
        .insert(emailPreferences)
        .values({ userId: member.id, kind: "payment-failed", enabled: false });
    });
    const { row } = await settled(member.id);
    expect(row.status).toBe("skipped");
    expect(mailsTo(member.email)).toEqual([]);
  });

  it("refuses kinds that do not exist", async () => {
    const member = await buildUser(testApp.app);
    const put = await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/me/email-preferences",
      cookie: member.cookie,
      payload: { preferences: [{ kind: "password-reset", enabled: false }] },
    });
    expect(put.statusCode).toBe(400);
  });

  it("turns a kind off with the email's one-click link, without a session or Origin", async () => {
    const member = await buildUser(testApp.app);
    await database.db.transaction((tx) =>
      notify(tx, member.id, notification("payment-succeeded", { clubName: "Club 1" })),
    );
    const mail = await eventually(() => mailsTo(member.email)[0]);
    const oneClick = unsubscribeUrlOf(mail.raw);
    const response = await oneClickPost(`${oneClick.pathname}${oneClick.search}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: "payment-succeeded" });
    expect(await enabled(member, "payment-succeeded")).toBe(false);
    expect(await enabled(member, "payment-failed")).toBe(true);
  });

  it("refuses a forged token, another person's token and another kind's", async () => {
    const victim = await buildUser(testApp.app);
    const attacker = await buildUser(testApp.app);
    await database.db.transaction((tx) =>
      notify(tx, attacker.id, notification("payment-succeeded", { clubName: "Club 1" })),
    );
    const mail = await eventually(() => mailsTo(attacker.email)[0]);
    const token = unsubscribeUrlOf(mail.raw).searchParams.get("token") ?? "";
    const [kind = "", , signature = ""] = token.split(".");
    const victimId = Buffer.from(victim.id).toString("base64url");
    const attackerId = Buffer.from(attacker.id).toString("base64url");
    const forged = [
      // The attacker's signature on the victim's id.
      `${kind}.${victimId}.${signature}`,
      // The attacker's own id with another kind.
      `payment-failed.${attackerId}.${signature}`,
      // A made-up signature.
      `${kind}.${victimId}.${Buffer.alloc(32).toString("base64url")}`,
      "not-a-token",
    ];
    for (const bad of forged) {
      const response = await oneClickPost(
        `/api/email/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect(response.statusCode, bad).toBe(403);
    }
    const [{ value }] = (await database.db
      .select({ value: count() })
      .from(emailPreferences)
      .where(and(eq(emailPreferences.userId, victim.id)))) as [{ value: number }];
    expect(value).toBe(0);
    expect(await enabled(attacker, "payment-failed")).toBe(true);
  });

  it("never adds List-Unsubscribe to account emails (confirm, reset)", async () => {
    const user = await buildUser(testApp.app);
    const confirm = await eventually(() =>
      inbox.find((mail) => mail.to.includes(user.email) && /Confirm your email/.test(mail.raw)),
    );
    expect(headersOf(confirm.raw)).not.toMatch(/List-Unsubscribe/i);
  });
});

describe("an email that never gets through", () => {
  it("is marked failed after its last retry, and not sent", async () => {
    await testApp.close();
    await startApp({ ...QUICK_JOBS, emailRetry: { ...QUICK_JOBS.emailRetry, limit: 1 } });
    const member = await buildUser(testApp.app);
    refusals = Number.POSITIVE_INFINITY;
    await database.db.transaction((tx) =>
      notify(tx, member.id, notification("payment-failed", {})),
    );
    const { row, job } = await settled(member.id);
    refusals = refused;
    expect(job.state).toBe("failed");
    expect(row).toMatchObject({ status: "failed", attempts: 2, sentAt: null });
    expect(row.lastError).toMatch(/Try again later/);
    expect(mailsTo(member.email)).toEqual([]);
  });
});
