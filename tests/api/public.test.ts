import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES } from "../../server/app.ts";
import { seedBuiltInContent } from "../../server/db/seed.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

describe("public content", () => {
  it("lists the six journeys with eight modules each", async () => {
    const response = await testApp.app.inject({ url: "/api/journeys" });
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as {
      items: { id: number; title: string; modules: string[] }[];
    };
    expect(items.map((journey) => journey.title)).toEqual([
      "Trader",
      "Community Builder",
      "Designer",
      "Founder",
      "Musician",
      "Developer",
    ]);
    for (const journey of items) {
      expect(journey.modules).toHaveLength(8);
      for (const [index, module] of journey.modules.entries()) {
        expect(module).toMatch(new RegExp(`^M${index + 1}: `));
      }
    }
  });

  it("lists the built-in clubs by name and slug", async () => {
    const response = await testApp.app.inject({ url: "/api/clubs/names" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 3,
      items: [
        { clubId: 1, clubName: "Blockvocates Global", slug: "BlockvocatesGlobal" },
        { clubId: 2, clubName: "Kerala Blockvocates", slug: "KeralaBlockvocates" },
        { clubId: 3, clubName: "Oman Blockvocates", slug: "OmanBlockvocates" },
      ],
    });
  });

  it("serves the membership plan with its prices", async () => {
    const response = await testApp.app.inject({ url: "/api/plan" });
    expect(response.json()).toMatchObject({
      plan: {
        scholarPriceSixMonthsUsd: 60,
        scholarPriceMonthlyUsd: 10,
        listPriceSixMonthsUsd: 25000,
        listPriceMonthlyUsd: 4200,
        rewardTokens: 6000,
        prices: [{ id: "price_membership_6m", amountCents: 6000 }],
      },
    });
  });

  it("loads the built-in content idempotently", async () => {
    await seedBuiltInContent(testApp.database.db);
    await seedBuiltInContent(testApp.database.db);
    const clubs = await testApp.app.inject({ url: "/api/clubs/names" });
    expect(clubs.json()).toMatchObject({ total: 3 });
    const plan = await testApp.app.inject({ url: "/api/plan" });
    expect(plan.json().plan.prices).toHaveLength(1);
  });
});

describe("system", () => {
  it("reports health with the database up", async () => {
    const response = await testApp.app.inject({ url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("publishes an OpenAPI document generated from the contract", async () => {
    const response = await testApp.app.inject({ url: "/api/openapi.json" });
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/journeys", "/api/clubs/names", "/api/plan"]),
    );
  });
});

describe("errors and hostile input", () => {
  it("answers unknown API routes with problem+json and a request id", async () => {
    const response = await testApp.app.inject({ url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    const problem = problemOf(response);
    expect(problem.requestId).toBe(response.headers["x-request-id"]);
    expect(problem.detail).toContain("/api/nothing-here");
  });

  it("rejects unknown and out-of-range query parameters, naming the field", async () => {
    const unknown = await testApp.app.inject({ url: "/api/clubs/names?admin=true" });
    expect(unknown.statusCode).toBe(400);
    expect(problemOf(unknown).detail).toMatch(/admin|unrecognized/i);
    const tooMany = await testApp.app.inject({ url: "/api/clubs/names?limit=100000" });
    expect(tooMany.statusCode).toBe(400);
    expect(problemOf(tooMany).errors?.[0]?.field).toBe("query.limit");
  });

  it("refuses an oversized body with 413", async () => {
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ padding: "x".repeat(BODY_LIMIT_BYTES + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(problemOf(response).status).toBe(413);
  });

  it("refuses __proto__ payloads with 400", async () => {
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/nothing-here",
      headers: { "content-type": "application/json" },
      payload: '{"__proto__": {"isAdmin": true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).status).toBe(400);
  });

  it("refuses cross-site writes that carry a cookie", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/nothing-here",
      headers: {
        origin: "https://evil.example",
        cookie: "a=b",
        "content-type": "application/json",
      },
      payload: "{}",
    });
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).detail).toMatch(/Origin/);
  });
});

describe("security headers", () => {
  it("sends a CSP with frame-ancestors, nosniff and a referrer policy; no CORS", async () => {
    const response = await testApp.app.inject({
      url: "/api/health",
      headers: { origin: "https://evil.example" },
    });
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS when the app is served over https", async () => {
    const httpsApp = await buildTestApp({
      env: { BASE_URL: "https://blockvocates.example" },
      database: testApp.database,
    });
    try {
      const response = await httpsApp.app.inject({ url: "/api/health" });
      expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
    } finally {
      await httpsApp.close();
    }
  });

  it("compresses large responses", async () => {
    const response = await testApp.app.inject({
      url: "/api/journeys",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.headers["content-encoding"]).toMatch(/br|gzip/);
  });
});

describe("text PostgreSQL cannot store", () => {
  it("refuses NUL characters in bodies, including the auth routes, with 400", async () => {
    const signUp = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "a\u0000b", email: "nul@example.com", password: "a sound passphrase 42" },
    });
    expect(signUp.statusCode).toBe(400);
    expect(problemOf(signUp).detail).toMatch(/NUL/);
    const query = await testApp.app.inject({ url: "/api/clubs/names?limit=1%00" });
    expect(query.statusCode).toBe(400);
  });
});
