import { and, asc, desc, eq, inArray, isNotNull, isNull, like, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  accountDeletions,
  accounts,
  calendarTokens,
  clubApplications,
  clubMembers,
  clubs,
  credentialRecipientEmails,
  credentials,
  dataExports,
  emailDeliveries,
  emailPreferences,
  idempotencyKeys,
  leaderboardOptOuts,
  mailOutbox,
  meetingReminders,
  meetingSlots,
  membershipEvents,
  missionCompletions,
  notifications,
  passkeys,
  publicProfiles,
  reviewDigests,
  scholarships,
  sessions,
  socialLinks,
  users,
  verifications,
  walletLinks,
  walletNonces,
} from "../../db/schema/index.ts";

// ---- Download my data ---------------------------------------------------------------------

export async function newestExport(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: dataExports.id,
      status: dataExports.status,
      requestedAt: dataExports.requestedAt,
      readyAt: dataExports.readyAt,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
}

/** Locks the person's row, so two requests at once make one export (ADR 025: users then rest). */
export async function lockPerson(tx: Executor, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

export async function insertExport(tx: Executor, id: string, userId: string, requestedAt: Date) {
  await tx.insert(dataExports).values({ id, userId, requestedAt, status: "pending" });
}

export async function findExport(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: dataExports.id,
      userId: dataExports.userId,
      status: dataExports.status,
      requestedAt: dataExports.requestedAt,
      expiresAt: dataExports.expiresAt,
    })
    .from(dataExports)
    .where(eq(dataExports.id, id));
  return row;
}

export async function exportContent(db: Executor, id: string) {
  const [row] = await db
    .select({ content: dataExports.content })
    .from(dataExports)
    .where(eq(dataExports.id, id));
  return row?.content;
}

export async function completeExport(
  db: Executor,
  id: string,
  content: unknown,
  readyAt: Date,
  expiresAt: Date,
) {
  await db
    .update(dataExports)
    .set({ status: "ready", content, readyAt, expiresAt })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")));
}

export async function failExport(db: Executor, id: string) {
  await db
    .update(dataExports)
    .set({ status: "failed" })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")));
}

export async function findPendingExport(db: Executor, id: string) {
  const [row] = await db
    .select({ userId: dataExports.userId })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "pending")));
  return row;
}

/** Removes exports past their day, and those that were never finished after `staleBefore`. */
export async function deleteExpiredExports(db: Executor, now: Date, staleBefore: Date) {
  const removed = await db
    .delete(dataExports)
    .where(
      or(
        and(isNotNull(dataExports.expiresAt), lte(dataExports.expiresAt, now)),
        and(
          inArray(dataExports.status, ["pending", "failed"]),
          lte(dataExports.requestedAt, staleBefore),
        ),
      ),
    )
    .returning({ id: dataExports.id });
  return removed.length;
}

// ---- Delete my account ---------------------------------------------------------------------

/** The clubs the person leads (archived ones too: those need no hand-over, see the policy). */
export async function ledClubs(db: Executor, userId: string) {
  return db
    .select({ clubId: clubs.id, clubName: clubs.clubName, archivedAt: clubs.archivedAt })
    .from(clubs)
    .where(eq(clubs.leaderId, userId))
    .orderBy(asc(clubs.id));
}

/** The person's password hash, or undefined when the account has none (made with Google). */
export async function passwordHash(db: Executor, userId: string) {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return row?.password ?? undefined;
}

/** When the session with this token began (undefined: no such session of this person). */
export async function sessionStartedAt(db: Executor, userId: string, token: string) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.token, token), eq(sessions.userId, userId)));
  return row?.createdAt;
}

export async function pendingDeletion(db: Executor, userId: string) {
  const [row] = await db
    .select({ eraseAfter: accountDeletions.eraseAfter })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)));
  return row;
}

export async function scheduleDeletion(
  tx: Executor,
  userId: string,
  requestedAt: Date,
  eraseAfter: Date,
) {
  await tx
    .insert(accountDeletions)
    .values({ userId, requestedAt, eraseAfter })
    .onConflictDoUpdate({
      target: accountDeletions.userId,
      set: { requestedAt, eraseAfter, erasedAt: null },
    });
}

export async function endSessions(tx: Executor, userId: string) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Cancels a deletion not yet carried out; true when there was one. */
export async function cancelDeletion(db: Executor, userId: string) {
  const removed = await db
    .delete(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)))
    .returning({ userId: accountDeletions.userId });
  return removed.length > 0;
}

