import { createHmac, timingSafeEqual } from "node:crypto";
import { type EmailKind, EmailKindSchema } from "../../contract/email-preferences.ts";

/**
 * The address mail providers POST to for one-click unsubscribe (RFC 8058), with the token in its
 * query: the email-preferences feature serves it, the email worker links to it.
 */
export const UNSUBSCRIBE_PATH = "/api/email/unsubscribe";

/**
 * The token of an unsubscribe link: it names one person and one kind of email and is signed
 * (HMAC-SHA256) with the server's secret, so only the link we mailed can turn that kind off.
 * Shape: `<kind>.<base64url user id>.<base64url signature>`. It does not expire: an old email's
 * link must still work (RFC 8058 expects that), and all it can do is stop one kind of email.
 */
const PURPOSE = "blockvocates/email-unsubscribe/v1";

function signatureOf(secret: string, kind: string, userId: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${kind}\n${userId}`).digest();
}

export function unsubscribeToken(secret: string, userId: string, kind: EmailKind): string {
  const id = Buffer.from(userId, "utf8").toString("base64url");
  return `${kind}.${id}.${signatureOf(secret, kind, userId).toString("base64url")}`;
}

/** The person and kind a token names, or undefined when it is malformed or not our signature. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: EmailKind } | undefined {
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  const [rawKind = "", id = "", signature = ""] = parts;
  const kind = EmailKindSchema.safeParse(rawKind);
  if (!kind.success) return undefined;
  const userId = Buffer.from(id, "base64url").toString("utf8");
  if (userId === "") return undefined;
  const expected = signatureOf(secret, kind.data, userId);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, kind: kind.data };
}
