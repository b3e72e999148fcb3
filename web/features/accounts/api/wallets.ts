import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { PasskeyListSchema } from "../../../../contract/passkeys.ts";
import {
  WalletChallengeSchema,
  WalletListSchema,
  WalletSchema,
} from "../../../../contract/wallets.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { signWithWallet } from "../../../lib/ethereum.ts";

/** Under `me`: the account page's wallets and passkeys refresh with the person. */
const walletsKey = ["me", "account", "wallets"] as const;
const passkeysKey = ["me", "account", "passkeys"] as const;

export const useWallets = () =>
  useQuery({
    queryKey: walletsKey,
    queryFn: ({ signal }) => apiRequest("/api/wallets", { schema: WalletListSchema, signal }),
  });

function useRefresh(queryKey: readonly string[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey });
}

/** Links the browser's wallet: it signs the server's EIP-4361 message. */
export function useLinkWallet() {
  return useMutation({
    mutationFn: async () => {
      const signed = await signWithWallet((body) =>
        apiRequest("/api/wallets/nonce", { method: "POST", body, schema: WalletChallengeSchema }),
      );
      return apiRequest("/api/wallets", { method: "POST", body: signed, schema: WalletSchema });
    },
    onSettled: useRefresh(walletsKey),
  });
}

export function useWalletVisibility() {
  return useMutation({
    mutationFn: ({ walletId, isPublic }: { walletId: number; isPublic: boolean }) =>
      apiRequest(`/api/wallets/${walletId}`, {
        method: "PATCH",
        body: { isPublic },
        schema: WalletSchema,
      }),
    onSettled: useRefresh(walletsKey),
  });
}

export function useUnlinkWallet() {
  return useMutation({
    mutationFn: (walletId: number) =>
      apiRequest(`/api/wallets/${walletId}`, { method: "DELETE", schema: z.undefined() }),
    onSettled: useRefresh(walletsKey),
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
