import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { WalletChallengeSchema, WalletListSchema, WalletSchema } from "../../contract/wallets.ts";
import { apiRequest } from "./api-client.ts";
import { signWithWallet } from "./ethereum.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * The person's own linked wallets (issue 36), shared by the screens that show or link them: the
 * account page's wallets and Mission 1's accounts step. Under `me`: they refresh with the person.
 */
export const myWalletsKey = ["me", "account", "wallets"] as const;

export const useMyWallets = () =>
  useQuery({
    queryKey: myWalletsKey,
    queryFn: ({ signal }) => apiRequest("/api/wallets", { schema: WalletListSchema, signal }),
  });

/** Links the browser's wallet: it signs the server's EIP-4361 message. */
export function useLinkWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const signed = await signWithWallet((body) =>
        apiRequest("/api/wallets/nonce", { method: "POST", body, schema: WalletChallengeSchema }),
      );
      return apiRequest("/api/wallets", { method: "POST", body: signed, schema: WalletSchema });
    },
    // The wallets, and whatever a linked wallet proves (a mission's wallet step).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myWalletsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
      ]),
  });
}