export async function dueDeletions(db: Executor, now: Date, limit: number) {
  const rows = await db
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(and(isNull(accountDeletions.erasedAt), lte(accountDeletions.eraseAfter, now)))
    .orderBy(asc(accountDeletions.eraseAfter))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** The deletion, locked, if it is still due (a sign-in may have cancelled it meanwhile). */
export async function lockDueDeletion(tx: Executor, userId: string, now: Date) {
  const [row] = await tx
    .select({ userId: accountDeletions.userId })
    .from(accountDeletions)
    .where(
      and(
        eq(accountDeletions.userId, userId),
        isNull(accountDeletions.erasedAt),
        lte(accountDeletions.eraseAfter, now),
      ),
    )
    .for("update");
  return row !== undefined;
}

export async function personForErasure(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ email: users.email, clubId: users.clubId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The clubs the person is a member of (their membership ends through the membership module). */
export async function memberClubIds(tx: Executor, userId: string) {
  const rows = await tx
    .select({ clubId: clubMembers.clubId })
    .from(clubMembers)
    .where(eq(clubMembers.userId, userId))
    .orderBy(asc(clubMembers.clubId));
  return rows.map((row) => row.clubId);
}

/**
 * Deletes what is the person's alone. Kept (ADR 027): payments and checkout sessions (accounting),
 * decisions they made on others' submissions and applications, membership events they caused for
 * others, the audit log, and the user row itself as a tombstone (see `tombstone`).
 */
export async function deletePersonalRows(tx: Executor, userId: string, email: string) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx
    .delete(verifications)
    .where(
      or(
        and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)),
        eq(sql`lower(${verifications.identifier})`, email.toLowerCase()),
      ),
    );
  await tx.delete(socialLinks).where(eq(socialLinks.userId, userId));
  await tx.delete(clubApplications).where(eq(clubApplications.userId, userId));
  await tx.delete(membershipEvents).where(eq(membershipEvents.userId, userId));
  await tx.delete(missionCompletions).where(eq(missionCompletions.userId, userId));
  await tx.delete(meetingSlots).where(eq(meetingSlots.userId, userId));
  await tx.delete(meetingReminders).where(eq(meetingReminders.userId, userId));
  await tx.delete(calendarTokens).where(eq(calendarTokens.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(emailPreferences).where(eq(emailPreferences.userId, userId));
  await tx.delete(emailDeliveries).where(eq(emailDeliveries.userId, userId));
  await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  await tx.delete(reviewDigests).where(eq(reviewDigests.leaderId, userId));
  await tx.delete(credentials).where(eq(credentials.userId, userId));
  await tx.delete(leaderboardOptOuts).where(eq(leaderboardOptOuts.userId, userId));
  await tx.delete(credentialRecipientEmails).where(eq(credentialRecipientEmails.userId, userId));
  await tx.delete(publicProfiles).where(eq(publicProfiles.userId, userId));
  await tx.delete(scholarships).where(eq(scholarships.userId, userId));
  await tx.delete(dataExports).where(eq(dataExports.userId, userId));
  // Wallets, their nonces and passkeys (issue 36): sign-in means of the person alone. Their
  // $VOCATE entries stay (append-only, ADR 038), pointing at the tombstone.
  await tx.delete(walletLinks).where(eq(walletLinks.userId, userId));
  await tx.delete(walletNonces).where(eq(walletNonces.userId, userId));
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  // An archived club they still led keeps no leader (an active one is handed over first).
  await tx.update(clubs).set({ leaderId: null }).where(eq(clubs.leaderId, userId));
}

/**
 * The user row stays, so what others rely on still points at it, but says nothing about the
 * person: no name, email, picture or identity, no progress, no rights, unable to sign in. The
 * address is freed: anyone may sign up with it again.
 */
export async function tombstone(tx: Executor, userId: string, now: Date) {
  await tx
    .update(users)
    .set({
      name: "Deleted account",
      email: `deleted-${userId}@deleted.invalid`,
      emailVerified: false,
      image: null,
      identity: null,
      language: null,
      journeyId: null,
      completedMissions: [],
      isAdmin: false,
      disabledAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function markErased(tx: Executor, userId: string, now: Date) {
  await tx
    .update(accountDeletions)
    .set({ erasedAt: now })
    .where(eq(accountDeletions.userId, userId));
}
