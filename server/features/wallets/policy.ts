/** The rules of a signed EIP-4361 message and of linking (issue 36). Pure: tested beside it. */
import { WALLET_CHAIN_IDS } from "../../../contract/wallets.ts";
import { conflictBecause, invalidBecause, type Refusal } from "../../lib/refusal.ts";
import { walletMessages } from "./messages.ts";

/** A member links at most this many wallets. */
export const MAX_WALLETS_PER_MEMBER = 10;

/** The fields of a message as viem's parseSiweMessage reads them (any may be missing). */
export interface MessageFields {
  domain?: string;
  uri?: string;
  version?: string;
  chainId?: number;
  issuedAt?: Date;
  expirationTime?: Date;
  notBefore?: Date;
}

/** What the server expects: its own host and origin (from BASE_URL), and the time now. */
export interface Expected {
  domain: string;
  origin: string;
  now: Date;
}

const refusal = (id: string) => invalidBecause(walletMessages.text(id), "message");

/**
 * Every field the siwe plugin of Better Auth does not check is checked here too: the domain is
 * this app's host, the URI this app's origin, version 1, a supported chain, issued in the past,
 * not expired and valid now. The nonce and the signature are the service's (the nonce is burnt
 * before this runs).
 */
export function messageRefusal(fields: MessageFields, expected: Expected): Refusal | null {
  if (fields.version !== "1" || !fields.uri || !fields.issuedAt)
    return refusal("wallets.badMessage");
  if (fields.domain !== expected.domain) return refusal("wallets.wrongDomain");
  let origin: string | undefined;
  try {
    origin = new URL(fields.uri).origin;
  } catch {
    origin = undefined;
  }
  if (origin !== expected.origin) return refusal("wallets.wrongDomain");
  if (
    fields.chainId === undefined ||
    !(WALLET_CHAIN_IDS as readonly number[]).includes(fields.chainId)
  ) {
    return refusal("wallets.wrongChain");
  }
  const now = expected.now.getTime();
  if (fields.issuedAt.getTime() > now) return refusal("wallets.notYetValid");
  if (fields.notBefore && fields.notBefore.getTime() > now) return refusal("wallets.notYetValid");
  if (!fields.expirationTime || fields.expirationTime.getTime() <= now) {
    return refusal("wallets.expired");
  }
  return null;
}

/** An address linked to someone else stays theirs; one's own list has a ceiling. */
export function linkRefusal(link: {
  ownerId: string | undefined;
  userId: string;
  walletCount: number;
}): Refusal | null {
  if (link.ownerId !== undefined && link.ownerId !== link.userId) {
    return conflictBecause(walletMessages.text("wallets.takenByOther"));
  }
  if (link.ownerId === undefined && link.walletCount >= MAX_WALLETS_PER_MEMBER) {
    return conflictBecause(walletMessages.text("wallets.tooMany", { max: MAX_WALLETS_PER_MEMBER }));
  }
  return null;
}
