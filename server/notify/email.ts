import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { fromDrizzle, type Job, type JobResult, type PgBoss } from "pg-boss";
import type { EmailKind } from "../../contract/email-preferences.ts";
import type { Database, Executor } from "../db/client.ts";
import { emailDeliveries, emailPreferences, users } from "../db/schema/index.ts";
import {
  actionLabelOf,
  kindLabelOf,
  renderNotificationEmail,
} from "../emails/notification-email.tsx";
import type { Env } from "../env.ts";
import { unsubscribeSecretOf } from "../env.ts";
import type { Clock } from "../lib/clock.ts";
import { storedLocale } from "../lib/i18n.ts";
import { type Mailer, SMTP_SEND_DEADLINE_MS } from "../lib/mailer.ts";
import * as preferenceStore from "./preferences.ts";
import { UNSUBSCRIBE_PATH, unsubscribeToken } from "./unsubscribe-token.ts";

/** The pg-boss queue of emails to send; a job's data names its row in `email_deliveries`. */
export const EMAIL_QUEUE = "email";
export interface EmailJobData {
  deliveryId: number;
}

/**
 * How long an email's job may run before pg-boss gives it to another worker: just above the SMTP
 * send deadline (the transport's timeouts added up), with room for the few statements around the
 * send. A send never outlives it (the deadline closes its connection), so a live worker's email is
 * never sent beside its retry; and an email whose process died mid-send is tried again this soon
 * (plus the supervisor's check and the retry delay), not 15 minutes later (pg-boss's default).
 */
export const EMAIL_JOB_EXPIRY_SECONDS = Math.ceil(SMTP_SEND_DEADLINE_MS / 1000) + 10;

/** `email_deliveries.kind` of an account email (confirmation, reset): not a notification kind. */
export const ACCOUNT_EMAIL_KIND = "account";

// The queue this process sends to: set while the app's job queue runs (one app per process;
// tests build one at a time). `notify` has only its transaction, so it finds the queue here.
let sendingQueue: PgBoss | undefined;

export function setEmailQueue(boss: PgBoss | undefined) {
  sendingQueue = boss;
}
export function emailQueue(): PgBoss | undefined {
  return sendingQueue;
}

export interface EmailToQueue {
  /** Names the event, e.g. `notification:42`: one event never makes two emails. */
  key: string;
  userId: string;
  kind: EmailKind;
  subject: string;
  body: string;
  /** A path of this app where the person acts. */
  link: string;
}

/**
 * Queues an email in the caller's transaction: the row (unique per event) and its pg-boss job
 * commit or roll back with the change they report. Nothing is queued when the person turned this
 * kind off, or when the event already has its email. Without a running queue (a script) the row
 * waits without a job; the next start of the queue gives it one.
 */
export async function queueEmail(tx: Executor, email: EmailToQueue): Promise<void> {
  if (!(await preferenceStore.isEmailEnabled(tx, email.userId, email.kind))) return;
  const boss = sendingQueue;
  const jobId = boss ? crypto.randomUUID() : null;
  const [row] = await tx
    .insert(emailDeliveries)
    .values({ ...email, jobId })
    .onConflictDoNothing({ target: emailDeliveries.key })
    .returning({ id: emailDeliveries.id });
  if (!row || !boss || !jobId) return;
  await sendJob(boss, tx, row.id, jobId);
}

export interface AccountEmailToQueue {
  /**
   * Names the event, so asking twice sends once (e.g. `verify:<user id>:<token's hash>`). Another
   * event's key never repeats one of these: prefix it, e.g. `account:`.
   */
  key: string;
  /** The recipient: the email goes to this user's address as it is when it is sent. */
  userId: string;
  subject: string;
  /**
   * The plain-text email, sent as it is (no HTML part, no List-Unsubscribe). It may carry a
   * one-time link: the row keeps it only until the email is sent or given up on.
   */
  text: string;
}

/**
 * Sends an account email now, keeping it durable: the row is written first (without a job, so
 * nothing else sends it meanwhile), the SMTP server is asked at once, and only when it refuses or
 * does not answer does the row get its job, which the queue retries with back-off and keeps across
 * restarts. So a sign-up or a reset mails at once when the server accepts, and is never lost when it
 * does not. Once per `key`. Call it with the database (outside a transaction): the email is about
 * a committed account. Returns whether it went out now (false: queued for retries).
 */
