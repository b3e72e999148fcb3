import { z } from "zod";
import { IntIdSchema } from "./common.ts";

/**
 * Wallets linked by signature (Sign-In with Ethereum, EIP-4361; issue 36). The server writes the
 * message (its domain, URI, nonce, times), the wallet signs it, the server checks every field
 * again and the signature with viem before it links the address or signs its owner in.
 */

/** The chains a message may name: Ethereum mainnet and the Sepolia test network. */
export const WALLET_CHAIN_IDS = [1, 11155111] as const;
export const WalletChainIdSchema = z
  .number()
  .int()
  .refine((id) => (WALLET_CHAIN_IDS as readonly number[]).includes(id), "Not a supported chain.");

/** An Ethereum address as a wallet gives it (any case); the server stores it checksummed. */
export const WalletAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, "Not an Ethereum address.");

/** What the member's wallet is asked to sign: a message for one address on one chain. */
export const WalletChallengeInputSchema = z.strictObject({
  address: WalletAddressSchema,
  chainId: WalletChainIdSchema,
});
export type WalletChallengeInput = z.infer<typeof WalletChallengeInputSchema>;

export const WalletChallengeSchema = z.object({
  /** The EIP-4361 text to sign (personal_sign), as the server wrote it. */
  message: z.string(),
  nonce: z.string(),
  expiresAt: z.string(),
});
export type WalletChallenge = z.infer<typeof WalletChallengeSchema>;

/** The signed message back: the server parses and checks it whole (never trusts the fields). */
export const SignedWalletMessageSchema = z.strictObject({
  message: z.string().min(1).max(2000),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, "Not a signature."),
});
export type SignedWalletMessage = z.infer<typeof SignedWalletMessageSchema>;

/** One of the member's linked wallets: private unless they show it on their public profile. */
export const WalletSchema = z.object({
  walletId: z.number().int(),
  /** EIP-55 checksummed. */
  address: z.string(),
  chainId: z.number().int(),
  linkedAt: z.string(),
  isPublic: z.boolean(),
  /**
   * Credentials issued from now on name this wallet as their subject (`did:pkh`, ADR 040): at
   * most one of the member's wallets, none by default.
   */
  namesCredentials: z.boolean(),
});
export type Wallet = z.infer<typeof WalletSchema>;

export const WalletListSchema = z.object({ items: z.array(WalletSchema) });
export type WalletList = z.infer<typeof WalletListSchema>;

export const WalletParamsSchema = z.strictObject({ walletId: IntIdSchema });

export const WalletVisibilityInputSchema = z.strictObject({ isPublic: z.boolean() });

/**
 * Which of one's linked wallets credentials issued from now on name as their subject
 * (`did:pkh:eip155:<chain>:<address>`), or none (`null`: each credential gets an opaque id).
 */
export const CredentialSubjectInputSchema = z.strictObject({ walletId: IntIdSchema.nullable() });
export type CredentialSubjectInput = z.infer<typeof CredentialSubjectInputSchema>;

/** A wallet as anyone sees it on a public profile (only the ones its owner shows). */
export const PublicWalletSchema = z.object({ address: z.string(), chainId: z.number().int() });
export type PublicWallet = z.infer<typeof PublicWalletSchema>;
