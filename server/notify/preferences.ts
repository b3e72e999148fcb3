import { and, eq } from "drizzle-orm";
import type { EmailKind } from "../../contract/email-preferences.ts";
import type { Executor } from "../db/client.ts";
import { emailPreferences } from "../db/schema/index.ts";

// The email-preference store: which kinds of notification email each person turned off. The
// pipeline reads it when it queues and sends an email; the settings page (the email-preferences
// feature) reads and writes it through server/notify/index.ts.

/** The kinds the person turned off (a kind without a row is on). */
export async function disabledEmailKinds(db: Executor, userId: string): Promise<Set<EmailKind>> {
  const rows = await db
    .select({ kind: emailPreferences.kind })
    .from(emailPreferences)
    .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.enabled, false)));
  return new Set(rows.map((row) => row.kind));
}

export async function isEmailEnabled(
  db: Executor,
  userId: string,
  kind: EmailKind,
): Promise<boolean> {
  const [row] = await db
    .select({ enabled: emailPreferences.enabled })
    .from(emailPreferences)
    .where(and(eq(emailPreferences.userId, userId), eq(emailPreferences.kind, kind)));
  return row?.enabled ?? true;
}

export async function setEmailPreference(
  db: Executor,
  userId: string,
  kind: EmailKind,
  enabled: boolean,
  at: Date,
) {
  await db
    .insert(emailPreferences)
    .values({ userId, kind, enabled, updatedAt: at })
    .onConflictDoUpdate({
      target: [emailPreferences.userId, emailPreferences.kind],
      set: { enabled, updatedAt: at },
    });
}
