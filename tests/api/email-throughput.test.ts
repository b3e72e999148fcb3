import { createServer, type Server, type Socket } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailDeliveries } from "../../server/db/schema/index.ts";
import { DEFAULT_EMAIL_RETRY } from "../../server/jobs/queue.ts";
import { createMailer, SMTP_SEND_DEADLINE_MS } from "../../server/lib/mailer.ts";
import {
  EMAIL_JOB_EXPIRY_SECONDS,
  EMAIL_QUEUE,
  type EmailToQueue,
  queueEmail,
  sendAccountEmail,
} from "../../server/notify/index.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, type TestApp } from "../helpers.ts";
import { bodyText } from "../mail-text.ts";
import { type ReceivedMail, startSmtpReceiver } from "../smtp-receiver.ts";
import { createTestDatabase, type TestDatabase } from "../test-database.ts";

/**
 * The email queue keeps up (issue 28, items 4 and 5): a process sends several emails at once over a
 * pooled SMTP transport, each still exactly once; an email whose sender died mid-send goes out
 * again within a minute or so (its job expires just above the SMTP timeouts), not 15 minutes
 * later; a server answering 421 is retried with back-off, across a restart. Account emails (not
 * notifications) go through the same queue.
 */
const QUICK_JOBS = {
  pollingIntervalSeconds: 0.5,
  emailRetry: { limit: 10, delaySeconds: 1, backoff: false },
};

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const inbox: ReceivedMail[] = [];
let refuseConnections = false;
let database: TestDatabase;
let testApp: TestApp | undefined;
let users: TestUser[] = [];

async function startApp(
  jobs: NonNullable<Parameters<typeof buildTestApp>[0]>["jobs"] = QUICK_JOBS,
) {
  testApp = await buildTestApp({ database, env: { SMTP_URL: smtp.url }, jobs });
  return testApp;
}

beforeAll(async () => {
  smtp = await startSmtpReceiver(0, (mail) => inbox.push(mail), {
    refuseConnection: () => refuseConnections,
  });
  database = await createTestDatabase();
  const app = await startApp();
  users = [
    await buildUser(app.app, { name: "Ann" }),
    await buildUser(app.app, { name: "Ben" }),
    await buildUser(app.app, { name: "Cat" }),
  ];
});

afterEach(() => {
  refuseConnections = false;
});

afterAll(async () => {
  await testApp?.close();
  await database?.close();
  await smtp?.close();
});

