import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db/client.ts";
import { seedBuiltInContent } from "../../server/db/seed.ts";
import { clubInput } from "../factories/clubs.ts";
import { buildUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

// Only PostgreSQL has other processes drawing ids concurrently (PGlite serialises).
describe.runIf(onPostgres)("a server starting while others create clubs (PostgreSQL)", () => {
  let testApp: TestApp;
  let secondProcess: DatabaseHandle;

  beforeAll(async () => {
    testApp = await buildTestApp();
    secondProcess = openDatabase({ databaseUrl: testApp.database.url, poolSize: 2 });
  });
  afterAll(async () => {
    await secondProcess?.close();
    await testApp?.close();
  });

  it("never rewinds the clubs id sequence: no duplicate id, no 500", async () => {
    const leaders = await Promise.all(
      Array.from({ length: 8 }, () => buildUser(testApp.app, { name: "Club Leader" })),
    );
    let creating = true;
    // What a start does (migrate, then seed), over and over while the clubs are created.
    const restarts = (async () => {
      let starts = 0;
      while (creating || starts < 3) {
        await secondProcess.migrate();
        await seedBuiltInContent(secondProcess.db);
        starts++;
      }
      return starts;
    })();
    const created = await Promise.all(
      leaders.flatMap((leader) =>
        Array.from({ length: 5 }, () =>
          injectJson(testApp.app, {
            method: "POST",
            url: "/api/clubs",
            cookie: leader.cookie,
            payload: clubInput(),
          }),
        ),
      ),
    ).finally(() => {
      creating = false;
    });
    expect(await restarts).toBeGreaterThanOrEqual(3);
    expect(created.filter((response) => response.statusCode !== 201).map((r) => r.body)).toEqual(
      [],
    );
    const ids = created.map((response) => (response.json() as { clubId: number }).clubId);
    expect(new Set(ids).size).toBe(ids.length);

    // The next start leaves the sequence where it is: the next club gets a new, higher id.
    await seedBuiltInContent(secondProcess.db);
    const next = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/clubs",
      cookie: (await buildUser(testApp.app)).cookie,
      payload: clubInput(),
    });
    expect(next.statusCode).toBe(201);
    expect((next.json() as { clubId: number }).clubId).toBeGreaterThan(Math.max(...ids));
  });
});
