import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  type CreateOpportunity,
  MatchingOpportunitiesSchema,
  OpportunityListSchema,
  type OpportunityReview,
  OpportunitySchema,
  type OpportunityStatus,
  PostedOpportunityListSchema,
  PostedOpportunitySchema,
} from "../../../../contract/opportunities.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { searchQueryOf } from "../../../lib/search-params.ts";

/** The board's search form; an empty string means "any". */
export interface BoardFilters {
  q: string;
  kind: string;
  journeyId: string;
  remote: string;
  region: string;
}

export const ANY_BOARD_FILTERS: BoardFilters = {
  q: "",
  kind: "",
  journeyId: "",
  remote: "",
  region: "",
};

export const boardQuery = (filters: BoardFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.opportunities.board(filters, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/opportunities?${searchQueryOf(filters, page)}`, {
        schema: OpportunityListSchema,
        signal,
      }),
  });

export function useBoard(filters: BoardFilters, page: number) {
  return useQuery({ ...boardQuery(filters, page), placeholderData: keepPreviousData });
}

export const opportunityQuery = (opportunityId: number) =>
  queryOptions({
    queryKey: queryKeys.opportunities.detail(opportunityId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/opportunities/${opportunityId}`, { schema: OpportunitySchema, signal }),
  });

export const useOpportunity = (opportunityId: number) => useQuery(opportunityQuery(opportunityId));

export const matchingQuery = queryOptions({
  queryKey: queryKeys.opportunities.matching,
  queryFn: ({ signal }) =>
    apiRequest("/api/me/opportunities/matching", { schema: MatchingOpportunitiesSchema, signal }),
});

export const useMatchingOpportunities = () => useQuery(matchingQuery);

export const partnerOpportunitiesQuery = (partnerId: number) =>
  queryOptions({
    queryKey: queryKeys.opportunities.partner(partnerId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/partners/${partnerId}/opportunities`, {
        schema: PostedOpportunityListSchema,
        signal,
      }),
  });

export const usePartnerOpportunities = (partnerId: number) =>
  useQuery(partnerOpportunitiesQuery(partnerId));

export const reviewQueueQuery = (status: OpportunityStatus = "pending-review") =>
  queryOptions({
    queryKey: queryKeys.opportunities.review(status),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/opportunities?status=${status}`, {
        schema: PostedOpportunityListSchema,
        signal,
      }),
  });

export const useReviewQueue = () => useQuery(reviewQueueQuery());

/** Every list of opportunities shows what changed. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.opportunities.all });
}

export function usePostOpportunity(partnerId: number) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (input: CreateOpportunity) =>
      apiRequest(`/api/partners/${partnerId}/opportunities`, {
        method: "POST",
        body: input,
        schema: OpportunitySchema,
      }),
    onSuccess: refresh,
  });
}

export function useCloseOpportunity() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (opportunityId: number) =>
      apiRequest(`/api/opportunities/${opportunityId}/close`, {
        method: "POST",
        body: {},
        schema: OpportunitySchema,
      }),
    onSuccess: refresh,
  });
}

export function useReviewOpportunity() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ opportunityId, review }: { opportunityId: number; review: OpportunityReview }) =>
      apiRequest(`/api/admin/opportunities/${opportunityId}/review`, {
        method: "POST",
        body: review,
        schema: PostedOpportunitySchema,
      }),
    onSuccess: refresh,
  });
}
