import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SubmissionSchema } from "../../../../contract/completions.ts";
import { MissionDetailSchema, MissionListSchema } from "../../../../contract/missions.ts";
import { ProfileSchema, type ProfileUpdate } from "../../../../contract/profile.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const missionsQuery = queryOptions({
  queryKey: queryKeys.missions.all,
  queryFn: ({ signal }) => apiRequest("/api/missions", { schema: MissionListSchema, signal }),
});

export function useMissions() {
  return useQuery(missionsQuery);
}

export const missionQuery = (missionId: string) =>
  queryOptions({
    queryKey: queryKeys.missions.detail(missionId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/missions/${encodeURIComponent(missionId)}`, {
        schema: MissionDetailSchema,
        signal,
      }),
  });

export function useMission(missionId: string) {
  return useQuery(missionQuery(missionId));
}

/** Mark as Complete: sends the mission to the club's leader for verification. */
export function useSubmitMission(missionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/missions/${encodeURIComponent(missionId)}/submission`, {
        method: "POST",
        schema: SubmissionSchema,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.missions.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.completions.minePending });
    },
  });
}

/** Saves the generated identity or the connected social link on the user's profile. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      apiRequest("/api/profile", { method: "PATCH", body: update, schema: ProfileSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
