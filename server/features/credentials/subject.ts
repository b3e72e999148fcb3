import { randomUUID } from "node:crypto";
import { getAddress } from "viem";
import type { Executor } from "../../db/client.ts";
import { emailIdentifier } from "./recipient-email.ts";
import * as walletRepository from "./wallet-repository.ts";

/**
 * Who a credential issued now names (ADR 037, ADR 040): an opaque `urn:uuid:` of its own, or the
 * linked wallet the member chose as `did:pkh`; and the identifiers they chose to add.
 */

/** A linked wallet as a DID (did:pkh, CAIP-10): `did:pkh:eip155:<chain id>:<EIP-55 address>`. */
export function didPkhOf(wallet: { address: string; chainId: number }): string {
  return `did:pkh:eip155:${wallet.chainId}:${getAddress(wallet.address)}`;
}

/**
 * The subject of a credential issued to the member now: the wallet they chose to name (the same
 * id on every credential issued while it is chosen), or else a random `urn:uuid:` that links no
 * two credentials; with their email address salted and hashed when they switched it on.
 */
export async function subjectOf(
  db: Executor,
  userId: string,
): Promise<{ subjectId: string; identifiers: Record<string, unknown>[] }> {
  const chosen = await walletRepository.recipientChoicesOf(db, userId);
  return {
    subjectId: chosen?.wallet ? didPkhOf(chosen.wallet) : `urn:uuid:${randomUUID()}`,
    identifiers: chosen?.email ? [emailIdentifier(chosen.email)] : [],
  };
}
