import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type CreateMission,
  ManagedMissionListSchema,
  ManagedMissionSchema,
  ManagedStepSchema,
  MissionStepListSchema,
  type StepInput,
  type UpdateMission,
} from "../../../../contract/missions.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const managedMissionsQuery = queryOptions({
  queryKey: queryKeys.missions.managed,
  queryFn: ({ signal }) =>
    apiRequest("/api/admin/missions", { schema: ManagedMissionListSchema, signal }),
});

export function useManagedMissions(enabled: boolean) {
  return useQuery({ ...managedMissionsQuery, enabled });
}

const missionUrl = (missionId: string) => `/api/admin/missions/${encodeURIComponent(missionId)}`;

/** Every manager write refreshes the manager's list and the members' mission lists. */
function useManagerMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.missions.managed }),
        queryClient.invalidateQueries({ queryKey: queryKeys.missions.all }),
      ]);
    },
  });
}

export function useCreateMission() {
  return useManagerMutation((input: CreateMission) =>
    apiRequest("/api/admin/missions", {
      method: "POST",
      body: input,
      schema: ManagedMissionSchema,
    }),
  );
}

export function useUpdateMission() {
  return useManagerMutation(({ missionId, ...input }: UpdateMission & { missionId: string }) =>
    apiRequest(missionUrl(missionId), {
      method: "PATCH",
      body: input,
      schema: ManagedMissionSchema,
    }),
  );
}

export function useAddStep() {
  return useManagerMutation(({ missionId, ...input }: StepInput & { missionId: string }) =>
    apiRequest(`${missionUrl(missionId)}/steps`, {
      method: "POST",
      body: input,
      schema: ManagedStepSchema,
    }),
  );
}

export function useUpdateStep() {
  return useManagerMutation(
    ({ missionId, stepId, ...input }: StepInput & { missionId: string; stepId: number }) =>
      apiRequest(`${missionUrl(missionId)}/steps/${stepId}`, {
        method: "PUT",
        body: input,
        schema: ManagedStepSchema,
      }),
  );
}

export function useDeleteStep() {
  return useManagerMutation(({ missionId, stepId }: { missionId: string; stepId: number }) =>
    apiRequest(`${missionUrl(missionId)}/steps/${stepId}`, {
      method: "DELETE",
      schema: z.undefined(),
    }),
  );
}

export function useReorderSteps() {
  return useManagerMutation(({ missionId, stepIds }: { missionId: string; stepIds: number[] }) =>
    apiRequest(`${missionUrl(missionId)}/step-order`, {
      method: "PUT",
      body: { stepIds },
      schema: MissionStepListSchema,
    }),
  );
}

/** Refused (409) while members have submitted the mission: it is archived instead. */
export function useDeleteMission() {
  return useManagerMutation((missionId: string) =>
    apiRequest(missionUrl(missionId), { method: "DELETE", schema: z.undefined() }),
  );
}
