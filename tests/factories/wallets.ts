import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { expect } from "vitest";
import { type Wallet, WalletChallengeSchema, WalletSchema } from "../../contract/wallets.ts";
import { injectJson, type TestApp } from "../helpers.ts";
import type { TestUser } from "./users.ts";

/** A wallet of one's own: a viem local account that signs for real. */
export const newWalletAccount = () => privateKeyToAccount(generatePrivateKey());
export type WalletAccount = ReturnType<typeof newWalletAccount>;

/** Links `account` to `user` the way the account page does: the server's message, signed. */
export async function linkWalletOf(
  testApp: TestApp,
  user: TestUser,
  account: WalletAccount = newWalletAccount(),
  chainId = 1,
): Promise<{ account: WalletAccount; wallet: Wallet }> {
  const asked = await injectJson(testApp.app, {
    method: "POST",
    url: "/api/wallets/nonce",
    cookie: user.cookie,
    payload: { address: account.address, chainId },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const { message } = WalletChallengeSchema.parse(asked.json());
  const linked = await injectJson(testApp.app, {
    method: "POST",
    url: "/api/wallets",
    cookie: user.cookie,
    payload: { message, signature: await account.signMessage({ message }) },
  });
  expect(linked.statusCode, linked.body).toBe(201);
  return { account, wallet: WalletSchema.parse(linked.json()) };
}

/** PUT /api/wallets/credential-subject: the wallet `user`'s credentials name from now on. */
export const chooseCredentialSubject = (
  testApp: TestApp,
  user: TestUser,
  walletId: number | null,
) =>
  injectJson(testApp.app, {
    method: "PUT",
    url: "/api/wallets/credential-subject",
    cookie: user.cookie,
    payload: { walletId },
  });
