import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { buildTestApp, problemOf, type TestApp } from "../helpers.ts";
import { startTcpProxy, type TcpProxy } from "../tcp-proxy.ts";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test-database.ts";

// PGlite runs in-process and cannot go down; the outage is proved against PostgreSQL.
describe.runIf(onPostgres)("database outage (PostgreSQL)", () => {
  let proxy: TcpProxy;
  let testApp: TestApp;
  let realDatabase: TestDatabase;

  beforeAll(async () => {
    realDatabase = await createTestDatabase();
    const target = new URL(realDatabase.url ?? "");
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(target);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const database = openDatabase({ databaseUrl: viaProxy.toString(), poolSize: 4 });
    testApp = await buildTestApp({ database });
  });

  afterAll(async () => {
    await testApp.close();
    await testApp.database.close();
    await proxy.close();
    await realDatabase.close();
  });

  it("answers 503 problem+json while the database is down, and recovers without a restart", async () => {
    expect((await testApp.app.inject({ url: "/api/clubs/names" })).statusCode).toBe(200);

    await proxy.cut();
    const health = await testApp.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: "degraded", database: "down" });
    const clubs = await testApp.app.inject({ url: "/api/clubs/names" });
    expect(clubs.statusCode).toBe(503);
    const problem = problemOf(clubs);
    expect(problem.detail).toMatch(/temporarily unavailable/);
    expect(clubs.body).not.toMatch(/ECONNREFUSED|select|at .*\.ts/);

    await proxy.restore();
    const recovered = await testApp.app.inject({ url: "/api/clubs/names" });
    expect(recovered.statusCode).toBe(200);
    expect((await testApp.app.inject({ url: "/api/health" })).json()).toEqual({
      status: "ok",
      database: "up",
    });
  });
});
