import type { ClubNameList } from "../../../../contract/clubs.ts";
import { useMoreClubNames } from "../api/get-more-club-names.ts";
import { ClubNames } from "./club-names.tsx";

/** The first page of club names and the pages after it, one more per "Show more clubs". */
export function MoreClubNames({ first }: { first: ClubNameList }) {
  const more = useMoreClubNames(first.items.at(-1)?.clubId);
  const clubs = [...first.items, ...(more.data?.pages.flatMap((page) => page.items) ?? [])];
  return (
    <ClubNames
      clubs={clubs}
      total={first.total}
      hasMore={more.hasNextPage}
      loadingMore={more.isFetching}
      onMore={() => void more.fetchNextPage()}
      error={more.isError ? more.error : null}
    />
  );
}
