import { and, count, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { notifications } from "../../db/schema/index.ts";

/**
 * The inbox: the notifications the pipeline (server/notify) wrote, as the bell, the inbox and the
 * replay of missed live events read them.
 */

/** A stored notification, as the replay reads it. */
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * An inbox page as the screen shows it: the columns it needs, the time already in ISO 8601 and
 * "read" as a flag (PostgreSQL formats them as it reads the row; in JavaScript each row's two
 * timestamps became Dates only to be formatted again).
 */
const notificationPage = preparedPerDatabase((db) =>
  db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      read: sql<boolean>`${notifications.readAt} is not null`,
    })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .orderBy(desc(notifications.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("notification_page"),
);

/**
 * The person's notifications written since `since` (the newest `limit` of them), oldest first:
 * what a stream that missed their live events sends again.
 */
export async function listNotificationsSince(
  db: Database,
  userId: string,
  since: Date,
  limit: number,
) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gte(notifications.createdAt, since)))
    .orderBy(desc(notifications.id))
    .limit(limit);
  return rows.reverse();
}

/** The person's notifications, newest first. */
export function listNotifications(db: Database, userId: string, limit: number, offset: number) {
  return notificationPage(db).execute({ userId, limit, offset });
}

const unreadCount = preparedPerDatabase((db) =>
  db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder("userId")), isNull(notifications.readAt)))
    .prepare("notification_unread_count"),
);

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await unreadCount(db).execute({ userId });
  return row?.unread ?? 0;
}

/** Marks one of the person's notifications read; false when they have none with that id. */
export async function markRead(db: Executor, userId: string, id: number, at: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id, readAt: notifications.readAt });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, userId: string, at: Date) {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
