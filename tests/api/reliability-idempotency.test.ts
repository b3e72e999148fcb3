import { count, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ClubSchema } from "../../contract/clubs.ts";
import {
  checkoutSessions,
  clubApplications,
  clubs,
  idempotencyKeys,
} from "../../server/db/schema/index.ts";
import { buildClub, clubInput } from "../factories/clubs.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

describe("Idempotency-Key on creating writes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  const post = (user: TestUser, url: string, payload: unknown, key?: string) =>
    injectJson(testApp.app, {
      method: "POST",
      url,
      cookie: user.cookie,
      payload: payload as Record<string, unknown>,
      headers: key ? { "idempotency-key": key } : {},
    });

  /** How many rows of `table` have `column` = `value`. */
  const rowsWhere = async (table: PgTable, column: PgColumn, value: string) =>
    (await testApp.database.db.select({ n: count() }).from(table).where(eq(column, value)))[0]?.n;
  const clubsNamed = (name: string) => rowsWhere(clubs, clubs.clubName, name);

  it("answers a retried club creation with the first answer and creates one club", async () => {
    const leader = await buildUser(testApp.app);
    const input = clubInput();
    const first = await post(leader, "/api/clubs", input, "club-key-1");
    expect(first.statusCode).toBe(201);
    const retry = await post(leader, "/api/clubs", input, "club-key-1");
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(ClubSchema.parse(retry.json())).toEqual(ClubSchema.parse(first.json()));
    expect(await clubsNamed(input.clubName)).toBe(1);

    // Without the key, the same body is a second attempt (refused: the name is taken).
    expect((await post(leader, "/api/clubs", input)).statusCode).toBe(409);
  });

  it("keeps keys per user, and refuses a key reused for another request", async () => {
    const [leader, someoneElse] = await Promise.all([
      buildUser(testApp.app),
      buildUser(testApp.app),
    ]);
    const created = await post(leader, "/api/clubs", clubInput(), "shared-key");
    expect(created.statusCode).toBe(201);
    const theirs = await post(someoneElse, "/api/clubs", clubInput(), "shared-key");
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().clubId).not.toBe(created.json().clubId);

    const reused = await post(leader, "/api/clubs", clubInput(), "shared-key");
    expect(reused.statusCode).toBe(400);
    expect(problemOf(reused).errors?.map((error) => error.field)).toEqual([
      "headers.Idempotency-Key",
    ]);
    const malformed = await post(leader, "/api/clubs", clubInput(), "no spaces allowed");
    expect(malformed.statusCode).toBe(400);
  });

  it("does not remember a refused write: its retry runs again", async () => {
    const [leader, first] = await Promise.all([buildUser(testApp.app), buildUser(testApp.app)]);
    const input = clubInput();
    expect((await post(first, "/api/clubs", input)).statusCode).toBe(201);
    const refused = await post(leader, "/api/clubs", input, "refused-key");
    expect(refused.statusCode).toBe(409);
    expect(await rowsWhere(idempotencyKeys, idempotencyKeys.userId, leader.id)).toBe(0);
    const retried = await post(leader, "/api/clubs", input, "refused-key");
    expect(retried.statusCode).toBe(409);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("answers a retried application and checkout with the first answer, writing one row each", async () => {
    const club = await buildClub(testApp.app);
    const applicant = await buildUser(testApp.app);
    const url = `/api/clubs/${club.clubId}/applications`;
    const applied = await post(applicant, url, {}, "apply-1");
    expect(applied.statusCode).toBe(201);
    const again = await post(applicant, url, {}, "apply-1");
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(applied.json());
    expect(await rowsWhere(clubApplications, clubApplications.userId, applicant.id)).toBe(1);

    const checkout = await post(applicant, "/api/payments/checkout", { level: 1 }, "pay-1");
    expect(checkout.statusCode).toBe(201);
    const repeated = await post(applicant, "/api/payments/checkout", { level: 1 }, "pay-1");
    expect(repeated.json()).toEqual(checkout.json());
    expect(await rowsWhere(checkoutSessions, checkoutSessions.userId, applicant.id)).toBe(1);
  });

  it.runIf(onPostgres)(
    "lets one of four simultaneous requests with one key write; all get its answer",
    async () => {
      const leader = await buildUser(testApp.app);
      const input = clubInput();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => post(leader, "/api/clubs", input, "parallel-key")),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.json().clubId)).size).toBe(1);
      expect(await clubsNamed(input.clubName)).toBe(1);
    },
  );
});
