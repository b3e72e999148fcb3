import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { PgBoss } from "pg-boss";
import { describe, expect, it } from "vitest";
import { embeddableEmailJob } from "./email-job.ts";

/** A stand-in for pg-boss whose send runs `statement` with the job's JSON as its one parameter. */
const bossSending = (statement: string) =>
  ({
    send: async (
      _name: string,
      data: unknown,
      options: {
        id: string;
        db: { executeSql(text: string, values: unknown[]): Promise<unknown> };
      },
    ) => {
      await options.db.executeSql(statement, [JSON.stringify([{ id: options.id, data }])]);
      return options.id;
    },
  }) as unknown as PgBoss;

const dialect = new PgDialect();

describe("the email job inside the notification's statement", () => {
  it("takes pg-boss's INSERT and feeds it the jobs of the delivery rows written", async () => {
    const job = await embeddableEmailJob(
      bossSending(
        "INSERT INTO pgboss.job (id) SELECT id FROM json_to_recordset($1::text::json) x (id uuid)",
      ),
      "00000000-0000-4000-8000-000000000001",
    );
    if (!job) throw new Error("expected an embeddable job");
    const query = dialect.sqlToQuery(job.insertFor(sql`select id from delivery`));
    expect(query.sql).toMatch(
      /^INSERT INTO pgboss\.job \(id\) SELECT id FROM json_to_recordset\(\(select coalesce/,
    );
    expect(query.sql).toContain("from (select id from delivery) d");
    expect(query.params).toEqual([
      JSON.stringify([{ id: "00000000-0000-4000-8000-000000000001", data: { deliveryId: 0 } }]),
    ]);
  });

  it("gives up on another shape of statement, so the job is sent on its own", async () => {
    for (const statement of [
      "WITH ins AS (INSERT INTO pgboss.job (id) SELECT 1 RETURNING id) SELECT pg_notify('x', '') FROM ins",
      "INSERT INTO pgboss.job (id, name) SELECT id, $2 FROM json_to_recordset($1::text::json) x (id uuid)",
    ]) {
      expect(await embeddableEmailJob(bossSending(statement), crypto.randomUUID())).toBeUndefined();
    }
  });
});
