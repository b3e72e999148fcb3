import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CredentialListSchema,
  PublicCredentialSchema,
  RecipientEmailSchema,
} from "../../../../contract/credentials.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const credentialQuery = (credentialId: string) =>
  queryOptions({
    queryKey: queryKeys.credentials.detail(credentialId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/credentials/${encodeURIComponent(credentialId)}`, {
        schema: PublicCredentialSchema,
        signal,
      }),
    retry: false,
  });

export function useCredential(credentialId: string) {
  return useQuery(credentialQuery(credentialId));
}

export const myCredentialsQuery = queryOptions({
  queryKey: queryKeys.credentials.mine,
  queryFn: ({ signal }) =>
    apiRequest("/api/credentials/mine", { schema: CredentialListSchema, signal }),
});

export function useMyCredentials() {
  return useQuery(myCredentialsQuery);
}

export function useRevokeCredential(credentialId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/credentials/${encodeURIComponent(credentialId)}/revoke`, {
        method: "POST",
        schema: PublicCredentialSchema,
      }),
    onSuccess: (credential) =>
      queryClient.setQueryData(queryKeys.credentials.detail(credentialId), credential),
    // A revoked credential leaves the public profile, and the progress map links credentials.
    onSettled: () =>
      Promise.all(
        [queryKeys.credentials.all, queryKeys.progress.all, queryKeys.publicProfile.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** The member's switch for their hashed email on credentials issued from now on (issue 35). */
const recipientEmailKey = [...queryKeys.credentials.all, "recipient-email"] as const;

export const recipientEmailQuery = queryOptions({
  queryKey: recipientEmailKey,
  queryFn: ({ signal }) =>
    apiRequest("/api/credentials/recipient-email", { schema: RecipientEmailSchema, signal }),
});

export function useRecipientEmail() {
  return useQuery(recipientEmailQuery);
}

export function useSetRecipientEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hashedEmail: boolean) =>
      apiRequest("/api/credentials/recipient-email", {
        method: "PUT",
        body: { hashedEmail },
        schema: RecipientEmailSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(recipientEmailKey, saved),
  });
}
