/** The next page to load after `last`, for infinite lists ("Load more"); none when it was the last. */
export const nextPageOf = (last: { page: number; hasMore: boolean }) =>
  last.hasMore ? last.page + 1 : undefined;
