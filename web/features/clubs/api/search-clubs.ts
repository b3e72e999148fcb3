import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { ClubSearchResultSchema } from "../../../../contract/clubs.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

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

function searchParams(filters: ClubSearchFilters, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const trimmed = value.trim();
    if (trimmed) params.set(name, trimmed);
  }
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

export const clubSearchQuery = (filters: ClubSearchFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.clubs.search(filters, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/clubs?${searchParams(filters, page)}`, {
        schema: ClubSearchResultSchema,
        signal,
      }),
  });

export function useClubSearch(filters: ClubSearchFilters, page: number) {
  return useQuery({ ...clubSearchQuery(filters, page), placeholderData: keepPreviousData });
}
