import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  LeaderboardSchema,
  type LeaderboardVisibility,
  LeaderboardVisibilitySchema,
  ProgressSchema,
} from "../../../../contract/progress.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const progressQuery = queryOptions({
  queryKey: queryKeys.progress.map,
  queryFn: ({ signal }) =>
    apiRequest("/api/credentials/progress", { schema: ProgressSchema, signal }),
});

export function useProgress() {
  return useQuery(progressQuery);
}

export const leaderboardQuery = queryOptions({
  queryKey: queryKeys.progress.leaderboard,
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.progress.leaderboard }),
  });
}
