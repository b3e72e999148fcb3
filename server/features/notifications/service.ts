import type { SQL } from "drizzle-orm";
import type { PageQuery } from "../../../contract/common.ts";
import { LOCALES, type Locale } from "../../../contract/locales.ts";
import type {
  Notification,
  NotificationKind,
  NotificationList,
  UnreadCount,
} from "../../../contract/notifications.ts";
import type { Database, Executor } from "../../db/client.ts";
import { channelOf, type ReplaySource, replayStart, type UserEvent } from "../../events/bus.ts";
import { emailQueue, sendJob } from "../../jobs/email.ts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { pageFrom, windowOf } from "../../lib/paging.ts";
import type { Said } from "../../lib/said.ts";
import { embeddableEmailJob } from "./email-job.ts";
import * as notificationRepository from "./repository.ts";

export interface NotificationInput {
  kind: NotificationKind;
  /** Said in the recipient's stored language (a plain string stays as it is). */
  title: string | Said;
  body: string | Said;
  link: string;
  clubId?: number;
}

/**
 * Tells `userId` what happened: the notification row, the live event to their open streams, and
 * an email through the job queue (unless they turned this kind of email off). Call it with the
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

async function write(tx: Executor, userId: string, input: NotificationInput, change?: SQL) {
  const inEach = (words: string | Said) =>
    Object.fromEntries(
      LOCALES.map((locale) => [locale, typeof words === "string" ? words : words.in(locale)]),
    ) as Record<Locale, string>;
  const boss = emailQueue();
  const jobId = boss ? crypto.randomUUID() : null;
  const job = boss && jobId ? await embeddableEmailJob(boss, jobId) : undefined;
  // One statement: the row, its event (the same as `notificationEvent` makes of the stored row)
  // and its email with the email's job.
  const run = async (executor: Executor) => {
    const written = await notificationRepository.insertNotificationWithEmail(
      executor,
      {
        userId,
        kind: input.kind,
        titles: inEach(input.title),
        bodies: inEach(input.body),
        link: input.link,
        clubId: input.clubId ?? null,
        channel: channelOf(userId),
        jobId,
        jobInsert: job?.insertFor,
      },
      change,
    );
    // pg-boss's statement could not be part of it: the job on its own, as before.
    if (boss && jobId && !job && written.deliveryId !== null) {
      await sendJob(boss, executor, written.deliveryId, jobId);
    }
    return written.change;
  };
  // A job sent on its own is a second statement: in a transaction (a savepoint in the caller's).
  return boss && !job ? tx.transaction(run) : run(tx);
}

type NotificationRow = notificationRepository.NotificationRow;

/**
 * A notification's live event, with an id (its time in ms, then `n` and its id) so that a
 * stream that missed it, through a reconnect or a database outage, gets it again (issue 28).
 */
function notificationEvent(row: NotificationRow): UserEvent {
  return {
    event: "notification",
    id: `${row.createdAt.getTime()}.n${row.id}`,
    data: toNotification(row),
  };
}

/**
 * Transactions commit in another order than they start (`created_at` is the start): a stream
 * gets again every notification written from a little before its last event on; repeats are
 * dropped by id.
 */
const REPLAY_OVERLAP_MS = 60_000;
/** At most this many notifications are sent again; the bell re-reads its count at any one. */
const REPLAY_LIMIT = 100;

/** The replay source for `GET /api/events`: the person's notifications since `lastEventId`. */
export function notificationReplay(db: Database): ReplaySource {
  return async (userId, lastEventId) => {
    const since = replayStart(lastEventId, REPLAY_OVERLAP_MS);
    if (!since) return [];
    const rows = await notificationRepository.listNotificationsSince(
      db,
      userId,
      since,
      REPLAY_LIMIT,
    );
    return rows.map(notificationEvent).filter((event) => event.id !== lastEventId);
  };
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export async function listNotifications(
  db: Database,
  userId: string,
  { page, pageSize }: PageQuery,
): Promise<NotificationList> {
  const { limit, offset } = windowOf(page, pageSize);
  const rows = await notificationRepository.listNotifications(db, userId, limit, offset);
  return pageFrom(rows, page, pageSize);
}

export async function unreadCount(db: Database, userId: string): Promise<UnreadCount> {
  return { unread: await notificationRepository.countUnread(db, userId) };
}

/** Someone else's notification id is "not found", like one that does not exist. */
export async function markRead(db: Database, clock: Clock, userId: string, id: number) {
  if (!(await notificationRepository.markRead(db, userId, id, clock.now()))) {
    throw notFound("Notification");
  }
  return unreadCount(db, userId);
}

export async function markAllRead(db: Database, clock: Clock, userId: string) {
  await notificationRepository.markAllRead(db, userId, clock.now());
  return unreadCount(db, userId);
}
