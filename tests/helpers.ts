import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../server/app.ts";
import { type Env, loadEnv } from "../server/env.ts";
import type { Clock } from "../server/lib/clock.ts";
import { cheapPasswordHashing } from "./password-hashing.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export const TEST_BASE_URL = "http://localhost:3000";
export const TEST_ORIGIN = TEST_BASE_URL;
const TEST_CREDENTIAL_KEY = JSON.stringify({
  kty: "OKP",
  crv: "Ed25519",
  x: "wdnZoIeO78DW-TrfAmQbAs0BYPsCiNirBBKMlpIXYSc",
  d: "8xpcN1_3yAScF6yWjuDhiq6_vkAHepmfDLwdCbMDZvc",
});

/** The VAPID key pair of the tests' app (generated once with web-push's generateVAPIDKeys). */
export const TEST_VAPID_KEYS = {
  publicKey:
    "BGOp888ewf8x6DFaMAUVRXBshDQ4ErD1IW0lSjhEeKb5Zhzp07g67rtEKzTN5IN1t13aTIpa33chwPlOuRSdfbw",
  privateKey: "QCJzhFEl2wlpdZmFPFf1Pcp6tmSYE0VtoCwX9ehki-I",
};

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: "test",
    BASE_URL: TEST_BASE_URL,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    // The credential issuer's key (tests never write a key file into DATA_DIR).
    CREDENTIAL_SIGNING_KEY: TEST_CREDENTIAL_KEY,
    // Web push's VAPID keys, for the same reason (tests/api/push.test.ts reads them here).
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    // The built-in checkout, as the demo runs it; tests of the default (off) unset it.
    PAYMENTS_TEST_MODE: "true",
    // Each report counted afresh: the tests change the events between readings (the cache has
    // its own test, tests/api/report-cache.test.ts).
    REPORT_CACHE_SECONDS: "0",
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  env: Env;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: TestDatabase;
  logger?: Parameters<typeof buildApp>[0]["logger"];
  /** The app's clock (a ManualClock moves time forward). */
  clock?: Clock;
  /** The job queue's worker and retry delays. */
  jobs?: Parameters<typeof buildApp>[0]["jobs"];
  /** Runs the review sweeps on their timer, as main.ts does. */
  reviewSweeps?: boolean;
  /**
   * The session cache's lifetime (ADR 019). Off by default here: tests that change sessions or
   * users with SQL and read at once would race the database's notice on PostgreSQL. The cache's
   * own tests (session-cache.test.ts) and the browser tests run with it on.
   */
  sessionCacheTtlMs?: number;
  /** The club directory cache's lifetime (ADR 023): off by default here, for the same reason. */
  clubDirectoryTtlMs?: number;
}

/**
 * The app serving a built web root (a folder the test wrote), on a fresh database, as main.ts
 * builds it: for the static files' and the pages' own tests. Close it in afterAll.
 */
export async function buildWebApp(
  webRoot: string,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const app = await buildApp({ env: testEnv(), database, webRoot });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The whole app on a fresh database, for `app.inject`. Close it in afterAll. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = testEnv(options.env);
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    env,
    database,
    logger: options.logger,
    clock: options.clock,
    jobs: options.jobs,
    reviewSweeps: options.reviewSweeps,
    sessionCacheTtlMs: options.sessionCacheTtlMs ?? 0,
    clubDirectoryTtlMs: options.clubDirectoryTtlMs ?? 0,
    passwordHashing: cheapPasswordHashing,
  });
  await app.ready();
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * Two apps on one database, as two processes of one install are: a test app (`options` set its
 * caches) and a second app with its own caches and its own listener for the database's notices.
 * Built before the describe block's tests, closed after them.
 */
export function twoAppsOnOneDatabase(options: TestAppOptions) {
  const apps = {} as { first: TestApp; second: FastifyInstance };
  beforeAll(async () => {
    apps.first = await buildTestApp(options);
    apps.second = await buildApp({
      env: testEnv(),
      database: apps.first.database,
      passwordHashing: cheapPasswordHashing,
    });
    await apps.second.ready();
  });
  afterAll(async () => {
    await apps.second?.close();
    await apps.first?.close();
  });
  return apps;
}

/** A same-origin request, as the app's own pages make it. */
export function injectJson(
  app: FastifyInstance,
  options: InjectOptions & { cookie?: string },
): Promise<LightMyRequestResponse> {
  const { cookie, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

/** Asserts a problem+json response and returns it. */
export function problemOf(response: LightMyRequestResponse) {
  if (!response.headers["content-type"]?.toString().startsWith("application/problem+json")) {
    throw new Error(
      `expected problem+json, got ${response.headers["content-type"]}: ${response.body}`,
    );
  }
  return response.json() as {
    type: string;
    status: number;
    detail: string;
    requestId: string;
    errors?: { field: string }[];
  };
}
