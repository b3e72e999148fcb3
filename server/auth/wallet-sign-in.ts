import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import type { Locale } from "../../contract/locales.ts";
import {
  type SignedWalletMessage,
  SignedWalletMessageSchema,
  type WalletChallenge,
  type WalletChallengeInput,
  WalletChallengeInputSchema,
} from "../../contract/wallets.ts";
import { headerLocale } from "../lib/i18n.ts";

/**
 * Signing in with a linked wallet (EIP-4361, issue 36). The wallets feature writes the message
 * and checks the signed one (the composition root passes it in: server/auth knows no feature);
 * the session is Better Auth's, made as the passkey plugin makes it, so a disabled account is
 * refused and the sign-in hooks run as for every other way in.
 */
export interface WalletSignIn {
  challenge(input: WalletChallengeInput, locale: Locale): Promise<WalletChallenge>;
  /** The id of the person the signed message signs in; refuses (throws) otherwise. */
  ownerOf(signed: SignedWalletMessage): Promise<string>;
}

export function walletSignInPlugin(walletSignIn: WalletSignIn) {
  return {
    id: "wallet-sign-in",
    endpoints: {
      walletNonce: createAuthEndpoint(
        "/wallet/nonce",
        { method: "POST", body: WalletChallengeInputSchema },
        async (ctx) => {
          const locale = headerLocale(
            ctx.headers?.get("accept-language"),
            ctx.headers?.get("cookie"),
          );
          return ctx.json(await walletSignIn.challenge(ctx.body, locale));
        },
      ),
      signInWallet: createAuthEndpoint(
        "/sign-in/wallet",
        { method: "POST", body: SignedWalletMessageSchema },
        async (ctx) => {
          const userId = await walletSignIn.ownerOf(ctx.body);
          const session = await ctx.context.internalAdapter.createSession(userId);
          const user = await ctx.context.internalAdapter.findUserById(userId);
          if (!session || !user) throw new APIError("UNAUTHORIZED", { message: "No session." });
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id, name: user.name, email: user.email } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
