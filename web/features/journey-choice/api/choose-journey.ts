import { useMutation, useQueryClient } from "@tanstack/react-query";
import { JourneyChoiceResultSchema } from "../../../../contract/journey-choice.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Chooses the user's journey, once; the session's user (["me"]) is refreshed afterwards. */
export function useChooseJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (journeyId: number) =>
      apiRequest("/api/journeys/choice", {
        method: "POST",
        body: { journeyId },
        schema: JourneyChoiceResultSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