export async function sendAccountEmail(
  db: Database,
  mailer: Mailer,
  email: AccountEmailToQueue & {
    to: string;
    host: string;
    /**
     * `to` is not the person's own address (a new address to confirm): sent now or never. The
     * queue's retries go to the person's address, which must not receive this email's link.
     */
    nowOnly?: boolean;
  },
  log?: FastifyBaseLogger,
): Promise<boolean> {
  const [row] = await db
    .insert(emailDeliveries)
    .values({
      key: email.key,
      userId: email.userId,
      kind: ACCOUNT_EMAIL_KIND,
      subject: email.subject,
      body: email.text,
      link: "",
      attempts: 1,
    })
    .onConflictDoNothing({ target: emailDeliveries.key })
    .returning({ id: emailDeliveries.id, createdAt: emailDeliveries.createdAt });
  if (!row) return false;
  try {
    await mailer.send({
      to: email.to,
      subject: email.subject,
      text: email.text,
      messageId: `<email-${row.id}-${row.createdAt.getTime()}@${email.host}>`,
    });
  } catch (error) {
    if (email.nowOnly) {
      await db
        .update(emailDeliveries)
        .set({ status: "failed", body: "", lastError: String(error).slice(0, 500) })
        .where(eq(emailDeliveries.id, row.id));
      log?.warn({ deliveryId: row.id }, "account email to a new address not sent");
      return false;
    }
    const boss = sendingQueue;
    const jobId = boss ? crypto.randomUUID() : null;
    await db
      .update(emailDeliveries)
      .set({
        jobId,
        lastError: error instanceof Error ? error.message.slice(0, 500) : "send failed",
      })
      .where(eq(emailDeliveries.id, row.id));
    if (boss && jobId) await sendJob(boss, db, row.id, jobId);
    log?.warn({ deliveryId: row.id }, "account email not sent yet; the queue retries it");
    return false;
  }
  // Sent: its one-time link is not kept.
  await db
    .update(emailDeliveries)
    .set({ status: "sent", sentAt: new Date(), body: "" })
    .where(eq(emailDeliveries.id, row.id));
  return true;
}

export async function sendJob(boss: PgBoss, tx: Executor, deliveryId: number, jobId: string) {
  const data: EmailJobData = { deliveryId };
  await boss.send(EMAIL_QUEUE, data, {
    id: jobId,
    // Also set on the queue; on the job too, so a job queued by a process that started before the
    // queue's expiry changed still expires this soon.
    expireInSeconds: EMAIL_JOB_EXPIRY_SECONDS,
    db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql),
  });
}

/** Gives every queued email without a job (queued while no queue ran) its job. */
export async function queueDeliveriesWithoutJob(db: Database, boss: PgBoss): Promise<number> {
  const waiting = await db
    .select({ id: emailDeliveries.id })
    .from(emailDeliveries)
    .where(and(isNull(emailDeliveries.jobId), eq(emailDeliveries.status, "queued")));
  for (const { id } of waiting) {
    await db.transaction(async (tx) => {
      const jobId = crypto.randomUUID();
      const [claimed] = await tx
        .update(emailDeliveries)
        .set({ jobId })
        .where(and(eq(emailDeliveries.id, id), isNull(emailDeliveries.jobId)))
        .returning({ id: emailDeliveries.id });
      if (claimed) await sendJob(boss, tx, id, jobId);
    });
  }
  return waiting.length;
}

export interface EmailWorkerDependencies {
  db: Database;
  mailer: Mailer;
  env: Env;
  log: FastifyBaseLogger;
  clock: Clock;
  /** The queue's retry limit: the attempt after the last retry marks the email failed. */
  retryLimit: number;
}

/**
 * Sends a batch of queued emails at once (one per pooled SMTP connection), each settled on its own:
 * one refused email is retried without holding back or repeating the others. `sent_at` is written
 * right after the SMTP server accepted an email, so a job that runs again (a retry after a crash, a
 * repeated job) finds it sent and stops; only the job its row names sends it. The one window left,
 * a crash between the server's acceptance and that write, resends at most once, with the same
 * Message-ID (which receiving servers use to drop the duplicate), once the job expired
 * (`EMAIL_JOB_EXPIRY_SECONDS`).
 */
