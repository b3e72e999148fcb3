import { type SQL, sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { sendJob } from "./email.ts";
import { captureJobInsert, jobsFrom } from "./embedded-job.ts";

/**
 * The email job of a notification, written in the notification's own statement (issue 28: one
 * round trip, not one for the row, one for the email and one for the job).
 *
 * pg-boss's INSERT of the job is taken from pg-boss itself, as the job queue would send it (its
 * options, its table, its queue's defaults; see embedded-job.ts). Its JSON is then replaced by
 * the same JSON built from the delivery rows the statement wrote, each job's data naming its
 * row: no delivery row (the person turned this kind of email off), no job.
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
  const captured = await captureJobInsert((standIn) => sendJob(boss, standIn, 0, jobId));
  if (!captured) return undefined;
  return {
    jobId,
    insertFor: (deliveries) =>
      captured.insertWith(
        jobsFrom(
          captured.sample,
          deliveries,
          (job) => sql`jsonb_set(${job}, '{data,deliveryId}', to_jsonb(d.id))`,
        ),
      ),
  };
}
