import { z } from "zod";
import { WalletChallengeSchema } from "../../../../contract/wallets.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { signWithWallet } from "../../../lib/ethereum.ts";

const SignedInSchema = z.object({ user: z.object({ id: z.string() }) }).passthrough();

/** Signs in with a passkey: the browser's authenticator answers the server's challenge. */
export async function signInWithPasskey() {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const optionsJSON = await apiRequest("/api/auth/passkey/generate-authenticate-options", {
    schema: z.any(),
  });
  const response = await startAuthentication({ optionsJSON });
  return apiRequest("/api/auth/passkey/verify-authentication", {
    method: "POST",
    body: { response },
    schema: SignedInSchema,
  });
}

/** Signs in with a linked wallet: it signs the server's EIP-4361 message. */
export async function signInWithWallet() {
  const signed = await signWithWallet((body) =>
    apiRequest("/api/auth/wallet/nonce", { method: "POST", body, schema: WalletChallengeSchema }),
  );
  return apiRequest("/api/auth/sign-in/wallet", {
    method: "POST",
    body: signed,
    schema: SignedInSchema,
  });
}