export function createEmailWorker(deps: EmailWorkerDependencies) {
  const { db, mailer, env } = deps;
  const secret = unsubscribeSecretOf(env);
  const host = new URL(env.BASE_URL).hostname;
  const absolute = (path: string) => new URL(path, env.BASE_URL).toString();

  async function sendOne(job: Job<EmailJobData>): Promise<void> {
    const [delivery] = await db
      .select({
        delivery: emailDeliveries,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        language: users.language,
        enabled: emailPreferences.enabled,
      })
      .from(emailDeliveries)
      .innerJoin(users, eq(users.id, emailDeliveries.userId))
      .leftJoin(
        emailPreferences,
        and(
          eq(emailPreferences.userId, emailDeliveries.userId),
          eq(emailPreferences.kind, emailDeliveries.kind),
        ),
      )
      .where(eq(emailDeliveries.id, job.data.deliveryId));
    if (!delivery) return;
    const row = delivery.delivery;
    if (row.status !== "queued" || row.sentAt) return;
    // Only the row's own job sends it: a second job for the same row (queued twice by mistake)
    // would otherwise run beside it and send it twice.
    if (row.jobId !== job.id) return;
    const account = row.kind === ACCOUNT_EMAIL_KIND;
    // Turned off after it was queued: not sent. Account emails are always sent.
    if (!account && delivery.enabled === false) {
      await db
        .update(emailDeliveries)
        .set({ status: "skipped" })
        .where(eq(emailDeliveries.id, row.id));
      return;
    }
    const mail = account
      ? { subject: row.subject, text: row.body }
      : // No name for an unproven address: whoever typed it chose the name (docs/security.md).
        notificationMail(row, delivery.emailVerified ? delivery.name : null, delivery.language);
    await db
      .update(emailDeliveries)
      .set({ attempts: sql`${emailDeliveries.attempts} + 1` })
      .where(eq(emailDeliveries.id, row.id));
    // An account email's body may hold a one-time link: forgotten once the email is settled.
    const forget = account ? { body: "" } : {};
    try {
      await mailer.send({
        to: delivery.email,
        ...mail,
        messageId: `<email-${row.id}-${row.createdAt.getTime()}@${host}>`,
        // pg-boss aborts it when the job expires; the mailer's own deadline comes first.
        signal: job.signal,
      });
    } catch (error) {
      const last = job.retryCount >= deps.retryLimit;
      await db
        .update(emailDeliveries)
        .set({
          lastError: error instanceof Error ? error.message.slice(0, 500) : "send failed",
          ...(last ? { status: "failed" as const, ...forget } : {}),
        })
        .where(eq(emailDeliveries.id, row.id));
      deps.log.warn(
        { deliveryId: row.id, attempt: job.retryCount + 1, final: last },
        "email not sent; the queue retries it",
      );
      throw error;
    }
    await db
      .update(emailDeliveries)
      .set({ status: "sent", sentAt: deps.clock.now(), ...forget })
      .where(eq(emailDeliveries.id, row.id));
  }

  function notificationMail(
    row: typeof emailDeliveries.$inferSelect,
    name: string | null,
    language: string | null,
  ) {
    const kind = row.kind as EmailKind;
    const token = unsubscribeToken(secret, row.userId, kind);
    const oneClick = new URL(UNSUBSCRIBE_PATH, env.BASE_URL);
    oneClick.searchParams.set("token", token);
    const unsubscribePage = new URL("/NotificationSettings", env.BASE_URL);
    unsubscribePage.searchParams.set("unsubscribe", token);
    // The subject and body were written in the person's language when it was queued.
    const locale = storedLocale(language);
    return {
      ...renderNotificationEmail({
        locale,
        name,
        title: row.subject,
        body: row.body,
        actionUrl: absolute(row.link),
        actionLabel: actionLabelOf(row.link, locale),
        kindLabel: kindLabelOf(kind, locale),
        unsubscribeUrl: unsubscribePage.toString(),
        settingsUrl: absolute("/NotificationSettings"),
        siteUrl: absolute("/"),
      }),
      headers: {
        "List-Unsubscribe": `<${oneClick.toString()}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  }

  return async function sendEmailJobs(jobs: Job<EmailJobData>[]): Promise<JobResult[]> {
    return Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        try {
          await sendOne(job);
          return { id: job.id, status: "completed" };
        } catch (error) {
          const message = error instanceof Error ? error.message : "send failed";
          return { id: job.id, status: "failed", output: { message } };
        }
      }),
    );
  };
}
