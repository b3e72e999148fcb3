/**
 * The name of the unique constraint (or unique index) a database error violated, looking through
 * the causes Drizzle wraps it in; undefined for any other error.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
    current = cause;
  }
  return undefined;
}
