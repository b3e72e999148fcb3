import type { SQL } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { LOCALES, type Locale } from "../../contract/locales.ts";
import type { NotificationKind } from "../../contract/notifications.ts";
import { announce } from "../db/after-commit.ts";
import type { Executor } from "../db/client.ts";
import { channelOf } from "../events/bus.ts";
import type { Said } from "../lib/said.ts";
import { emailQueue, sendJob } from "./email.ts";
import { embeddableEmailJob } from "./email-job.ts";
import { embeddablePushJobs, sendPushJobsFor } from "./push.ts";
import * as pipelineRepository from "./repository.ts";

export interface NotificationInput {
  /** What it reports, and the kind of email the person may turn off. */
  kind: NotificationKind;
  /** Said in the recipient's stored language (a plain string stays as it is). */
  title: string | Said;
  body: string | Said;
  link: string;
  clubId?: number;
}

/**
 * Tells `userId` what happened: the notification row, the live event to their open streams, an
 * email through the job queue (unless they turned this kind of email off), and a push to each of
 * their subscribed devices when they push this kind (ADR 044). Call it with the
 * transaction of the change it reports, so there is no decision without its notification and
 * no notification (nor email) of a change that rolled back. Its words are written in the
 * recipient's stored language (English when they never chose one), for the inbox and the email.
 */
export async function notify(tx: Executor, userId: string, input: NotificationInput) {
  await write(tx, userId, input);
}

/**
 * A change and its notification in one statement (issue 28: no transaction of their own
 * needed): `change` is a data-modifying query with RETURNING (one row at most), and `userId` is
 * told (as by `notify`) only when it returns its row. Answers that row (its columns by their
 * RETURNING names, as JSON: numbers and strings stay, times become strings), or undefined when
 * nothing changed and nobody was told.
 */
export async function changeAndNotify<Row>(
  tx: Executor,
  change: SQL,
  userId: string,
  input: NotificationInput,
): Promise<Row | undefined> {
  return ((await write(tx, userId, input, change)) ?? undefined) as Row | undefined;
}

/**
 * Tells every admin (granted, or listed in ADMIN_EMAILS, with a verified address), inside the
 * caller's transaction: for what reaches a club without a leader, and for escalations.
 */
export async function notifyAdmins(
  tx: Executor,
  adminEmails: readonly string[],
  input: NotificationInput,
) {
  for (const adminId of await pipelineRepository.findAdminIds(tx, adminEmails)) {
    await notify(tx, adminId, input);
  }
}

async function write(tx: Executor, userId: string, input: NotificationInput, change?: SQL) {
  const inEach = (words: string | Said) =>
    Object.fromEntries(
      LOCALES.map((locale) => [locale, typeof words === "string" ? words : words.in(locale)]),
    ) as Record<Locale, string>;
  const boss = emailQueue();
  const jobId = boss ? crypto.randomUUID() : null;
  const job = boss && jobId ? await embeddableEmailJob(boss, jobId) : undefined;
  const pushInsert = boss ? await pushJobsOf(boss) : undefined;
  // One statement: the row, its event (the same as the inbox's replay makes of the stored row)
  // and its email with the email's job. The event is sent once the change has committed: at once
  // after a statement of its own, after the caller's transaction inside one (ADR 056).
  const run = async (executor: Executor) => {
    const written = await pipelineRepository.insertNotificationWithEmail(
      executor,
      {
        userId,
        kind: input.kind,
        titles: inEach(input.title),
        bodies: inEach(input.body),
        link: input.link,
        clubId: input.clubId ?? null,
        jobId,
        jobInsert: job?.insertFor,
        pushInsert,
      },
      change,
    );
    // pg-boss's statement could not be part of it: the job on its own, as before.
    if (boss && jobId && !job && written.deliveryId !== null) {
      await sendJob(boss, executor, written.deliveryId, jobId);
    }
    if (boss && !pushInsert && written.id !== null) {
      await sendPushJobsFor(boss, executor, userId, written.id);
    }
    if (written.event !== null) {
      await announce(executor, [{ channel: channelOf(userId), payload: written.event }]);
    }
    return written.change;
  };
  // A job sent on its own is a second statement: in a transaction (a savepoint in the caller's).
  return boss && (!job || !pushInsert) ? tx.transaction(run) : run(tx);
}

/** pg-boss's INSERT of push jobs, taken once per queue (it is the same for every notification). */
const pushInserts = new WeakMap<PgBoss, ((targets: SQL) => SQL) | undefined>();
async function pushJobsOf(boss: PgBoss) {
  if (!pushInserts.has(boss)) pushInserts.set(boss, await embeddablePushJobs(boss));
  return pushInserts.get(boss);
}
