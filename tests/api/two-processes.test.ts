import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client.ts";
import { users } from "../../server/db/schema/index.ts";
import { notify } from "../../server/notify/index.ts";
import { startAlternatingProxy } from "../alternating-proxy.ts";
import { type AppProcess, startAppProcess } from "../app-process.ts";
import { CookieJar, freePort, send } from "../http-client.ts";
import { bodyText } from "../mail-text.ts";
import { type ReceivedMail, startSmtpReceiver } from "../smtp-receiver.ts";
import { eventually, readEventStream } from "../sse-reader.ts";
import { onPostgres, testDatabaseUrl } from "../test-database.ts";

/**
 * Two real server processes on one PostgreSQL behind a proxy that alternates between them, as a
 * load balancer would: the login throttle, live events, the email queue and the migrations at
 * start-up all behave as one server. PGlite is one process by design (ADR 001), so this runs on
 * PostgreSQL only (TEST_DATABASE_URL).
 */
const migrationCount = (
  JSON.parse(readFileSync(path.resolve("server/db/migrations/meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

const ADMIN_EMAIL = `admin-${randomBytes(4).toString("hex")}@example.com`;
const PASSWORD = "a sound passphrase 42";

let databaseName = "";
let databaseUrl = "";
let database: DatabaseHandle | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;
let proxy: Awaited<ReturnType<typeof startAlternatingProxy>> | undefined;
const processes: AppProcess[] = [];
const inbox: ReceivedMail[] = [];
let baseUrl = "";

function adminUrl() {
  return new URL(testDatabaseUrl ?? "");
}

async function onAdminConnection<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Both processes, started at the same moment on the empty database. */
async function startBoth() {
  const ports = [await freePort(), await freePort()];
  proxy = await startAlternatingProxy(ports.map((port) => `http://127.0.0.1:${port}`));
  baseUrl = `http://127.0.0.1:${proxy.port}`;
  const env = {
    BASE_URL: baseUrl,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: "two-processes-secret-two-processes-0123",
    ADMIN_EMAILS: ADMIN_EMAIL,
    SMTP_URL: smtp?.url ?? "",
    DATA_DIR: path.join("/tmp", `bv-two-${databaseName}`),
    CREDENTIAL_SIGNING_KEY: JSON.stringify({
      kty: "OKP",
      crv: "Ed25519",
      x: "wdnZoIeO78DW-TrfAmQbAs0BYPsCiNirBBKMlpIXYSc",
      d: "8xpcN1_3yAScF6yWjuDhiq6_vkAHepmfDLwdCbMDZvc",
    }),
    GOOGLE_CLIENT_ID: "",
    GOOGLE_CLIENT_SECRET: "",
    WEB_ROOT: "no-web-build",
    LOG_LEVEL: "warn",
  };
  const started = await Promise.allSettled(
    ports.map((port) => startAppProcess({ port, env, timeoutMs: 90_000 })),
  );
  for (const result of started) if (result.status === "fulfilled") processes.push(result.value);
  const failed = started.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

beforeAll(async () => {
  if (!onPostgres) return;
  databaseName = `bv_two_${randomBytes(6).toString("hex")}`;
  await onAdminConnection((client) => client.query(`create database ${databaseName}`));
  const url = adminUrl();
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  smtp = await startSmtpReceiver(0, (mail) => inbox.push(mail));
  await startBoth();
  database = openDatabase({ databaseUrl, poolSize: 2 });
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await proxy?.close();
  await smtp?.close();
  await database?.close();
  if (databaseName) {
    await onAdminConnection((client) =>
      client.query(`drop database if exists ${databaseName} with (force)`),
    );
  }
}, 60_000);

/** Signs up and signs in through the proxy; returns the signed-in cookie jar. */
async function signUp(email: string, options: { verified?: boolean } = {}) {
  const jar = new CookieJar();
  const origin = { origin: baseUrl };
  const signedUp = await send(`${baseUrl}/api/auth/sign-up/email`, jar, {
    json: { name: "Two Processes", email, password: PASSWORD },
    headers: origin,
  });
  expect(signedUp.status, await signedUp.clone().text()).toBe(200);
  if (options.verified) {
    await database?.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  }
  const signedIn = await send(`${baseUrl}/api/auth/sign-in/email`, jar, {
    json: { email, password: PASSWORD },
    headers: origin,
  });
  expect(signedIn.status).toBe(200);
  return jar;
}

const notificationMailsTo = (email: string) =>
  inbox.filter((mail) => mail.to.includes(email) && /^List-Unsubscribe:/im.test(mail.raw));

describe.skipIf(!onPostgres)("two server processes on one PostgreSQL, behind a proxy", () => {
  it("both start at once on an empty database: the migrations are applied once, both answer", async () => {
    const applied = await database?.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied?.rows[0]?.n).toBe(migrationCount);
    // The seed ran once too: clubs 1-3, once each.
    const clubs = await database?.db.execute<{ n: number }>(
      sql`select count(*)::int as n from clubs`,
    );
    expect(clubs?.rows[0]?.n).toBe(3);
    for (const process of processes) {
      expect(process.output()).not.toMatch(/"level":(50|60)/);
    }
    const healths = [];
    for (let i = 0; i < 4; i++) healths.push((await fetch(`${baseUrl}/api/health`)).status);
    expect(healths).toEqual([200, 200, 200, 200]);
    expect(new Set(proxy?.servedBy.slice(-4))).toEqual(new Set([0, 1]));
  });

  it("counts failed logins across both: the lock-out comes at the fifth failure", async () => {
    const email = `victim-${randomBytes(4).toString("hex")}@example.com`;
    await signUp(email);
    const from: number[] = [];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      from.push(proxy?.nextUpstream ?? -1);
      const response = await send(`${baseUrl}/api/auth/sign-in/email`, new CookieJar(), {
        json: { email, password: "definitely not it" },
        headers: { origin: baseUrl },
      });
      statuses.push(response.status);
    }
    // Alternating: each process saw only three of the six, yet the sixth is refused.
    expect(from).toEqual([0, 1, 0, 1, 0, 1].map((i) => (i + (from[0] ?? 0)) % 2));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // On the other process too, even with the right password.
    const right = await send(`${baseUrl}/api/auth/sign-in/email`, new CookieJar(), {
      json: { email, password: PASSWORD },
      headers: { origin: baseUrl },
    });
    expect(right.status).toBe(429);
  });

  it("a notification written by one process reaches a stream held on the other, and its email is sent once", async () => {
    const admin = await signUp(ADMIN_EMAIL, { verified: true });
    const leaderEmail = `leader-${randomBytes(4).toString("hex")}@example.com`;
    const leader = await signUp(leaderEmail);

    const streamOn = proxy?.nextUpstream;
    const stream = await readEventStream(baseUrl, leader.header());
    expect(stream.response.status).toBe(200);
    await stream.connected();
    try {
      const writeOn = proxy?.nextUpstream;
      expect(writeOn).not.toBe(streamOn);
      const assigned = await send(`${baseUrl}/api/admin/clubs/1/leader`, admin, {
        method: "PUT",
        json: { email: leaderEmail },
        headers: { origin: baseUrl },
      });
      expect(assigned.status, await assigned.clone().text()).toBe(204);
      const [event] = await eventually(
        () => stream.named("notification").length > 0 && stream.named("notification"),
        "the notification on the other process's stream",
      );
      expect(JSON.parse(event?.fields.data ?? "{}")).toMatchObject({
        kind: "club-leadership-given",
      });
    } finally {
      stream.close();
    }

    // Both processes run the queue's worker: the email goes out once.
    await eventually(() => notificationMailsTo(leaderEmail).length > 0, "the email", 30_000);
    // Long enough for both workers to poll again (every 2 s) had the job been handed out twice.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(notificationMailsTo(leaderEmail)).toHaveLength(1);
  });

  it("a stream held by one process ends when its session ends through the other, and gets nothing later", async () => {
    const email = `streamer-${randomBytes(4).toString("hex")}@example.com`;
    const jar = await signUp(email);
    const [row] =
      (await database?.db.select({ id: users.id }).from(users).where(eq(users.email, email))) ?? [];
    const userId = row?.id ?? "";
    const tell = (title: string) =>
      database?.db.transaction((tx) =>
        notify(tx, userId, { kind: "application-received", title, body: "-", link: "/" }),
      );
    const titles = (stream: Awaited<ReturnType<typeof readEventStream>>) =>
      stream.named("notification").map((block) => JSON.parse(block.fields.data ?? "{}").title);

    const streamOn = proxy?.nextUpstream;
    const stream = await readEventStream(baseUrl, jar.header());
    expect(stream.response.status).toBe(200);
    await stream.connected();
    try {
      await tell("before");
      await eventually(() => titles(stream).includes("before"), "the live notification");
      expect(proxy?.nextUpstream).not.toBe(streamOn);
      const signedOut = await send(`${baseUrl}/api/auth/sign-out`, jar, {
        json: {},
        headers: { origin: baseUrl },
      });
      expect(signedOut.status).toBe(200);
      await eventually(() => stream.ended, "the stream to end on the other process", 5_000);
      expect(JSON.parse(stream.named("stream-closed")[0]?.fields.data ?? "{}")).toMatchObject({
        reason: "session-ended",
      });
      await tell("after");
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(titles(stream)).toEqual(["before"]);
    } finally {
      stream.close();
    }
  });
  it("the owner's confirmation link, opened through one process, ends the squatter's sessions on both", async () => {
    const email = `squatted-${randomBytes(4).toString("hex")}@example.com`;
    const squatter = await signUp(email);
    // The squatter is read (and cached) by both processes.
    for (let i = 0; i < 2; i++) {
      expect((await send(`${baseUrl}/api/me`, squatter)).status).toBe(200);
    }
    const mail = await eventually(
      () => inbox.find((item) => item.to.includes(email) && /Confirm your email/.test(item.raw)),
      "the confirmation mail",
      30_000,
    );
    const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(bodyText(mail.raw))?.[0] ?? "");
    const opened = await send(`${baseUrl}${link.pathname}${link.search}`, new CookieJar());
    expect(opened.status).toBe(302);
    const choose = new URL(opened.headers.get("location") ?? "", baseUrl);
    expect(choose.pathname).toBe("/ResetPassword");

    // Neither process serves the squatter any more, and their password is gone.
    for (let i = 0; i < 2; i++) {
      await expect
        .poll(async () => (await send(`${baseUrl}/api/me`, squatter)).status, { timeout: 5_000 })
        .toBe(401);
    }
    const squatterSignIn = await send(`${baseUrl}/api/auth/sign-in/email`, new CookieJar(), {
      json: { email, password: PASSWORD },
      headers: { origin: baseUrl },
    });
    expect(squatterSignIn.status).toBe(401);
    // The owner chooses the password and is in.
    const ownersPassword = "the owner's own passphrase";
    const chosen = await send(`${baseUrl}/api/auth/reset-password`, new CookieJar(), {
      json: { token: choose.searchParams.get("token"), newPassword: ownersPassword },
      headers: { origin: baseUrl },
    });
    expect(chosen.status).toBe(200);
    const owner = await send(`${baseUrl}/api/auth/sign-in/email`, new CookieJar(), {
      json: { email, password: ownersPassword },
      headers: { origin: baseUrl },
    });
    expect(owner.status).toBe(200);
  });
});

describe.skipIf(onPostgres)("two server processes (PGlite)", () => {
  it.skip("runs on PostgreSQL only: the embedded database is one process (set TEST_DATABASE_URL)", () => {});
});
