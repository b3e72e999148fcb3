import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { credentialRecipientEmails, users, walletLinks } from "../../db/schema/index.ts";

/**
 * The SQL of what the member chose to have on their credentials: their email (issue 35), one row
 * while it is on; and the wallet they name (ADR 040), which the wallets feature records.
 */

export async function hasRecipientEmail(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: credentialRecipientEmails.userId })
    .from(credentialRecipientEmails)
    .where(eq(credentialRecipientEmails.userId, userId));
  return row !== undefined;
}

/** Switches it on (a row, kept from the first time) or off (no row). */
export async function setRecipientEmail(db: Executor, userId: string, on: boolean, at: Date) {
  if (on) {
    await db
      .insert(credentialRecipientEmails)
      .values({ userId, createdAt: at })
      .onConflictDoNothing();
  } else {
    await db.delete(credentialRecipientEmails).where(eq(credentialRecipientEmails.userId, userId));
  }
}

/**
 * What the member chose to have on a credential issued to them now, read in one statement: their
 * email address when they switched it on (issue 35), and the linked wallet their credentials name
 * as the subject, if any (ADR 040). Undefined when there is no such person.
 */
export async function recipientChoicesOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      emailChosen: credentialRecipientEmails.userId,
      walletAddress: walletLinks.address,
      walletChainId: walletLinks.chainId,
    })
    .from(users)
    .leftJoin(credentialRecipientEmails, eq(credentialRecipientEmails.userId, users.id))
    .leftJoin(
      walletLinks,
      and(eq(walletLinks.userId, users.id), eq(walletLinks.namesCredentials, true)),
    )
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    email: row.emailChosen === null ? undefined : row.email,
    wallet:
      row.walletAddress === null || row.walletChainId === null
        ? undefined
        : { address: row.walletAddress, chainId: row.walletChainId },
  };
}
