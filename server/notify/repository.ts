import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "../../contract/locales.ts";
import type { NotificationKind } from "../../contract/notifications.ts";
import type { Executor } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { PREPARED_MARK } from "../db/statement-names.ts";
import { pushEnabledSql } from "./push.ts";

/** A notification to write: its words in each language, chosen by the recipient's stored one. */
export interface NotificationToWrite {
  userId: string;
  kind: NotificationKind;
  /** The title and body in each language; English is used for a language not among them. */
  titles: Record<Locale, string>;
  bodies: Record<Locale, string>;
  link: string;
  clubId: number | null;
  /** The email job's id, or null without a running queue (the row then waits for one). */
  jobId: string | null;
  /** pg-boss's INSERT of the job for the delivery rows given, when it can run in this statement. */
  jobInsert?: (deliveries: SQL) => SQL;
  /**
   * pg-boss's INSERT of push jobs for the (notification, device) rows given, when it can run in
   * this statement: one per device of the recipient, when they push this kind (ADR 044).
   */
  pushInsert?: (targets: SQL) => SQL;
}

/**
 * The notification and its email in one statement (issue 28: one round trip): the row in the
 * recipient's stored language; the live event `GET /api/events` sends, with the id and data the
 * inbox's replay gives the stored row, answered for the caller to announce (ADR 056); the
 * email's delivery row (unique per notification) unless they turned this kind of email off; and,
 * with `jobInsert`, its pg-boss job; with `pushInsert`, a push job per device they subscribed.
 * Answers the notification's id, the delivery's id (null when no email was queued) and the
 * event. A recipient that does not exist fails on its foreign key, as before.
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
  const push = note.pushInsert
    ? sql`, push_target as (
        select n.id as notification_id, s.id as subscription_id
        from note n join push_subscriptions s on s.user_id = ${note.userId}
        where ${pushEnabledSql(note.userId, sql`n.kind`)}
      ), push_job as (${note.pushInsert(sql`select notification_id, subscription_id from push_target`)})`
    : sql``;
  // Prepared on each connection (ADR 056): PostgreSQL took longer to plan it than to run it.
  const result = await tx.execute<{
    id: number | null;
    delivery_id: number | null;
    event: string | null;
    change: unknown;
  }>(sql`${sql.raw(PREPARED_MARK)}with change as (${change ?? sql`select 1`}),
    note as (
      insert into notifications (user_id, kind, title, body, link, club_id)
      select ${note.userId}, ${note.kind}, ${pick(note.titles)}, ${pick(note.bodies)},
        ${note.link}, ${note.clubId}::int
      from (select (select language from users where id = ${note.userId}) as language) recipient
      where exists (select 1 from change)
      returning id, kind, title, body, link, created_at, read_at
    ),
    announced as (
      select json_build_object(
        'event', 'notification',
        'id', floor(extract(epoch from n.created_at) * 1000)::bigint || '.n' || n.id,
        'data', json_build_object(
          'id', n.id, 'kind', n.kind, 'title', n.title, 'body', n.body, 'link', n.link,
          'createdAt', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'read', n.read_at is not null))::text as event
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
    )${job}${push}
    select (select id from note) as id, (select id from delivery) as delivery_id,
      (select event from announced) as event,
      (select row_to_json(c) from change c) as change`);
  const [row] = result.rows;
  if (!row) throw new Error("the notification's statement answered no row");
  if (!change && row.id === null) throw new Error("insert into notifications returned no row");
  return { id: row.id, deliveryId: row.delivery_id, event: row.event, change: row.change };
}

/** Every admin: granted, or listed in ADMIN_EMAILS, and in both cases with a verified address. */
export async function findAdminIds(db: Executor, adminEmails: readonly string[]) {
  const listed =
    adminEmails.length > 0 ? inArray(sql`lower(${users.email})`, [...adminEmails]) : undefined;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.emailVerified, true),
        listed ? or(eq(users.isAdmin, true), listed) : eq(users.isAdmin, true),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}
