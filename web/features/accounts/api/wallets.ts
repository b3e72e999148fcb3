import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { PasskeyListSchema } from "../../../../contract/passkeys.ts";
import { WalletListSchema, WalletSchema } from "../../../../contract/wallets.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { myWalletsKey } from "../../../lib/wallets.ts";

/** Under `me`: the account page's passkeys refresh with the person. */
const passkeysKey = ["me", "account", "passkeys"] as const;

function useRefresh(queryKey: readonly string[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey });
}

export function useWalletVisibility() {
  return useMutation({
    mutationFn: ({ walletId, isPublic }: { walletId: number; isPublic: boolean }) =>
      apiRequest(`/api/wallets/${walletId}`, {
        method: "PATCH",
        body: { isPublic },
        schema: WalletSchema,
      }),
    onSettled: useRefresh(myWalletsKey),
  });
}

export function useUnlinkWallet() {
  return useMutation({
    mutationFn: (walletId: number) =>
      apiRequest(`/api/wallets/${walletId}`, { method: "DELETE", schema: z.undefined() }),
    onSettled: useRefresh(myWalletsKey),
  });
}

/** Which wallet the credentials issued from now on name (did:pkh, ADR 040), or none (null). */
export function useCredentialSubject() {
  return useMutation({
    mutationFn: (walletId: number | null) =>
      apiRequest("/api/wallets/credential-subject", {
        method: "PUT",
        body: { walletId },
        schema: WalletListSchema,
      }),
    onSettled: useRefresh(myWalletsKey),
  });
}

export const usePasskeys = () =>
  useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) =>
      apiRequest("/api/auth/passkey/list-user-passkeys", { schema: PasskeyListSchema, signal }),
  });

/** Adds a passkey: the browser (and its authenticator) answers the server's options. */
export function useAddPasskey() {
  return useMutation({
    mutationFn: async (name: string) => {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const optionsJSON = await apiRequest("/api/auth/passkey/generate-register-options", {
        schema: z.any(),
      });
      const response = await startRegistration({ optionsJSON });
      return apiRequest("/api/auth/passkey/verify-registration", {
        method: "POST",
        body: { response, ...(name ? { name } : {}) },
        schema: z.unknown(),
      });
    },
    onSettled: useRefresh(passkeysKey),
  });
}

export function useRemovePasskey() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest("/api/auth/passkey/delete-passkey", {
        method: "POST",
        body: { id },
        schema: z.unknown(),
      }),
    onSettled: useRefresh(passkeysKey),
  });
}
