import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CredentialListSchema,
  LeaderboardSchema,
  type LeaderboardVisibility,
  LeaderboardVisibilitySchema,
  ProgressSchema,
  PublicCredentialSchema,
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

export const progressQuery = queryOptions({
  queryKey: queryKeys.credentials.progress,
  queryFn: ({ signal }) =>
    apiRequest("/api/credentials/progress", { schema: ProgressSchema, signal }),
});

export function useProgress() {
  return useQuery(progressQuery);
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.credentials.all }),
  });
}

export const leaderboardQuery = queryOptions({
  queryKey: queryKeys.credentials.leaderboard,
  queryFn: ({ signal }) => apiRequest("/api/leaderboard", { schema: LeaderboardSchema, signal }),
});

export function useLeaderboard() {
  return useQuery(leaderboardQuery);
}

export function useLeaderboardVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visibility: LeaderboardVisibility) =>
      apiRequest("/api/leaderboard/visibility", {
        method: "PUT",
        body: visibility,
        schema: LeaderboardVisibilitySchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.credentials.leaderboard }),
  });
}
