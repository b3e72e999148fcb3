import { getAddress, isAddress, verifyMessage } from "viem";
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from "viem/siwe";
import type { Locale } from "../../../contract/locales.ts";
import type {
  PublicWallet,
  SignedWalletMessage,
  Wallet,
  WalletChallenge,
  WalletChallengeInput,
  WalletList,
} from "../../../contract/wallets.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { invalidBecause, refuse } from "../../lib/refusal.ts";
import { walletMessages } from "./messages.ts";
import { linkRefusal, messageRefusal } from "./policy.ts";
import type { NoncePurpose } from "./repository.ts";
import * as walletRepository from "./repository.ts";

/** How long a message may wait for its signature. */
export const NONCE_LIFETIME_MS = 10 * 60 * 1000;

export interface WalletDeps {
  db: Executor;
  clock: Clock;
  /** The app's BASE_URL: its host is the message's domain, its origin the URI. */
  baseUrl: string;
}

const STATEMENTS: Record<NoncePurpose, string> = {
  link: "wallets.statement.link",
  "sign-in": "wallets.statement.signIn",
};

const toWallet = (row: {
  walletId: number;
  address: string;
  chainId: number;
  linkedAt: Date;
  isPublic: boolean;
  namesCredentials: boolean;
}): Wallet => ({ ...row, linkedAt: row.linkedAt.toISOString() });

/**
 * Writes the message for a wallet to sign (EIP-4361) with a fresh nonce stored by the server:
 * single-use, ten minutes. A nonce to link is bound to the member asking for it.
 */
export async function createChallenge(
  { db, clock, baseUrl }: WalletDeps,
  purpose: NoncePurpose,
  userId: string | null,
  input: WalletChallengeInput,
  locale: Locale,
): Promise<WalletChallenge> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + NONCE_LIFETIME_MS);
  const nonce = generateSiweNonce();
  await walletRepository.insertNonce(db, { nonce, purpose, userId, expiresAt }, now);
  const base = new URL(baseUrl);
  const message = createSiweMessage({
    domain: base.host,
    address: getAddress(input.address),
    statement: walletMessages.t(locale, STATEMENTS[purpose]),
    uri: base.origin,
    version: "1",
    chainId: input.chainId,
    nonce,
    issuedAt: now,
    expirationTime: expiresAt,
  });
  return { message, nonce, expiresAt: expiresAt.toISOString() };
}

const badMessage = () => invalidBecause(walletMessages.text("wallets.badMessage"), "message");

/**
 * The address that signed the message, once every rule holds: the nonce is burnt first (used
 * once, whatever follows), then domain, URI, version, chain and times are checked, then the
 * signature (viem, offline: ordinary wallets, not contract wallets). Refusals write nothing.
 */
export async function verifySignedMessage(
  { db, clock, baseUrl }: WalletDeps,
  purpose: NoncePurpose,
  userId: string | null,
  signed: SignedWalletMessage,
): Promise<{ address: `0x${string}`; chainId: number }> {
  let fields: ReturnType<typeof parseSiweMessage>;
  try {
    fields = parseSiweMessage(signed.message);
  } catch {
    fields = {};
  }
  if (!fields.nonce || !fields.address || !isAddress(fields.address, { strict: false })) {
    refuse(badMessage());
  }
  const expiresAt = await walletRepository.burnNonce(db, fields.nonce ?? "", purpose, userId);
  const now = clock.now();
  if (!expiresAt || expiresAt.getTime() <= now.getTime()) {
    refuse(invalidBecause(walletMessages.text("wallets.nonceUsed"), "message"));
  }
  const base = new URL(baseUrl);
  refuse(messageRefusal(fields, { domain: base.host, origin: base.origin, now }));
  const address = getAddress(fields.address ?? "");
  const valid = await verifyMessage({
    address,
    message: signed.message,
    signature: signed.signature as `0x${string}`,
  }).catch(() => false);
  if (!valid) refuse(invalidBecause(walletMessages.text("wallets.badSignature"), "signature"));
  return { address, chainId: fields.chainId ?? 0 };
}

/** POST /api/wallets/nonce: the message a member's wallet signs to be linked. */
export function linkChallenge(
  deps: WalletDeps,
  user: SessionUser,
  input: WalletChallengeInput,
  locale: Locale,
) {
  return createChallenge(deps, "link", user.id, input, locale);
}

