import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ClubSearchResultSchema } from "../../../../contract/clubs.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { searchQueryOf } from "../../../lib/search-params.ts";

/** The search form's values; an empty string means "Any". */
export interface ClubSearchFilters {
  location: string;
  day: string;
  meetingTime: string;
  clubType: string;
  meetingFormat: string;
}

export const ANY_FILTERS: ClubSearchFilters = {
  location: "",
  day: "",
  meetingTime: "",
  clubType: "",
  meetingFormat: "",
};

export const clubSearchQuery = (filters: ClubSearchFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.clubs.search(filters, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/clubs?${searchQueryOf(filters, page)}`, {
        schema: ClubSearchResultSchema,
        signal,
      }),
  });

export function useClubSearch(filters: ClubSearchFilters, page: number) {
  return useQuery({ ...clubSearchQuery(filters, page), placeholderData: keepPreviousData });
}
