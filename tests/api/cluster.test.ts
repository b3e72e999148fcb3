import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type AppProcess, startAppProcess } from "../app-process.ts";
import { freePort } from "../http-client.ts";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test-database.ts";

/** WEB_CONCURRENCY: node:cluster workers on PostgreSQL; refused on the embedded database. */
const started: AppProcess[] = [];
let database: TestDatabase | undefined;
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await database?.close();
}, 30_000);

/** The pid that answered, on a fresh connection each time (keep-alive would stick to one worker). */
function answeringPid(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/api/health/live", agent: false }, (response) => {
        response.resume();
        resolve(String(response.headers["x-server-pid"]));
      })
      .on("error", reject);
  });
}

const baseEnv = () => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "bv-cluster-")),
  AUTH_SECRET: "cluster-test-secret-cluster-test-0123",
  WEB_ROOT: "no-web-build",
  LOG_LEVEL: "warn",
});

describe("WEB_CONCURRENCY", () => {
  it("is refused on the embedded database, saying what to do", async () => {
    const server = await startAppProcess({
      port: await freePort(),
      noWait: true,
      env: { ...baseEnv(), DATABASE_URL: "", WEB_CONCURRENCY: "2" },
    });
    started.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /WEB_CONCURRENCY=2 needs PostgreSQL: the embedded database serves one process\. Set DATABASE_URL/,
    );
  }, 60_000);

  it.skipIf(!onPostgres)(
    "starts two workers on PostgreSQL, both answering on one port (PostgreSQL only)",
    async () => {
      database = await createTestDatabase();
      const port = await freePort();
      const server = await startAppProcess({
        port,
        timeoutMs: 90_000,
        env: { ...baseEnv(), DATABASE_URL: database.url ?? "", WEB_CONCURRENCY: "2" },
      });
      started.push(server);
      // The first worker answers as soon as it listens; the second may still be starting (workers
      // set up one at a time): ask until both have answered, for up to 30 s.
      const pids = new Set<string>();
      const giveUp = Date.now() + 30_000;
      while (pids.size < 2 && Date.now() < giveUp) {
        pids.add(await answeringPid(port));
        if (pids.size < 2) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(pids.size).toBe(2);
      // Workers, not the primary, answer.
      expect(pids.has(String(server.pid))).toBe(false);
    },
    120_000,
  );
});
