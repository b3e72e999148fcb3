import type { PageQuery } from "../../../contract/common.ts";
import type {
  Notification,
  NotificationList,
  UnreadCount,
} from "../../../contract/notifications.ts";
import type { Database } from "../../db/client.ts";
import { type ReplaySource, replayStart, type UserEvent } from "../../events/bus.ts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { pageFrom, windowOf } from "../../lib/paging.ts";
import * as notificationRepository from "./repository.ts";

// The inbox: what the notification pipeline (server/notify, which writes each notification with
// its live event and email) wrote, read back a page at a time, counted, marked read, replayed.

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
