import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApplicationSchema } from "../../../../contract/applications.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function applyToClub(clubId: number) {
  return apiRequest(`/api/clubs/${clubId}/applications`, {
    method: "POST",
    schema: ApplicationSchema,
  });
}

/** Join: a pending application. Success or refusal, the club lists reload to show the standing. */
export function useApplyToClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToClub,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.clubs.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.applications.mine });
    },
  });
}
