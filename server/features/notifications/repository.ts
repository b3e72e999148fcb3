import { and, count, desc, eq, gte, isNull, type SQL, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "../../../contract/locales.ts";
import type { NotificationKind } from "../../../contract/notifications.ts";
import type { Database, Executor } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { notifications } from "../../db/schema/index.ts";

/** A stored notification, as the replay reads it. */
export type NotificationRow = typeof notifications.$inferSelect;

/** A notification to write: its words in each language, chosen by the recipient's stored one. */
export interface NotificationToWrite {
  userId: string;
  kind: NotificationKind;
  /** The title and body in each language; English is used for a language not among them. */
  titles: Record<Locale, string>;
  bodies: Record<Locale, string>;
  link: string;
  clubId: number | null;
  /** The recipient's NOTIFY channel. */
  channel: string;
  /** The email job's id, or null without a running queue (the row then waits for one). */
  jobId: string | null;
  /** pg-boss's INSERT of the job for the delivery rows given, when it can run in this statement. */
  jobInsert?: (deliveries: SQL) => SQL;
}

/**
 * The notification, its live event and its email in one statement (issue 28: one round trip):
 * the row in the recipient's stored language; a NOTIFY of the event `GET /api/events` sends,
 * with the id and data that `notificationEvent` gives the stored row (the replay's); the
 * email's delivery row (unique per notification) unless they turned this kind of email off; and,
 * with `jobInsert`, its pg-boss job. Answers the notification's id and the delivery's id (null
 * when no email was queued). A recipient that does not exist fails on its foreign key, as
 * before.
 *
 * With `change` (a data-modifying query with RETURNING, at most one row), the change the
 * notification reports is made in the same statement, and the notification only when it returns
 * its row; that row is answered too, as JSON (its columns by their RETURNING names).
 */
export async function insertNotificationWithEmail(
  tx: Executor,
  note: NotificationToWrite,
  change?: SQL,
) {
  const pick = (words: Record<Locale, string>) =>
    sql`coalesce(${JSON.stringify(words)}::jsonb ->> recipient.language, ${words[DEFAULT_LOCALE]})`;
  const job = note.jobInsert
    ? sql`, job as (${note.jobInsert(sql`select id from delivery`)})`
    : sql``;
  const result = await tx.execute<{
    id: number | null;
    delivery_id: number | null;
    notified: number;
    change: unknown;
  }>(sql`
    with change as (${change ?? sql`select 1`}),
    note as (
      insert into notifications (user_id, kind, title, body, link, club_id)
      select ${note.userId}, ${note.kind}, ${pick(note.titles)}, ${pick(note.bodies)},
        ${note.link}, ${note.clubId}::int
      from (select (select language from users where id = ${note.userId}) as language) recipient
      where exists (select 1 from change)
      returning id, kind, title, body, link, created_at, read_at
    ),
    announced as (
      select pg_notify(${note.channel}, json_build_object(
        'event', 'notification',
        'id', floor(extract(epoch from n.created_at) * 1000)::bigint || '.n' || n.id,
        'data', json_build_object(
          'id', n.id, 'kind', n.kind, 'title', n.title, 'body', n.body, 'link', n.link,
          'createdAt', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'read', n.read_at is not null))::text)
      from note n
    ),
    delivery as (
      insert into email_deliveries (key, user_id, kind, subject, body, link, job_id)
      select 'notification:' || n.id, ${note.userId}, n.kind, n.title, n.body, n.link,
        ${note.jobId}::uuid
      from note n
      where coalesce((select p.enabled from email_preferences p
        where p.user_id = ${note.userId} and p.kind = n.kind), true)
      on conflict (key) do nothing
      returning id
    )${job}
    select (select id from note) as id, (select id from delivery) as delivery_id,
      (select count(*) from announced)::int as notified,
      (select row_to_json(c) from change c) as change`);
  const [row] = result.rows;
  if (!row) throw new Error("the notification's statement answered no row");
  if (!change && row.id === null) throw new Error("insert into notifications returned no row");
  return { id: row.id, deliveryId: row.delivery_id, change: row.change };
}

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
