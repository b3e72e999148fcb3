import { WALLET_CHAIN_IDS, type WalletChallenge } from "../../contract/wallets.ts";

/** A wallet the browser offers (EIP-1193: MetaMask, Rabby, Coinbase Wallet's extension...). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export const injectedWallet = (): Eip1193Provider | undefined =>
  (globalThis as { ethereum?: Eip1193Provider }).ethereum;

/** Why a wallet could not sign: said by the screen in the reader's language. */
export class WalletProblem extends Error {
  constructor(readonly reason: "no-wallet" | "no-account" | "wrong-chain") {
    super(reason);
  }
}

const utf8Hex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;

/**
 * Asks the wallet for its address and chain, the server for the EIP-4361 message to sign
 * (`challenge`), and the wallet to sign it (personal_sign). The server checks everything again.
 */
export async function signWithWallet(
  challenge: (input: { address: string; chainId: number }) => Promise<WalletChallenge>,
): Promise<{ message: string; signature: string }> {
  const provider = injectedWallet();
  if (!provider) throw new WalletProblem("no-wallet");
  const accounts = (await provider.request({ method: "eth_requestAccounts" })) as string[];
  const address = accounts?.[0];
  if (!address) throw new WalletProblem("no-account");
  const chainId = Number.parseInt(String(await provider.request({ method: "eth_chainId" })), 16);
  if (!(WALLET_CHAIN_IDS as readonly number[]).includes(chainId)) {
    throw new WalletProblem("wrong-chain");
  }
  const { message } = await challenge({ address, chainId });
  const signature = (await provider.request({
    method: "personal_sign",
    params: [utf8Hex(message), address],
  })) as string;
  return { message, signature };
}
