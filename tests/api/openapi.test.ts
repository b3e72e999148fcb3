import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers.ts";

/**
 * The served OpenAPI document is one that real clients can use: Redocly's recommended rules
 * pass, every operation has an id, security and error answers, and a client generated from it
 * (openapi-typescript) type-checks against calls a third party would write.
 */
const run = promisify(execFile);
const outDir = path.resolve(".tmp/openapi");
let testApp: TestApp;
let document: {
  paths: Record<
    string,
    Record<
      string,
      { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }
    >
  >;
};

beforeAll(async () => {
  // A public origin, as production serves it (a localhost server URL is a lint warning).
  testApp = await buildTestApp({ env: { BASE_URL: "https://blockvocates.app" } });
  document = (await testApp.app.inject({ url: "/api/openapi.json" })).json();
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, "openapi.json"), JSON.stringify(document, null, 2));
});
afterAll(() => testApp?.close());

describe("the OpenAPI document", { timeout: 120_000 }, () => {
  it("gives every operation a unique camelCase id, a security entry and its error answers", () => {
    const ids: string[] = [];
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.operationId, `${method} ${url}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
        ids.push(operation.operationId ?? "");
        expect(operation.security, `${method} ${url}`).toBeDefined();
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["400", "500"]));
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths["/api/me"]?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(document.paths["/api/payments/webhook"]?.post?.security).toEqual([
      { stripeSignature: [] },
    ]);
    expect(document.paths["/api/journeys"]?.get?.security).toEqual([]);
    // Creating writes say they take an Idempotency-Key.
    const createClub = document.paths["/api/clubs"]?.post as {
      parameters?: { in: string; name: string }[];
    };
    expect(createClub.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: "header", name: "idempotency-key" })]),
    );
    // Better Auth's routes, behind one wildcard route, are described one by one.
    expect(document.paths["/api/auth/sign-in/email"]?.post?.operationId).toBe(
      "postAuthSignInEmail",
    );
    expect(document.paths["/api/auth/sign-up/email"]?.post?.responses).toHaveProperty("415");
  });

  it("passes Redocly's recommended rules without a warning", async () => {
    const { stdout, stderr } = await run(
      path.resolve("node_modules/.bin/redocly"),
      ["lint", "--extends=recommended", path.join(outDir, "openapi.json")],
      { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
    );
    const output = `${stdout}\n${stderr}`;
    expect(output).toMatch(/Your API description is valid/);
    expect(output).not.toMatch(/You have \d+ warnings?/);
  });

  it("generates a TypeScript client that third-party calls type-check against", async () => {
    const types = astToString(await openapiTS(JSON.stringify(document)));
    writeFileSync(path.join(outDir, "api.ts"), types);
    const result = await run(path.resolve("node_modules/.bin/tsc"), [
      "-p",
      "tests/openapi-client/tsconfig.json",
      "--listFilesOnly",
    ]);
    expect(result.stdout).toContain("tests/openapi-client/usage.ts");
    const checked = await run(path.resolve("node_modules/.bin/tsc"), [
      "-p",
      "tests/openapi-client/tsconfig.json",
    ]).catch((error: { stdout: string }) => ({ stdout: error.stdout, failed: true }));
    expect(checked.stdout).toBe("");
    expect("failed" in checked).toBe(false);
  });
});
