import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApplicationSchema } from "../../../../contract/applications.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type Decision = "accept" | "reject";

/** Accept or Reject, with an optional note the applicant is shown. */
export function decideApplication(applicationId: number, decision: Decision, note?: string) {
  return apiRequest(`/api/applications/${applicationId}/${decision}`, {
    method: "POST",
    body: note ? { note } : undefined,
    schema: ApplicationSchema,
  });
}

/** Accept or Reject; the club's requests and members reload either way. */
export function useDecideApplication(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      applicationId,
      decision,
      note,
    }: {
      applicationId: number;
      decision: Decision;
      note?: string;
    }) => decideApplication(applicationId, decision, note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leader.club(clubId) }),
  });
}
