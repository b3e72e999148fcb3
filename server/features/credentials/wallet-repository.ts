import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { credentialRecipientEmails, users } from "../../db/schema/index.ts";

/** The SQL of the member's email on their credentials (issue 35): one row while it is on. */

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

/** The member's email address when they chose to have it on their credentials; else undefined. */
export async function recipientEmailOf(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(credentialRecipientEmails)
    .innerJoin(users, eq(users.id, credentialRecipientEmails.userId))
    .where(eq(credentialRecipientEmails.userId, userId));
  return row?.email;
}
