import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginPath } from "../../contract/local-path.ts";
import { buildUser, latestMailTo, linkIn, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, TEST_BASE_URL, type TestApp } from "../helpers.ts";

// Open redirects (docs/security.md, "Redirect targets"): every redirect target built from a
// request parameter must stay a page of this site after normalisation and decoding.
const ELSEWHERE = [
  "//evil.example",
  "///evil.example",
  "/..//evil.example",
  "/./..//evil.example",
  "/a/../..//evil.example",
  "/.%2e//evil.example",
  "/%2e%2e//evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "/%5Cevil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%252F%252Fevil.example",
  "/%25252F%25252Fevil.example",
  "/\t/evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/\u200b/evil.example",
  "https://evil.example",
  "https:/evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "evil.example",
  " //evil.example",
  "\\\\evil.example",
];

const FINE = ["/Dashboard", "/Clubs?location=New%20York", "/Mission1#step-2", "/ResetPassword"];

let testApp: TestApp;
let member: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  member = await buildUser(testApp.app);
});
afterAll(() => testApp.close());

/** Where a response would send a browser, resolved as a browser resolves it. */
function expectStaysHere(response: LightMyRequestResponse) {
  expect(response.statusCode).not.toBe(500);
  const location = response.headers.location;
  if (location === undefined) return;
  const target = new URL(String(location), TEST_BASE_URL);
  expect(target.origin).toBe(TEST_BASE_URL);
  expect(target.pathname.startsWith("//")).toBe(false);
}

describe("the shared rule (contract/local-path.ts)", () => {
  it.each(ELSEWHERE)("refuses %j", (value) => {
    expect(sameOriginPath(value)).toBeUndefined();
  });
  it.each(FINE)("keeps %j", (value) => {
    expect(sameOriginPath(value)).toBe(value);
  });
});

describe("a confirmation link with a foreign callbackURL (no sign-in needed)", () => {
  it.each(ELSEWHERE)("refuses callbackURL=%j with a bad token", async (target) => {
    const response = await testApp.app.inject({
      url: `/api/auth/verify-email?token=garbage&callbackURL=${encodeURIComponent(target)}`,
    });
    expectStaysHere(response);
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.field).toBe("callbackURL");
  });

  it.each(ELSEWHERE)("refuses callbackURL=%j with a real token", async (target) => {
    const link = linkIn((await latestMailTo(testApp.app, member.email, /Confirm/)).text, "http");
    link.searchParams.set("callbackURL", target);
    const response = await testApp.app.inject({ url: `${link.pathname}${link.search}` });
    expectStaysHere(response);
    expect(response.statusCode).toBe(400);
  });

  it.each(["errorCallbackURL", "newUserCallbackURL", "redirectTo", "next", "returnTo", "redirect"])(
    "refuses a foreign %s on any auth route",
    async (name) => {
      for (const path of ["/api/auth/verify-email?token=garbage", "/api/auth/get-session?x=1"]) {
        const response = await testApp.app.inject({
          url: `${path}&${name}=${encodeURIComponent("/..//evil.example")}`,
        });
        expectStaysHere(response);
        expect(response.statusCode).toBe(400);
      }
    },
  );

  it("a local callbackURL still works: a bad token lands on that page with the error", async () => {
    const response = await testApp.app.inject({
      url: "/api/auth/verify-email?token=garbage&callbackURL=%2FDashboard",
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/Dashboard?error=INVALID_TOKEN");
  });
});

describe("redirect targets in request bodies", () => {
  const bodies: [string, string, (target: string) => Record<string, unknown>][] = [
    [
      "/api/auth/sign-up/email",
      "callbackURL",
      (callbackURL) => ({
        name: "Redirected",
        email: `redirect-${Math.random().toString(36).slice(2)}@example.com`,
        password: "a sound passphrase 42",
        callbackURL,
      }),
    ],
    [
      "/api/auth/sign-in/email",
      "callbackURL",
      (callbackURL) => ({ email: member.email, password: member.password, callbackURL }),
    ],
    [
      "/api/auth/request-password-reset",
      "redirectTo",
      (redirectTo) => ({ email: member.email, redirectTo }),
    ],
    [
      "/api/auth/send-verification-email",
      "callbackURL",
      (callbackURL) => ({ email: member.email, callbackURL }),
    ],
    [
      "/api/auth/sign-in/social",
      "callbackURL",
      (callbackURL) => ({ provider: "google", callbackURL }),
    ],
    [
      "/api/auth/sign-in/social",
      "errorCallbackURL",
      (errorCallbackURL) => ({ provider: "google", errorCallbackURL }),
    ],
    [
      "/api/auth/sign-in/social",
      "newUserCallbackURL",
      (newUserCallbackURL) => ({ provider: "google", newUserCallbackURL }),
    ],
  ];

  it.each(bodies)("%s refuses every foreign %s", async (url, field, body) => {
    for (const target of ELSEWHERE) {
      const response = await injectJson(testApp.app, {
        method: "POST",
        url,
        payload: body(target),
        cookie: member.cookie,
      });
      expectStaysHere(response);
      expect(response.statusCode, `${field}=${JSON.stringify(target)}`).toBe(400);
      expect(problemOf(response).errors?.map((error) => error.field)).toContain(field);
    }
  });
});
