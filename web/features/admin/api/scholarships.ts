import { useInfiniteQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { GrantScholarship } from "../../../../contract/scholarships.ts";
import { ScholarshipListSchema } from "../../../../contract/scholarships.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { nextPageOf } from "../../../lib/paging.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Scholarships in force, or every one granted, newest first, 20 at a time. */
export function useScholarships(state: "active" | "all") {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.scholarships(state),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/admin/scholarships?state=${state}&page=${pageParam}`, {
        schema: ScholarshipListSchema,
        signal,
      }),
  });
}

export const grantScholarship = (grant: GrantScholarship) =>
  apiRequest("/api/admin/scholarships", {
    method: "POST",
    body: grant,
    schema: z.object({ scholarshipId: z.number().int() }),
  });

export const revokeScholarship = (scholarshipId: number) =>
  apiRequest(`/api/admin/scholarships/${scholarshipId}/revoke`, {
    method: "POST",
    schema: z.unknown(),
  });
