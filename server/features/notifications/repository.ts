import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(tx: Executor, notification: NewNotification) {
  const [row] = await tx.insert(notifications).values(notification).returning();
  if (!row) throw new Error("insert into notifications returned no row");
  return row;
}

/** The person's notifications, newest first. */
export function listNotifications(db: Executor, userId: string, limit: number, offset: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
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
