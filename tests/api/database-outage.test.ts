import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, problemOf, type TestApp } from "../helpers.ts";
import type { TcpProxy } from "../tcp-proxy.ts";
import { createProxiedTestDatabase, onPostgres } from "../test-database.ts";

// PGlite runs in-process and cannot go down; the outage is proved against PostgreSQL.
describe.runIf(onPostgres)("database outage (PostgreSQL)", () => {
  let proxied: Awaited<ReturnType<typeof createProxiedTestDatabase>>;
  let proxy: TcpProxy;
  let testApp: TestApp;

  beforeAll(async () => {
    proxied = await createProxiedTestDatabase();
    proxy = proxied.proxy;
    testApp = await buildTestApp({ database: proxied.database });
  });

  afterAll(async () => {
    await testApp.close();
    await proxied.close();
  });

  it("answers 503 problem+json while the database is down, and recovers without a restart", async () => {
    expect((await testApp.app.inject({ url: "/api/clubs/names" })).statusCode).toBe(200);

    await proxy.cut();
    const health = await testApp.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(problemOf(health).detail).toMatch(/not ready/i);
    expect((await testApp.app.inject({ url: "/api/health/live" })).statusCode).toBe(200);
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