/** POST /api/wallets: links the wallet that signed; its owner already: the same answer. */
export async function linkWallet(
  deps: WalletDeps,
  user: SessionUser,
  signed: SignedWalletMessage,
): Promise<Wallet> {
  const { address, chainId } = await verifySignedMessage(deps, "link", user.id, signed);
  const { db, clock } = deps;
  const owner = await walletRepository.ownerOf(db, address);
  refuse(
    linkRefusal({
      ownerId: owner?.userId,
      userId: user.id,
      walletCount: owner ? 0 : await walletRepository.countWallets(db, user.id),
    }),
  );
  const inserted =
    owner === undefined
      ? await walletRepository.insertWallet(db, {
          userId: user.id,
          address,
          chainId,
          linkedAt: clock.now(),
        })
      : undefined;
  if (inserted) return toWallet(inserted);
  // Linked already, by this person or (in a race) by someone else a moment ago.
  const now = await walletRepository.ownerOf(db, address);
  refuse(linkRefusal({ ownerId: now?.userId, userId: user.id, walletCount: 0 }));
  const existing = now ? await walletRepository.findWallet(db, user.id, now.walletId) : undefined;
  if (!existing) throw notFound(walletMessages.text("wallets.notFound"));
  return toWallet(existing);
}

/** GET /api/wallets: the member's own linked wallets, oldest first. */
export async function listWallets(db: Executor, user: SessionUser): Promise<WalletList> {
  const rows = await walletRepository.listWallets(db, user.id);
  return { items: rows.map(toWallet) };
}

/** DELETE /api/wallets/:walletId: unlinks one of one's own (someone else's: 404). */
export async function unlinkWallet(db: Executor, user: SessionUser, walletId: number) {
  if (!(await walletRepository.deleteWallet(db, user.id, walletId))) {
    throw notFound(walletMessages.text("wallets.notFound"));
  }
}

/** PATCH /api/wallets/:walletId: shows the wallet on one's public profile, or hides it. */
export async function setWalletVisibility(
  db: Executor,
  user: SessionUser,
  walletId: number,
  isPublic: boolean,
): Promise<Wallet> {
  const row = await walletRepository.setVisibility(db, user.id, walletId, isPublic);
  if (!row) throw notFound(walletMessages.text("wallets.notFound"));
  return toWallet(row);
}

/**
 * PUT /api/wallets/credential-subject: which of one's own linked wallets the credentials issued
 * from now on name (`did:pkh`, ADR 040), or none. A wallet that is not one's own (someone else's,
 * or no longer linked): 404, nothing changed.
 */
export async function chooseCredentialSubject(
  db: Database,
  user: SessionUser,
  walletId: number | null,
): Promise<WalletList> {
  if (!(await walletRepository.chooseCredentialSubject(db, user.id, walletId))) {
    throw notFound(walletMessages.text("wallets.notFound"));
  }
  return listWallets(db, user);
}

/** The message to sign in with a wallet: anyone may ask (nothing says whether it is linked). */
export function signInChallenge(deps: WalletDeps, input: WalletChallengeInput, locale: Locale) {
  return createChallenge(deps, "sign-in", null, input, locale);
}

/**
 * The person a signed sign-in message signs in: the owner of the linked address. An unlinked
 * address is refused like a bad signature would be, after the same checks.
 */
export async function signInOwner(deps: WalletDeps, signed: SignedWalletMessage): Promise<string> {
  const { address } = await verifySignedMessage(deps, "sign-in", null, signed);
  const owner = await walletRepository.ownerOf(deps.db, address);
  if (!owner) refuse(invalidBecause(walletMessages.text("wallets.signInFailed"), "message"));
  return owner?.userId ?? "";
}

/** Whether the member has linked a wallet (a `wallet` step is done by it). */
export function hasLinkedWallet(db: Executor, userId: string) {
  return walletRepository.hasWallet(db, userId);
}

/** The wallets a member shows on their public profile. */
export function publicWalletsOf(db: Executor, userId: string): Promise<PublicWallet[]> {
  return walletRepository.publicWallets(db, userId);
}
