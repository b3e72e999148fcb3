import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/** Content every part of the product shows: the six journeys and the membership plan. */
export const journeysQuery = queryOptions({
  queryKey: queryKeys.journeys,
  queryFn: ({ signal }) =>
    apiRequest("/api/journeys", {
      schema: async () => (await import("../../contract/journeys.ts")).JourneyListSchema,
      signal,
    }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useJourneys() {
  return useQuery(journeysQuery);
}

export const planQuery = queryOptions({
  queryKey: queryKeys.plan,
  queryFn: ({ signal }) =>
    apiRequest("/api/plan", {
      schema: async () => (await import("../../contract/payments.ts")).ActivePlanSchema,
      signal,
    }),
  staleTime: 5 * 60_000,
});

export function usePlan() {
  return useQuery(planQuery);
}
