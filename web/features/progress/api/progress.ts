import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  type LeaderboardOrder,
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

/** The club leaderboard ranked by verified missions or by $VOCATE earned this season. */
export const leaderboardQuery = (by: LeaderboardOrder) =>
  queryOptions({
    queryKey: queryKeys.progress.leaderboardBy(by),
    queryFn: ({ signal }) =>
      apiRequest(`/api/leaderboard?by=${by}`, { schema: LeaderboardSchema, signal }),
  });

/** Switching the order keeps the board shown until the other one arrives. */
export function useLeaderboard(by: LeaderboardOrder) {
  return useQuery({ ...leaderboardQuery(by), placeholderData: keepPreviousData });
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
