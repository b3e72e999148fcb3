import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { fromDrizzle, type Job, type JobResult, type PgBoss } from "pg-boss";
import webpush from "web-push";
import type { NotificationKind } from "../../contract/notifications.ts";
import { PUSH_DEFAULT_KINDS, type PushPayload } from "../../contract/push.ts";
import type { Database, Executor } from "../db/client.ts";
import { notifications, pushPreferences, pushSubscriptions } from "../db/schema/index.ts";
import type { Clock } from "../lib/clock.ts";
import { captureJobInsert, jobsFrom } from "./embedded-job.ts";
import type { VapidKeys } from "./push-keys.ts";

// Web push (issue 38, ADR 044): a notification of a kind the person pushes gets one job per
// subscribed device, written in the notification's own statement; the worker encrypts the
// notification's title and link for the device (RFC 8291, aes128gcm) and posts it to the device's
// push service, signed with the VAPID keys (RFC 8292).

/** The pg-boss queue of pushes; a job names the notification and the device. */
export const PUSH_QUEUE = "push";
export interface PushJobData {
  notificationId: number;
  subscriptionId: number;
}

/** How long a push service keeps a message for a device that is offline: one day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer in this long is tried again later. */
export const PUSH_SEND_DEADLINE_MS = 10_000;
/** Just above the send deadline: a job whose process died is given to another worker soon. */
export const PUSH_JOB_EXPIRY_SECONDS = Math.ceil(PUSH_SEND_DEADLINE_MS / 1000) + 10;

/**
 * Whether `userId` pushes notifications of the kind in `kind` (an SQL expression): their choice,
 * or the kind's default.
 */
export function pushEnabledSql(userId: string | AnyColumn, kind: SQL): SQL {
  return sql`coalesce((select p.enabled from push_preferences p
    where p.user_id = ${userId} and p.kind = ${kind}),
    ${kind} = any(${sql.raw(`array[${PUSH_DEFAULT_KINDS.map((k) => `'${k}'`).join(", ")}]`)}::text[]))`;
}

/** The person's push choices: only the kinds they changed (the others take their default). */
export async function pushChoices(db: Executor, userId: string) {
  const rows = await db
    .select({ kind: pushPreferences.kind, enabled: pushPreferences.enabled })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  return new Map(rows.map((row) => [row.kind, row.enabled]));
}

export async function setPushPreference(
  db: Executor,
  userId: string,
  kind: NotificationKind,
  enabled: boolean,
  at: Date,
) {
  await db
    .insert(pushPreferences)
    .values({ userId, kind, enabled, updatedAt: at })
    .onConflictDoUpdate({
      target: [pushPreferences.userId, pushPreferences.kind],
      set: { enabled, updatedAt: at },
    });
}

export function sendPushJob(boss: PgBoss, tx: Executor, data: PushJobData) {
  return boss.send(PUSH_QUEUE, data, {
    singletonKey: `${data.notificationId}:${data.subscriptionId}`,
    expireInSeconds: PUSH_JOB_EXPIRY_SECONDS,
    db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql),
  });
}

/**
 * pg-boss's INSERT of one push job per row of `targets` (a query with `notification_id` and
 * `subscription_id`), to run inside the notification's statement; each job's singleton key is
 * its notification and device, so one notification pushes once to each device.
 */
export async function embeddablePushJobs(
  boss: PgBoss,
): Promise<((targets: SQL) => SQL) | undefined> {
  const captured = await captureJobInsert((standIn) =>
    sendPushJob(boss, standIn, { notificationId: 0, subscriptionId: 0 }),
  );
  if (!captured) return undefined;
  return (targets) =>
    captured.insertWith(
      jobsFrom(
        captured.sample,
        targets,
        (job) => sql`${job} || jsonb_build_object(
          'data', jsonb_build_object('notificationId', d.notification_id, 'subscriptionId', d.subscription_id),
          'singletonKey', d.notification_id || ':' || d.subscription_id)`,
      ),
    );
}

/** The devices a new notification is pushed to, when pg-boss's INSERT cannot be embedded. */
export async function sendPushJobsFor(
  boss: PgBoss,
  tx: Executor,
  userId: string,
  notificationId: number,
) {
  const targets = await tx.execute<{ subscription_id: number }>(sql`
    select s.id as subscription_id from push_subscriptions s, notifications n
    where n.id = ${notificationId} and s.user_id = ${userId}
      and ${pushEnabledSql(userId, sql`n.kind`)}`);
  for (const { subscription_id } of targets.rows) {
    await sendPushJob(boss, tx, { notificationId, subscriptionId: subscription_id });
  }
}

/** What the push service answered: delivered, the device is gone, or try again later. */
export type PushOutcome = "delivered" | "gone" | "retry";

export function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return "delivered";
  // The subscription expired or was withdrawn (RFC 8030 §7.3): it never comes back.
  if (status === 404 || status === 410) return "gone";
  return "retry";
}

export interface PushWorkerDependencies {
  db: Database;
  keys: VapidKeys;
  log: FastifyBaseLogger;
  clock: Clock;
}

/**
 * Sends queued pushes, each on its own. The payload is the notification's title (written in the
 * recipient's language when it was stored) and its link, and nothing else. A device the push
 * service no longer knows (404, 410) is forgotten; any other refusal or silence is thrown, and
 * pg-boss tries the job again with back-off. A notification or device removed meanwhile, or a
 * kind turned off, sends nothing.
 */
export function pushWorkerOf(deps: PushWorkerDependencies) {
  const { db, keys } = deps;

  async function sendOne(job: Job<PushJobData>): Promise<void> {
    const [target] = await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        title: notifications.title,
        link: notifications.link,
        enabled: sql<boolean>`${pushEnabledSql(pushSubscriptions.userId, sql`${notifications.kind}`)}`,
      })
      .from(pushSubscriptions)
      .innerJoin(notifications, eq(notifications.userId, pushSubscriptions.userId))
      .where(
        and(
          eq(pushSubscriptions.id, job.data.subscriptionId),
          eq(notifications.id, job.data.notificationId),
        ),
      );
    if (!target?.enabled) return;
    const payload: PushPayload = { title: target.title, url: target.link };
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: "aes128gcm",
        // A reminder or a decision: shown at once, but not worth waking a sleeping phone's radio
        // before its normal messages.
        urgency: "normal",
      },
    );
    const deadline = AbortSignal.timeout(PUSH_SEND_DEADLINE_MS);
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: job.signal ? AbortSignal.any([deadline, job.signal]) : deadline,
      redirect: "error",
    });
    await response.body?.cancel();
    const outcome = outcomeOf(response.status);
    if (outcome === "delivered") {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: deps.clock.now() })
        .where(eq(pushSubscriptions.id, target.id));
      return;
    }
    if (outcome === "gone") {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      deps.log.info({ subscriptionId: target.id }, "push subscription gone; removed");
      return;
    }
    throw new Error(`the push service answered ${response.status}`);
  }

  return async function sendPushJobs(jobs: Job<PushJobData>[]): Promise<JobResult[]> {
    return Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        try {
          await sendOne(job);
          return { id: job.id, status: "completed" };
        } catch (error) {
          const message = error instanceof Error ? error.message : "push failed";
          deps.log.warn({ jobId: job.id, attempt: job.retryCount + 1 }, "push not sent; retried");
          return { id: job.id, status: "failed", output: { message } };
        }
      }),
    );
  };
}
