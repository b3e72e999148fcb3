import { randomBytes } from "node:crypto";
import { and, eq, like, ne } from "drizzle-orm";
import type { Database, Executor } from "../db/client.ts";
import { accounts, sessions, users, verifications } from "../db/schema/index.ts";

/**
 * Account pre-hijacking (docs/security.md, "Proving a mailbox"): anyone may sign up with an
 * address they do not own, choose its password and keep the session. Until the address is proven,
 * nothing about the account can be trusted to belong to the mailbox's owner. So when the owner
 * proves it (the confirmation link, a password reset, or Google vouching for the address), every
 * session that existed before ends, the sign-in methods chosen before the proof are taken away
 * (the password; a Google account linked while the address was unproven), and the owner chooses
 * a new password. Only then do rights tied to the address (admin, Google linking) reach anyone.
 */

/** Better Auth keeps a reset link as a `reset-password:<token>` verification row. */
const RESET_IDENTIFIER_PREFIX = "reset-password:";

export interface MailboxClaim {
  /** Opens the "choose your password" step; valid as long as a mailed reset link. */
  resetToken: string;
}

/**
 * Ends what gave access to the account before its mailbox was proven: every session, the
 * password (unless the proof just set it), and sign-ins linked to it (but `keepAccountId`).
 */
async function endAccessFromBeforeTheProof(
  tx: Executor,
  userId: string,
  { removePassword, keepAccountId }: { removePassword: boolean; keepAccountId?: string },
) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  if (removePassword) {
    await tx
      .update(accounts)
      .set({ password: null })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  }
  await tx
    .delete(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        ne(accounts.providerId, "credential"),
        keepAccountId ? ne(accounts.id, keepAccountId) : undefined,
      ),
    );
}

/**
 * The confirmation link was opened: the address is proven, but the password predates the proof.
 * Ends every session, removes the password and any sign-in linked before the proof, and issues a
 * reset token with which the person opening the link chooses the password.
 */
export async function claimMailboxByLink(
  db: Database,
  userId: string,
  resetLifetimeSeconds: number,
): Promise<MailboxClaim> {
  const resetToken = randomBytes(24).toString("base64url");
  await db.transaction(async (tx) => {
    await endAccessFromBeforeTheProof(tx, userId, { removePassword: true });
    await tx
      .delete(verifications)
      .where(
        and(
          like(verifications.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
          eq(verifications.value, userId),
        ),
      );
    await tx.insert(verifications).values({
      id: randomBytes(16).toString("hex"),
      identifier: `${RESET_IDENTIFIER_PREFIX}${resetToken}`,
      value: userId,
      expiresAt: new Date(Date.now() + resetLifetimeSeconds * 1000),
    });
  });
  return { resetToken };
}

/**
 * A password reset proved the mailbox of an account whose address was not yet proven: the new
 * password is the owner's (Better Auth has set it and ended the sessions); a Google account linked
 * before the proof was linked on an unverified address and goes.
 */
export async function claimMailboxByReset(db: Database, userId: string): Promise<void> {
  await db.transaction((tx) => endAccessFromBeforeTheProof(tx, userId, { removePassword: false }));
}

/**
 * Google vouched for the address of an unproven account and was linked to it (`keepAccountId`):
 * the squatter's sessions and password end; whoever holds the Google account is the owner.
 */
export async function claimMailboxByProvider(
  db: Database,
  userId: string,
  keepAccountId: string,
): Promise<void> {
  await db.transaction((tx) =>
    endAccessFromBeforeTheProof(tx, userId, { removePassword: true, keepAccountId }),
  );
}

/** Whether the account's address has been proven. */
export async function isEmailVerified(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row?.emailVerified ?? false;
}
