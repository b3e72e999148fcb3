import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

/**
 * Routes anyone may call without signing in. Every other API route must answer 401 to a
 * request without a session: a route added without its guard fails here.
 */
const PUBLIC_ROUTES = new Set([
  "GET /api/health",
  "GET /api/health/live",
  "GET /api/openapi.json",
  // The API reference (Swagger UI) and its files.
  "GET /api/docs",
  "GET /api/docs/static/index.html",
  "GET /api/docs/static/swagger-initializer.js",
  "GET /api/docs/json",
  "GET /api/docs/yaml",
  "GET /api/docs/static/*",
  "GET /api/journeys",
  "GET /api/clubs/names",
  // Visitors browse the clubs and their pages (no standing, no meeting links).
  "GET /api/clubs",
  "GET /api/clubs/:clubId",
  // Visitors browse the opportunities board and a published opportunity (issue 37).
  "GET /api/opportunities",
  "GET /api/opportunities/:opportunityId",
  "GET /api/plan",
  "GET /api/payments/mode",
  "GET /api/auth-config",
  "GET /api/pages/:slug",
  // Verifiable credentials: anyone may check one (ADR 015).
  "GET /api/credential-status/:listId",
  "GET /api/credentials/:credentialId",
  "POST /api/credentials/verify",
  // A credential's wallet pickup, its QR code and its baked badge images (issue 35).
  "GET /api/credentials/:credentialId/pickup",
  "GET /api/credentials/:credentialId/pickup-qr.svg",
  "GET /api/credentials/:credentialId/badge.png",
  "GET /api/credentials/:credentialId/badge.svg",
  // A member's opt-in public profile: 404 unless switched on (or its owner asks) (ADR 016).
  "GET /api/public-profiles/:publicId",
  // An approved partner organisation's page and logo (issue 37): 404 otherwise, unless its own.
  "GET /api/partners/:partnerId",
  "GET /api/partners/:partnerId/logo.webp",
  // Calendar feeds: a club's is public; a member's is behind its secret address.
  "GET /api/calendars/clubs/:feed",
  "GET /api/calendars/feed/:feed",
  // Better Auth's own routes decide for themselves (sign-up, sign-in, reset, OAuth callbacks).
  "GET /api/auth/*",
  "POST /api/auth/*",
  // Signed by the payment provider instead of a session.
  "POST /api/payments/webhook",
  // One-click unsubscribe (RFC 8058): the signed token of the email's link instead of a session.
  "POST /api/email/unsubscribe",
  // Web push: the server's VAPID public key (what browsers subscribe with; public by design).
  "GET /api/push/key",
]);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

it("answers 401 on every non-public API route without a session", async () => {
  const guarded = testApp.app.registeredRoutes.filter(
    (route) => route.url.startsWith("/api/") && !PUBLIC_ROUTES.has(`${route.method} ${route.url}`),
  );
  expect(guarded.length).toBeGreaterThan(0);
  const failures: string[] = [];
  for (const route of guarded) {
    const url = route.url.replace(/:[A-Za-z]+/g, "1").replace("*", "x");
    const response = await injectJson(testApp.app, {
      method: route.method as "GET",
      url,
      ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
    });
    if (response.statusCode !== 401)
      failures.push(`${route.method} ${route.url} -> ${response.statusCode}`);
  }
  expect(failures).toEqual([]);
});
