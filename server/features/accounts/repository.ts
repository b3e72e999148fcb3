import { and, desc, eq, gt, isNotNull, like, ne, sql } from "drizzle-orm";
import type { Locale } from "../../../contract/locales.ts";
import { SOCIAL_PLATFORMS, type SocialPlatform } from "../../../contract/profile.ts";
import type { Database, Executor } from "../../db/client.ts";
import { clubIdsLedBy, decidesSubmissionSql } from "../../db/leadership.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import {
  accounts,
  clubs,
  journeys,
  sessions,
  socialLinks,
  users,
  verifications,
} from "../../db/schema/index.ts";
import { activeMembershipSql } from "../payments/index.ts";

const platformOrder = sql.raw(`array[${SOCIAL_PLATFORMS.map((name) => `'${name}'`).join(", ")}]`);

/** The person's social links, one per platform, in the Connect modal's order (a subquery). */
function linksOf(userId: typeof users.id) {
  return sql<{ platform: SocialPlatform; url: string }[]>`coalesce((
    select json_agg(json_build_object('platform', sl.platform, 'url', sl.url)
      order by array_position(${platformOrder}, sl.platform))
    from ${socialLinks} sl where sl.user_id = ${userId}), '[]'::json)`;
}

const profileOfUser = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      clubId: users.clubId,
      journeyId: users.journeyId,
      completedMissions: users.completedMissions,
      isAdmin: users.isAdmin,
      identity: users.identity,
      language: users.language,
      socialLinks: linksOf(users.id),
      clubName: clubs.clubName,
      journeyName: journeys.name,
      isLeader: sql<boolean>`exists ${clubIdsLedBy(users.id)}`,
    })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.clubId))
    .leftJoin(journeys, eq(journeys.id, users.journeyId))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("account_profile"),
);

/**
 * Whether an admin (or the CLI) disabled the account: while it is, everything public or
 * token-addressed about it (secret calendar feed, public profile, credential pages) is a 404.
 */
export async function isAccountDisabled(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.disabledAt)));
  return rows.length > 0;
}

/** The language the person chose (`user.language`), null when they never chose one. */
export async function findLanguage(tx: Executor, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? null;
}

/** Keeps the person's language (ADR 020). */
export async function updateLanguage(db: Database, userId: string, language: Locale) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** The user's record with their club's and journey's names and whether they lead any club. */
export async function findProfile(db: Database, userId: string) {
  const [row] = await profileOfUser(db).execute({ userId });
  return row;
}

export async function findUserIdByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row?.id;
}

/** A club the person leads, with what waits there for them. */
export interface LedClubWithWaiting {
  clubId: number;
  clubName: string;
  slug: string;
  pendingApplications: number;
  pendingSubmissions: number;
}

const navigationOfUser = preparedPerDatabase((db) =>
  db
    .select({
      journeyId: users.journeyId,
      clubId: clubs.id,
      clubName: clubs.clubName,
      slug: clubs.slug,
      meetingLink: clubs.meetingLink,
      // The clubs the person leads or co-leads, oldest first, each with its pending applications and
      // the submissions they may decide, as their queue lists them (both counts use the club's
      // status indexes). Columns in a select's own SQL
      // render unqualified: the tables are named outright.
      ledClubs: sql<LedClubWithWaiting[]>`coalesce((
        select json_agg(json_build_object(
          'clubId', led.id, 'clubName', led.club_name, 'slug', led.slug,
          'pendingApplications', (select count(*) from club_applications as a
            where a.club_id = led.id and a.status = 'pending'),
          'pendingSubmissions', (select count(*) from mission_completions as c
            where c.club_id = led.id and c.mission_status = 'pending'
              and ${decidesSubmissionSql(sql`led.id`, sql`led.leader_id`, sql`c.user_id`, users.id)})
        ) order by led.id)
        from clubs as led where led.id in ${clubIdsLedBy(users.id)}), '[]'::json)`,
      // Whether "Become a member" is offered: no paid period or scholarship in force now.
      membershipActive: sql<boolean>`${activeMembershipSql(users.id, sql`now()`)}`,
    })
    .from(users)
    .leftJoin(clubs, eq(clubs.id, users.clubId))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("account_navigation"),
);

/**
 * What the navigation shows the person, in one query: their club (name, page, meeting link;
 * none without one), whether they have a journey, and the clubs they lead with what waits.
 */
export async function findNavigation(db: Database, userId: string) {
  const [row] = await navigationOfUser(db).execute({ userId });
  return row;
}

/**
 * A requested address change is a `verifications` row named `change-email:<user id>:<hash of the
 * mailed token>` whose value is the new address: only the account that asked can find it, and
 * only with the token from the new mailbox.
 */
const changePrefix = (userId: string) => `change-email:${userId}:`;

/** What the account page shows of the account itself, in one query. */
export async function findAccount(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      identity: users.identity,
      // Columns in a select's own SQL render unqualified: the tables are named outright.
      hasPassword: sql<boolean>`exists (select 1 from accounts as a where a.user_id = users.id
        and a.provider_id = 'credential' and a.password is not null)`,
      pendingEmail: sql<string | null>`(select ${verifications.value} from ${verifications}
        where ${verifications.identifier} like ${`${changePrefix(userId)}%`}
          and ${verifications.expiresAt} > ${now}
        order by ${verifications.createdAt} desc limit 1)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateName(db: Database, userId: string, name: string) {
  await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The hash of the account's password; undefined when it signs in only with Google. */
export async function findPasswordHash(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return row?.password ?? undefined;
}

/** Ends every session of the person but the one with `keepToken`; returns how many ended. */
export async function deleteOtherSessions(tx: Executor, userId: string, keepToken: string) {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Sets the password's hash, and ends every other session in the same transaction. */
export async function replacePassword(
  db: Database,
  userId: string,
  passwordHash: string,
  keepToken: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    // A reset link mailed before the change would undo it: it goes too.
    await tx
      .delete(verifications)
      .where(
        and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)),
      );
    return deleteOtherSessions(tx, userId, keepToken);
  });
}

/** The person's pending address change is this one from now on (an earlier link stops working). */
export async function replaceEmailChange(
  db: Database,
  change: { userId: string; tokenHash: string; newEmail: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await deleteEmailChanges(tx, change.userId);
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: `${changePrefix(change.userId)}${change.tokenHash}`,
      value: change.newEmail,
      expiresAt: change.expiresAt,
    });
  });
}

export async function deleteEmailChanges(tx: Executor, userId: string) {
  await tx.delete(verifications).where(like(verifications.identifier, `${changePrefix(userId)}%`));
}

/** Uses up the person's pending change named by the token's hash: the new address, once. */
export async function takeEmailChange(
  tx: Executor,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await tx
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, `${changePrefix(userId)}${tokenHash}`),
        gt(verifications.expiresAt, now),
      ),
    )
    .returning({ newEmail: verifications.value });
  return row?.newEmail;
}

/** The account's address is `email`, proven by the link just opened; older reset links end. */
export async function setProvenEmail(tx: Executor, userId: string, email: string) {
  await tx
    .update(users)
    .set({ email, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await tx
    .delete(verifications)
    .where(
      and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)),
    );
  await deleteEmailChanges(tx, userId);
}

/** The person's live sessions, most recently used first; `current` marks the asking one. */
export async function listSessions(db: Database, userId: string, currentToken: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      current: sql<boolean>`${sessions.token} = ${currentToken}`,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
}

/** Ends one of the person's own sessions; false when they have none with this id. */
export async function deleteSession(db: Database, userId: string, sessionId: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
