/**
 * A search form's query string: each filter that is not "" (any), trimmed, and the page when it
 * is past the first.
 */
export function searchQueryOf(filters: object, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const trimmed = String(value).trim();
    if (trimmed) params.set(name, trimmed);
  }
  if (page > 1) params.set("page", String(page));
  return params.toString();
}
