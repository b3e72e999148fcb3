import { queryOptions, useQuery } from "@tanstack/react-query";
import { ClubDetailSchema } from "../../../../contract/clubs.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const clubQuery = (clubId: number) =>
  queryOptions({
    queryKey: queryKeys.clubs.detail(clubId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/clubs/${clubId}`, { schema: ClubDetailSchema, signal }),
  });

export function useClub(clubId: number, enabled = true) {
  return useQuery({ ...clubQuery(clubId), enabled });
}
