import { eq } from "drizzle-orm";
import {
  EMAIL_KIND_LABELS,
  EmailKindSchema,
  type EmailPreferences,
  emailKindLabel,
  type Unsubscribed,
  type UpdateEmailPreferences,
} from "../../../contract/email-preferences.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { Clock } from "../../lib/clock.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import {
  disabledEmailKinds,
  readUnsubscribeToken,
  setEmailPreference,
} from "../../notify/index.ts";
import { emailPreferenceMessages } from "./messages.ts";

export async function getPreferences(db: Database, userId: string): Promise<EmailPreferences> {
  const disabled = await disabledEmailKinds(db, userId);
  return {
    preferences: EmailKindSchema.options.map((kind) => ({
      kind,
      label: EMAIL_KIND_LABELS[kind],
      enabled: !disabled.has(kind),
    })),
  };
}

export async function updatePreferences(
  db: Database,
  clock: Clock,
  userId: string,
  update: UpdateEmailPreferences,
): Promise<EmailPreferences> {
  const at = clock.now();
  await db.transaction(async (tx) => {
    for (const { kind, enabled } of update.preferences) {
      await setEmailPreference(tx, userId, kind, enabled, at);
    }
  });
  return getPreferences(db, userId);
}

/**
 * One-click unsubscribe (RFC 8058): the signed token alone decides, no session. A token that is
 * not ours (forged, altered, another kind pasted in) is refused with 403 and changes nothing.
 */
export async function unsubscribe(
  db: Database,
  clock: Clock,
  secret: string,
  token: string,
): Promise<Unsubscribed> {
  const claim = readUnsubscribeToken(secret, token);
  if (!claim) {
    throw forbidden(emailPreferenceMessages.text("emailPreferences.invalidLink"));
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, claim.userId));
  if (!user) throw notFound("Account");
  await setEmailPreference(db, claim.userId, claim.kind, false, clock.now());
  return { kind: claim.kind, label: emailKindLabel(claim.kind) };
}
