import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApplicationSchema } from "../../../../contract/applications.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type Decision = "accept" | "reject";

export function decideApplication(applicationId: number, decision: Decision) {
  return apiRequest(`/api/applications/${applicationId}/${decision}`, {
    method: "POST",
    schema: ApplicationSchema,
  });
}

/** Accept or Reject; the club's requests and members reload either way. */
export function useDecideApplication(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, decision }: { applicationId: number; decision: Decision }) =>
      decideApplication(applicationId, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leader.club(clubId) }),
  });
}