/** Waits (polling, no timed assertion) until `probe` gives a value. */
async function eventually<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  seconds = 25,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("gave up waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const subjectLine = (mail: ReceivedMail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? "";
const withSubject = (subject: string) => inbox.filter((mail) => subjectLine(mail) === subject);

function notificationEmail(tag: string, index: number): EmailToQueue {
  const user = users[index % users.length] as TestUser;
  return {
    key: `${tag}:${index}`,
    userId: user.id,
    kind: "payment-succeeded",
    subject: `${tag} ${index}`,
    body: "Thank you.",
    link: "/Dashboard",
  };
}

async function deliveryByKey(key: string) {
  const [row] = await database.db
    .select()
    .from(emailDeliveries)
    .where(eq(emailDeliveries.key, key));
  return row;
}

describe("sending concurrently over a pooled transport", () => {
  it("sends every queued email exactly once, several at a time over a few reused connections", async () => {
    const count = 120;
    const tag = `Batch-${Date.now()}`;
    // Only this test's connections and sends count.
    const openedBefore = smtp.connections.opened;
    smtp.connections.mostSendingAtOnce = smtp.connections.sending;
    await database.db.transaction(async (tx) => {
      for (let index = 0; index < count; index += 1) {
        await queueEmail(tx, notificationEmail(tag, index));
      }
    });
    await eventually(() => {
      const got = inbox.filter((mail) => subjectLine(mail).startsWith(`${tag} `)).length;
      return got >= count ? got : undefined;
    });
    // Exactly once each, also after the queue had time to send anything twice.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    for (let index = 0; index < count; index += 1) {
      expect(withSubject(`${tag} ${index}`), `email ${index}`).toHaveLength(1);
    }
    const rows = await database.db.execute(
      sql`select count(*)::int as sent from email_deliveries
          where key like ${`${tag}:%`} and status = 'sent' and sent_at is not null and attempts = 1`,
    );
    expect((rows.rows[0] as { sent: number }).sent).toBe(count);
    // Several at once (a concurrent worker), over pooled connections (not one per email).
    expect(smtp.connections.mostSendingAtOnce).toBeGreaterThan(1);
    expect(smtp.connections.opened - openedBefore).toBeLessThanOrEqual(count / 4);
  });

  it("sends an email only from the job its row names (a stray second job sends nothing)", async () => {
    const tag = `Stray-${Date.now()}`;
    const email = notificationEmail(tag, 0);
    await database.db.transaction((tx) => queueEmail(tx, email));
    const row = await deliveryByKey(email.key);
    // A second job for the same row, as a bug or a replayed job would make.
    await testApp?.app.jobs.boss?.send(EMAIL_QUEUE, { deliveryId: row?.id });
    await eventually(async () => ((await deliveryByKey(email.key))?.sentAt ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(withSubject(`${tag} 0`)).toHaveLength(1);
  });
});

describe("an SMTP server that refuses with 421", () => {
  it("is retried with back-off by default, eight times over an hour or two", async () => {
    expect(DEFAULT_EMAIL_RETRY).toMatchObject({ backoff: true, limit: 8 });
    await testApp?.close();
    const app = await startApp({ pollingIntervalSeconds: 0.5 });
    const queue = await app.app.jobs.boss?.getQueue(EMAIL_QUEUE);
    expect(queue).toMatchObject({ retryBackoff: true, retryLimit: 8, retryDelay: 30 });
    await testApp?.close();
    await startApp();
  });

  it("keeps the email across a restart and sends it once the server accepts", async () => {
    const tag = `Refused-${Date.now()}`;
    const email = notificationEmail(tag, 1);
    refuseConnections = true;
    await database.db.transaction((tx) => queueEmail(tx, email));
    await eventually(async () => {
      const row = await deliveryByKey(email.key);
      return row && row.attempts >= 2 && row.lastError ? row : undefined;
    });
    await testApp?.close();
    expect(withSubject(`${tag} 1`)).toEqual([]);
    refuseConnections = false;
    await startApp();
    await eventually(() => withSubject(`${tag} 1`)[0]);
    const row = await eventually(async () => {
      const current = await deliveryByKey(email.key);
      return current?.status === "sent" ? current : undefined;
    });
    expect(row.sentAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(withSubject(`${tag} 1`)).toHaveLength(1);
  });
});

describe("account emails through the queue", () => {
  it("sends a plain-text account email once, without List-Unsubscribe, and forgets its body", async () => {
    const user = users[2] as TestUser;
    const subject = `Confirm-${Date.now()}`;
    const key = `account-test:${subject}`;
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: "no-reply@blockvocates.local",
      db: database.db,
      log: (testApp as TestApp).app.log,
    });
    const send = (text: string) =>
      sendAccountEmail(database.db, mailer, {
        key,
        userId: user.id,
        to: user.email,
        host: "blockvocates.test",
        subject,
        text,
      });
    try {
      // Refused at once: kept, and the queue sends it once the server accepts.
      refuseConnections = true;
      expect(await send("Open https://example.test/secret-link to confirm.")).toBe(false);
      expect((await deliveryByKey(key))?.jobId).toBeTruthy();
      refuseConnections = false;
      const mail = await eventually(() => withSubject(subject)[0]);
      expect(mail.to).toEqual([user.email.toLowerCase()]);
      expect(mail.raw).not.toMatch(/^List-Unsubscribe/im);
      expect(mail.raw).not.toMatch(/text\/html/i);
      expect(bodyText(mail.raw)).toContain("https://example.test/secret-link");
      const row = await eventually(async () => {
        const current = await deliveryByKey(key);
        return current?.status === "sent" ? current : undefined;
      });
      // The link in it is a secret: not kept once the email is out.
      expect(row.body).not.toContain("secret-link");
      // Once per key, however often it is asked.
      expect(await send("again")).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(withSubject(subject)).toHaveLength(1);
    } finally {
      await mailer.close?.();
    }
  });
});

describe("an email in flight when its process died", () => {
  it("expires just above the SMTP send deadline, not after 15 minutes", async () => {
    const queue = await testApp?.app.jobs.boss?.getQueue(EMAIL_QUEUE);
    expect(SMTP_SEND_DEADLINE_MS).toBeLessThanOrEqual(60_000);
    expect(queue?.expireInSeconds).toBe(EMAIL_JOB_EXPIRY_SECONDS);
    expect(EMAIL_JOB_EXPIRY_SECONDS).toBeGreaterThan(SMTP_SEND_DEADLINE_MS / 1000);
    expect(EMAIL_JOB_EXPIRY_SECONDS).toBeLessThanOrEqual(SMTP_SEND_DEADLINE_MS / 1000 + 15);
  });

  it("goes out again, once, when its job was taken a minute ago by a process that died", async () => {
    const tag = `Crashed-${Date.now()}`;
    const email = notificationEmail(tag, 0);
    await testApp?.close();
    // Queued while no worker runs; then taken by a process that died a minute ago without
    // settling it (what pg-boss's fetch writes: active, started then).
    await startApp({ ...QUICK_JOBS, worker: false });
    await database.db.transaction((tx) => queueEmail(tx, email));
    const row = await deliveryByKey(email.key);
    await testApp?.close();
    await database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() - interval '60 seconds',
          heartbeat_on = now() - interval '60 seconds' where id = ${row?.jobId}`,
    );
    await startApp();
    await eventually(() => withSubject(`${tag} 0`)[0], 40);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(withSubject(`${tag} 0`)).toHaveLength(1);
  }, 60_000);
});

describe("the SMTP transport's deadline", () => {
  let stalling: Server;
  const sockets = new Set<Socket>();
  let closed = 0;
  beforeAll(async () => {
    // A server that greets and answers EHLO, then trickles its answer to MAIL FROM a byte at a
    // time, forever: no socket timeout ever notices it.
    stalling = createServer((socket) => {
      sockets.add(socket);
      let timer: NodeJS.Timeout | undefined;
      socket.on("close", () => {
        closed += 1;
        sockets.delete(socket);
        clearInterval(timer);
      });
      socket.on("error", () => {});
      socket.write("220 stalling.test ESMTP\r\n");
      socket.on("data", (chunk) => {
        const line = chunk.toString();
        if (/^EHLO|^HELO/i.test(line)) socket.write("250 stalling.test\r\n");
        else if (/^MAIL FROM/i.test(line) && !timer) {
          timer = setInterval(() => socket.write("2"), 100);
        }
      });
    });
    await new Promise<void>((resolve) => stalling.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => stalling.close(resolve));
  });

  it("gives up on a server that trickles its answers, and closes that connection", async () => {
    const address = stalling.address() as { port: number };
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${address.port}`,
      from: "no-reply@blockvocates.local",
      db: database.db,
      log: (testApp as TestApp).app.log,
      timeouts: { dnsMs: 1_000, connectionMs: 1_000, greetingMs: 1_000, socketMs: 1_000 },
    });
    const started = Date.now();
    await expect(
      mailer.send({ to: "someone@example.test", subject: "Stalled", text: "Hello" }),
    ).rejects.toThrow();
    // Within the deadline (the timeouts added up, 4 s), not whenever the server stops.
    expect(Date.now() - started).toBeLessThan(6_000);
    await eventually(() => (closed > 0 ? true : undefined), 5);
    await mailer.close?.();
  });
});
