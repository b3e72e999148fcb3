import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, signIn } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

// ADR 048: pages ask GET /api/me only when the `bv_signed_in` cookie says there may be a session,
// so that a signed-out visit makes no request that answers 401. The cookie is a hint for pages;
// the server decides every request on the session cookie alone.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

const setCookies = (response: LightMyRequestResponse) => {
  const header = response.headers["set-cookie"];
  return Array.isArray(header) ? header : header ? [header] : [];
};
const hintOf = (response: LightMyRequestResponse) =>
  setCookies(response).find((cookie) => cookie.startsWith("bv_signed_in="));
const signOut = (cookie: string) =>
  injectJson(testApp.app, { method: "POST", url: "/api/auth/sign-out", cookie, payload: {} });
const sessionOnly = (cookie: string) =>
  cookie
    .split("; ")
    .filter((pair) => !pair.startsWith("bv_signed_in="))
    .join("; ");

describe("the signed-in hint cookie", () => {
  it("comes with the session at sign-in, readable by pages, and goes with it at sign-out", async () => {
    const user = await buildUser(testApp.app);
    const signedIn = await signIn(testApp.app, user.email, user.password);
    const hint = hintOf(signedIn);
    expect(hint).toMatch(/^bv_signed_in=1;/);
    expect(hint).toMatch(/Path=\//);
    expect(hint).toMatch(/SameSite=Lax/);
    expect(hint).not.toMatch(/HttpOnly/i);

    const signedOut = await signOut(user.cookie);
    expect(signedOut.statusCode).toBe(200);
    expect(hintOf(signedOut)).toMatch(/^bv_signed_in=; Max-Age=0;/);
  });

  it("is not set on a refused sign-in, nor touched by reads that agree with it", async () => {
    const user = await buildUser(testApp.app);
    const refused = await signIn(testApp.app, user.email, "not the passphrase at all");
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["set-cookie"]).toBeUndefined();
    const me = await injectJson(testApp.app, { url: "/api/me", cookie: user.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.headers["set-cookie"]).toBeUndefined();
    const visitor = await injectJson(testApp.app, { url: "/api/journeys" });
    expect(visitor.headers["set-cookie"]).toBeUndefined();
  });

  it("grants nothing: with the hint alone, protected routes still answer 401 and it is removed", async () => {
    const me = await injectJson(testApp.app, { url: "/api/me", cookie: "bv_signed_in=1" });
    expect(me.statusCode).toBe(401);
    expect(hintOf(me)).toMatch(/^bv_signed_in=; Max-Age=0;/);
    for (const url of ["/api/me/navigation", "/api/me/account", "/api/notifications"]) {
      const response = await injectJson(testApp.app, { url, cookie: "bv_signed_in=1" });
      expect(response.statusCode, url).toBe(401);
      expect(hintOf(response), url).toMatch(/^bv_signed_in=; Max-Age=0;/);
    }
  });

  it("is removed when /api/me refuses a session that ended elsewhere", async () => {
    const user = await buildUser(testApp.app);
    const other = await signOut(user.cookie);
    expect(other.statusCode).toBe(200);
    // The browser still sends the old session cookie and the hint.
    const me = await injectJson(testApp.app, { url: "/api/me", cookie: user.cookie });
    expect(me.statusCode).toBe(401);
    expect(hintOf(me)).toMatch(/^bv_signed_in=; Max-Age=0;/);
  });

  it("a session cookie without the hint still signs in: the server never reads the hint", async () => {
    const user = await buildUser(testApp.app);
    const me = await injectJson(testApp.app, { url: "/api/me", cookie: sessionOnly(user.cookie) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id });
  });
});
