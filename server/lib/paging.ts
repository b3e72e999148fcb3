/** Repositories read one row more than a page: whether it came back says if another page follows. */
export function pageFrom<T>(rows: T[], page: number, pageSize: number) {
  return { items: rows.slice(0, pageSize), page, pageSize, hasMore: rows.length > pageSize };
}

/** The limit and offset that read `page` (from 1) plus one row. */
export function windowOf(page: number, pageSize: number) {
  return { limit: pageSize + 1, offset: (page - 1) * pageSize };
}
