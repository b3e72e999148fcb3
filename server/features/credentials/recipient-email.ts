import { createHash, randomBytes } from "node:crypto";
import type { RecipientEmail } from "../../../contract/credentials.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Executor } from "../../db/client.ts";
import type { CredentialIssuer } from "./issuer.ts";
import * as walletRepository from "./wallet-repository.ts";

/**
 * Recipient by email (issue 35): the member may add their email address to the credentials issued
 * to them, salted and hashed, so an employer who knows the address can match it. Off by default.
 */

/** Whether the member's credentials carry their email address, hashed. */
export async function recipientEmailSetting(
  db: Executor,
  user: SessionUser,
): Promise<RecipientEmail> {
  return { hashedEmail: await walletRepository.hasRecipientEmail(db, user.id) };
}

export async function setRecipientEmailSetting(
  db: Executor,
  issuer: CredentialIssuer,
  user: SessionUser,
  hashedEmail: boolean,
): Promise<RecipientEmail> {
  await walletRepository.setRecipientEmail(db, user.id, hashedEmail, issuer.clock.now());
  return recipientEmailSetting(db, user);
}

/**
 * An Open Badges IdentityObject for an email address, salted and hashed: `sha256$` and the hex
 * SHA-256 of the address (trimmed, lower case) followed by the salt. Someone who knows the address
 * can match it; nobody can read it.
 */
export function emailIdentifier(email: string, salt = randomBytes(16).toString("hex")) {
  const hash = createHash("sha256")
    .update(email.trim().toLowerCase() + salt)
    .digest("hex");
  return {
    type: "IdentityObject",
    identityType: "emailAddress",
    hashed: true,
    identityHash: `sha256$${hash}`,
    salt,
  };
}
