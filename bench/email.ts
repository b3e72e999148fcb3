// The email queue's throughput, as `npm run bench` measures it: the compiled app in its own process
// (one process, its email worker as in production) on a fresh PostgreSQL database, sending to a
// local SMTP server (tests/smtp-receiver.ts, in this process). 1,000 emails are queued at once, as
// a reminder to a large club queues them (rows in `email_deliveries` and their pg-boss jobs, one
// statement each); the row's figure is emails per second from the queueing until the receiver has
// the last one, and every email must arrive exactly once (counted at the receiver by Message-ID).

import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { PgBoss } from "pg-boss";
import { openDatabase } from "../server/db/client.ts";
import { EMAIL_QUEUE, type EmailJobData } from "../server/notify/index.ts";
import { type ReceivedMail, startSmtpReceiver } from "../tests/smtp-receiver.ts";
import {
  adminQuery,
  appEnvironment,
  COMPILED_SERVER,
  SERVER_URL,
  startServer,
  stopServer,
  withDatabase,
} from "./api.ts";

export const EMAIL_BENCH_COUNT = Number(process.env.BENCH_EMAILS ?? 1_000);
/** Issue 28: at least this many emails per second from one process. */
export const EMAIL_BUDGET_PER_SECOND = 50;
const RECIPIENTS = 50;
const APP_PORT = 4292;
/** Gives up waiting for the last email after this long (at 50/s, 1,000 take 20 s). */
const GIVE_UP_MS = 180_000;

export interface EmailBenchResult {
  emails: number;
  seconds: number;
  perSecond: number;
  /** Emails that arrived more than once, and emails that never arrived. */
  duplicates: number;
  missing: number;
  met: boolean;
}

function messageIdOf(mail: ReceivedMail): string {
  return /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? "";
}

export async function runEmailBench(): Promise<EmailBenchResult> {
  const name = `bv_bench_mail_${randomBytes(5).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const databaseUrl = withDatabase(SERVER_URL, name);
  const received = new Map<string, number>();
  const smtp = await startSmtpReceiver(0, (mail) => {
    const id = messageIdOf(mail);
    received.set(id, (received.get(id) ?? 0) + 1);
  });
  let app: ChildProcess | undefined;
  let boss: PgBoss | undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    const database = openDatabase({ databaseUrl, poolSize: 2 });
    await database.migrate();
    await database.close();
    await client.connect();
    await client.query(
      `insert into users (id, name, email, email_verified)
      select 'bench-reader-' || i, 'Reader ' || i, 'reader-' || i || '@bench.test', true
      from generate_series(1, $1::int) as i`,
      [RECIPIENTS],
    );
    app = await startServer(
      // BENCH_SERVER=server/main.ts measures the source without a build (through tsx).
      process.env.BENCH_SERVER ?? COMPILED_SERVER,
      { ...appEnvironment(APP_PORT, databaseUrl), SMTP_URL: smtp.url },
      `http://127.0.0.1:${APP_PORT}/api/health`,
    );
    // Another pg-boss on the same database only to queue the jobs (no worker, no supervision).
    boss = new PgBoss({ connectionString: databaseUrl, schedule: false, supervise: false });
    await boss.start();
    process.stderr.write(`  email queue: ${EMAIL_BENCH_COUNT} emails...\n`);

    const started = performance.now();
    const { rows } = await client.query<{ id: number; job_id: string }>(
      `insert into email_deliveries (key, user_id, kind, subject, body, link, job_id)
      select 'bench:' || i, 'bench-reader-' || (1 + i % $2::int), 'meeting-reminder',
        'Your club meets in 2 hours', 'Bench Club meets at 18:00.', '/Dashboard', gen_random_uuid()
      from generate_series(1, $1::int) as i
      returning id, job_id`,
      [EMAIL_BENCH_COUNT, RECIPIENTS],
    );
    await boss.insert(
      EMAIL_QUEUE,
      rows.map((row) => ({ id: row.job_id, data: { deliveryId: row.id } satisfies EmailJobData })),
    );
    while (received.size < EMAIL_BENCH_COUNT && performance.now() - started < GIVE_UP_MS) {
      await delay(20);
    }
    const seconds = (performance.now() - started) / 1000;
    // Time for a second copy of anything to show up.
    await delay(3_000);
    const duplicates = [...received.values()].filter((count) => count > 1).length;
    const missing = EMAIL_BENCH_COUNT - received.size;
    const perSecond = Math.round(received.size / seconds);
    return {
      emails: EMAIL_BENCH_COUNT,
      seconds: Math.round(seconds * 10) / 10,
      perSecond,
      duplicates,
      missing,
      met: perSecond >= EMAIL_BUDGET_PER_SECOND && duplicates === 0 && missing === 0,
    };
  } finally {
    await boss?.stop({ graceful: false });
    await stopServer(app);
    await client.end().catch(() => {});
    await smtp.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}
