import type { Database } from "./client.ts";

/**
 * A query built once per database and then only executed (ADR 019): Drizzle builds its SQL on
 * every call otherwise (a fifth of a signed-in read's time), and on PostgreSQL the named
 * statement is parsed and planned once per connection instead of once per request. For the hot
 * reads only; values come in as `sql.placeholder(...)`.
 */
export function preparedPerDatabase<Query>(
  build: (db: Database) => Query,
): (db: Database) => Query {
  const byDatabase = new WeakMap<Database, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
