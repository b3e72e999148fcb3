import { is, Param, SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client.ts";

/**
 * pg-boss's INSERT of jobs, taken from pg-boss itself so it can run inside another statement
 * (issue 28: one round trip). pg-boss writes jobs with one INSERT whose only parameter is the
 * JSON of the jobs; `send` sends one sample job to the stand-in executor given, which keeps the
 * statement instead of running it. `insertWith(jobs)` is that INSERT with the JSON replaced by
 * `jobs`, an SQL expression of the same JSON (text) built in the statement; `sample` is the
 * sample's JSON (an array of one job) to build it from.
 *
 * Undefined when pg-boss's statement is not that shape (another version): the caller then sends
 * its jobs on their own, as before.
 */
export interface CapturedJobInsert {
  sample: string;
  insertWith(jobs: SQL): SQL;
}

export async function captureJobInsert(
  send: (standIn: Executor) => Promise<unknown>,
): Promise<CapturedJobInsert | undefined> {
  let captured: unknown;
  const standIn = {
    execute: async (query: unknown) => {
      captured = query;
      return { rows: [{ id: crypto.randomUUID() }] };
    },
  } as unknown as Executor;
  await send(standIn);
  if (!is(captured, SQL)) return undefined;
  const statement = captured;
  const params = statement.queryChunks.filter((chunk) => is(chunk, Param));
  const [payload] = params;
  if (params.length !== 1 || !payload || typeof payload.value !== "string") return undefined;
  const first = statement.queryChunks.find((chunk) => !is(chunk, Param));
  if (!first || !/^\s*insert\s/i.test(chunkText(first))) return undefined;
  return {
    sample: payload.value,
    insertWith: (jobs) =>
      new SQL(statement.queryChunks.map((chunk) => (chunk === payload ? jobs : chunk)) as SQL[]),
  };
}

/** The JSON (text) of one job per row of `rows`, each the sample job with `edit` applied. */
export function jobsFrom(sample: string, rows: SQL, edit: (job: SQL) => SQL): SQL {
  return sql`(select coalesce(json_agg(${edit(sql`job`)}), '[]'::json)
    from (${rows}) d cross join jsonb_array_elements(${sample}::jsonb) job)::text`;
}

function chunkText(chunk: unknown): string {
  const value = (chunk as { value?: unknown }).value;
  return Array.isArray(value) ? value.join("") : typeof value === "string" ? value : "";
}
