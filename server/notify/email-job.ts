import { is, Param, SQL, sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { Executor } from "../db/client.ts";
import { sendJob } from "./email.ts";

/**
 * The email job of a notification, written in the notification's own statement (issue 28: one
 * round trip, not one for the row, one for the email and one for the job).
 *
 * pg-boss writes a job with one INSERT whose only parameter is the JSON of the jobs to insert.
 * That INSERT is taken from pg-boss itself, as the job queue would send it (its options, its
 * table, its queue's defaults), by sending the job to a stand-in that keeps the statement instead
 * of running it. The JSON is then replaced by the same JSON built from the delivery rows the
 * statement wrote, each job's data naming its row: no delivery row (the person turned this kind
 * of email off), no job.
 *
 * When pg-boss's statement is not that shape (another version), nothing is embedded and the
 * caller sends the job on its own, as before: one more round trip, never a lost email.
 */
export interface EmbeddableEmailJob {
  jobId: string;
  /** pg-boss's INSERT of the job for each row of `deliveries` (a query with an `id` column). */
  insertFor(deliveries: SQL): SQL;
}

export async function embeddableEmailJob(
  boss: PgBoss,
  jobId: string,
): Promise<EmbeddableEmailJob | undefined> {
  let captured: unknown;
  const standIn = {
    execute: async (query: unknown) => {
      captured = query;
      return { rows: [{ id: jobId }] };
    },
  } as unknown as Executor;
  await sendJob(boss, standIn, 0, jobId);
  if (!is(captured, SQL)) return undefined;
  const statement = captured;
  const params = statement.queryChunks.filter((chunk) => is(chunk, Param));
  const [payload] = params;
  if (params.length !== 1 || !payload || typeof payload.value !== "string") return undefined;
  const first = statement.queryChunks.find((chunk) => !is(chunk, Param));
  if (!first || !/^\s*insert\s/i.test(chunkText(first))) return undefined;
  const jobs = payload.value;
  return {
    jobId,
    insertFor: (deliveries) => {
      const built = sql`(select coalesce(json_agg(jsonb_set(job, '{data,deliveryId}', to_jsonb(d.id))), '[]'::json)
        from (${deliveries}) d cross join jsonb_array_elements(${jobs}::jsonb) job)::text`;
      return new SQL(
        statement.queryChunks.map((chunk) => (chunk === payload ? built : chunk)) as SQL[],
      );
    },
  };
}

function chunkText(chunk: unknown): string {
  const value = (chunk as { value?: unknown }).value;
  return Array.isArray(value) ? value.join("") : typeof value === "string" ? value : "";
}
