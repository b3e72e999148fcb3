import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, loadShellSchemas } from "./api-client.ts";
import { shellKeys } from "./shell-query-keys.ts";

/** Content every part of the product shows: the six journeys and the membership plan. */
export const journeysQuery = queryOptions({
  queryKey: shellKeys.journeys,
  queryFn: ({ signal }) =>
    apiRequest("/api/journeys", {
      schema: async () => (await loadShellSchemas()).JourneyListSchema,
      signal,
    }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useJourneys() {
  return useQuery(journeysQuery);
}

export const planQuery = queryOptions({
  queryKey: shellKeys.plan,
  queryFn: ({ signal }) =>
    apiRequest("/api/plan", {
      schema: async () => (await loadShellSchemas()).ActivePlanSchema,
      signal,
    }),
  staleTime: 5 * 60_000,
});

export function usePlan() {
  return useQuery(planQuery);
}
