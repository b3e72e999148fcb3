import { useInfiniteQuery } from "@tanstack/react-query";
import type { ClubNameList } from "../../../../contract/clubs.ts";
import { loadShellSchemas } from "../../../lib/api-client.ts";
import { shellKeys } from "../../../lib/shell-query-keys.ts";
import { clubNamesAfter } from "./get-club-names.ts";

/**
 * The club names after the first page, 50 at a time, each page starting after the last id shown
 * ("Show more clubs"). Its own module, loaded with the first "Show more": the infinite query's
 * code stays out of the landing's initial JavaScript (ADR 048).
 */
export function useMoreClubNames(after: number | undefined) {
  return useInfiniteQuery({
    queryKey: shellKeys.clubs.moreNames(after ?? 0),
    initialPageParam: after ?? 0,
    enabled: after !== undefined,
    getNextPageParam: (last: ClubNameList & { full: boolean }) =>
      last.full ? last.items.at(-1)?.clubId : undefined,
    queryFn: async ({ pageParam, signal }) => {
      const page = await clubNamesAfter(pageParam, signal);
      return {
        ...page,
        full: page.items.length === (await loadShellSchemas()).CLUB_NAMES_PAGE_SIZE,
      };
    },
  });
}
