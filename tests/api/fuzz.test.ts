import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

/**
 * Hostile input on every API route, signed in and signed out: whatever arrives, the answer is a
 * client error or a success, never a 500 (docs/security.md 15).
 */
let testApp: TestApp;
let user: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  user = await buildUser(testApp.app);
});
afterAll(() => testApp?.close());

// Sign-out would end the fuzzing user's session (the rest of Better Auth is exercised), and the
// event stream never ends by design (its own tests cover it).
const SKIPPED = new Set(["POST /api/auth/*", "GET /api/events"]);

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "-1",
    "0",
    "1e309",
    "NaN",
    "%00",
    "nul\u0000byte",
    "../../etc",
    "' or 1=1 --",
  ),
);
const body = fc.oneof(
  fc.dictionary(hostileString, jsonValue, { maxKeys: 6 }),
  jsonValue,
  fc.constant({ __proto__: { isAdmin: true } }),
);
/** How the body travels: JSON, or the same text under a content type a form or script could use. */
const contentType = fc.constantFrom(
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=b",
  "text/plain",
);
/** The path as written, or with one letter percent-encoded (the router decodes it). */
const spelling = fc.constantFrom("plain", "encoded");
function spell(url: string, how: string): string {
  return how === "plain" ? url : url.replace(/^\/api\//, "/%61pi/");
}
const query = fc.dictionary(
  fc.constantFrom("page", "pageSize", "limit", "location", "day", "clubType", "x"),
  hostileString,
  { maxKeys: 4 },
);

it("never answers 500 to random bodies (any content type), params, queries and path spellings", {
  timeout: 120_000,
}, async () => {
  const routes = testApp.app.registeredRoutes.filter(
    (route) => route.url.startsWith("/api/") && !SKIPPED.has(`${route.method} ${route.url}`),
  );
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      hostileString,
      body,
      query,
      fc.boolean(),
      contentType,
      spelling,
      async (route, param, payload, search, signedIn, type, how) => {
        const url = `${spell(
          route.url
            .replace(/:[A-Za-z]+/g, encodeURIComponent(param) || "x")
            .replace("*", "get-session"),
          how,
        )}?${new URLSearchParams(search).toString()}`;
        const withBody = route.method !== "GET" && route.method !== "DELETE";
        const response = await injectJson(testApp.app, {
          method: route.method as "POST",
          url,
          ...(withBody
            ? { payload: JSON.stringify(payload), headers: { "content-type": type } }
            : {}),
          ...(signedIn ? { cookie: user.cookie } : {}),
        });
        if (response.statusCode >= 500) {
          failures.push(
            `${route.method} ${url} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
        return response.statusCode < 500;
      },
    ),
    { numRuns: 200, seed: 20261122 },
  );
  expect(failures).toEqual([]);
});
