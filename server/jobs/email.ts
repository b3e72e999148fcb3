import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { fromDrizzle, type Job, type PgBoss } from "pg-boss";
import type { EmailKind } from "../../contract/email-preferences.ts";
import type { Database, Executor } from "../db/client.ts";
import { emailDeliveries, users } from "../db/schema/index.ts";
import {
  actionLabelOf,
  kindLabelOf,
  renderNotificationEmail,
} from "../emails/notification-email.tsx";
import type { Env } from "../env.ts";
import { unsubscribeSecretOf } from "../env.ts";
import * as preferenceRepository from "../features/email-preferences/repository.ts";
import { unsubscribeToken } from "../features/email-preferences/unsubscribe-token.ts";
import type { Clock } from "../lib/clock.ts";
import { storedLocale } from "../lib/i18n.ts";
import type { Mailer } from "../lib/mailer.ts";

/** The pg-boss queue of emails to send; a job's data names its row in `email_deliveries`. */
export const EMAIL_QUEUE = "email";
export interface EmailJobData {
  deliveryId: number;
}

/** The address mail providers POST to for one-click unsubscribe (the route's path). */
const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/email/unsubscribe";

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
  if (!(await preferenceRepository.isEnabled(tx, email.userId, email.kind))) return;
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

async function sendJob(boss: PgBoss, tx: Executor, deliveryId: number, jobId: string) {
  const data: EmailJobData = { deliveryId };
  await boss.send(EMAIL_QUEUE, data, {
    id: jobId,
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
 * Sends one queued email. `sent_at` is written right after the SMTP server accepted it, so a
 * job that runs again (a retry after a crash, a repeated job) finds it sent and stops. The one
 * window left, a crash between the server's acceptance and that write, resends at most once,
 * with the same Message-ID, which receiving servers use to drop the duplicate.
 */
export function createEmailWorker(deps: EmailWorkerDependencies) {
  const { db, mailer, env } = deps;
  const secret = unsubscribeSecretOf(env);
  const host = new URL(env.BASE_URL).hostname;
  const absolute = (path: string) => new URL(path, env.BASE_URL).toString();

  return async function sendEmailJob(jobs: Job<EmailJobData>[]) {
    for (const job of jobs) {
      const [delivery] = await db
        .select({
          delivery: emailDeliveries,
          email: users.email,
          name: users.name,
          language: users.language,
        })
        .from(emailDeliveries)
        .innerJoin(users, eq(users.id, emailDeliveries.userId))
        .where(eq(emailDeliveries.id, job.data.deliveryId));
      if (!delivery) continue;
      const row = delivery.delivery;
      if (row.status !== "queued" || row.sentAt) continue;
      // Turned off after it was queued: not sent.
      if (!(await preferenceRepository.isEnabled(db, row.userId, row.kind))) {
        await db
          .update(emailDeliveries)
          .set({ status: "skipped" })
          .where(eq(emailDeliveries.id, row.id));
        continue;
      }
      const token = unsubscribeToken(secret, row.userId, row.kind);
      const oneClick = new URL(ONE_CLICK_UNSUBSCRIBE_PATH, env.BASE_URL);
      oneClick.searchParams.set("token", token);
      const unsubscribePage = new URL("/NotificationSettings", env.BASE_URL);
      unsubscribePage.searchParams.set("unsubscribe", token);
      // The subject and body were written in the person's language when it was queued.
      const locale = storedLocale(delivery.language);
      const rendered = renderNotificationEmail({
        locale,
        name: delivery.name,
        title: row.subject,
        body: row.body,
        actionUrl: absolute(row.link),
        actionLabel: actionLabelOf(row.link, locale),
        kindLabel: kindLabelOf(row.kind, locale),
        unsubscribeUrl: unsubscribePage.toString(),
        settingsUrl: absolute("/NotificationSettings"),
        siteUrl: absolute("/"),
      });
      await db
        .update(emailDeliveries)
        .set({ attempts: sql`${emailDeliveries.attempts} + 1` })
        .where(eq(emailDeliveries.id, row.id));
      try {
        await mailer.send({
          to: delivery.email,
          ...rendered,
          messageId: `<email-${row.id}-${row.createdAt.getTime()}@${host}>`,
          headers: {
            "List-Unsubscribe": `<${oneClick.toString()}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        });
      } catch (error) {
        const last = job.retryCount >= deps.retryLimit;
        await db
          .update(emailDeliveries)
          .set({
            lastError: error instanceof Error ? error.message.slice(0, 500) : "send failed",
            ...(last ? { status: "failed" as const } : {}),
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
        .set({ status: "sent", sentAt: deps.clock.now() })
        .where(eq(emailDeliveries.id, row.id));
    }
  };
}
