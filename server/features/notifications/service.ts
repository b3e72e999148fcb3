import type { PageQuery } from "../../../contract/common.ts";
import type {
  Notification,
  NotificationKind,
  NotificationList,
  UnreadCount,
} from "../../../contract/notifications.ts";
import type { Database, Executor } from "../../db/client.ts";
import { notifyUser } from "../../events/bus.ts";
import { queueEmail } from "../../jobs/email.ts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { storedLocale } from "../../lib/i18n.ts";
import { pageFrom, windowOf } from "../../lib/paging.ts";
import { findLanguage } from "../accounts/repository.ts";
import type { Said } from "./messages.ts";
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
  const locale = storedLocale(await findLanguage(tx, userId));
  const said = (words: string | Said) => (typeof words === "string" ? words : words.in(locale));
  const row = await notificationRepository.insertNotification(tx, {
    userId,
    ...input,
    title: said(input.title),
    body: said(input.body),
  });
  await notifyUser(tx, userId, { event: "notification", data: toNotification(row) });
  await queueEmail(tx, {
    key: `notification:${row.id}`,
    userId,
    kind: row.kind,
    subject: row.title,
    body: row.body,
    link: row.link,
  });
}

function toNotification(
  row: Awaited<ReturnType<typeof notificationRepository.insertNotification>>,
): Notification {
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
