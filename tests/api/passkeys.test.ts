import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PasskeyListSchema } from "../../contract/passkeys.ts";
import { buildUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

/** Passkeys through Better Auth's plugin (issue 36); the whole ceremony is in the browser test. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

describe("passkeys", () => {
  it("signed out: no list, no registration, nothing removed", async () => {
    for (const [method, url, payload] of [
      ["GET", "/api/auth/passkey/list-user-passkeys", undefined],
      ["GET", "/api/auth/passkey/generate-register-options", undefined],
      ["POST", "/api/auth/passkey/delete-passkey", { id: "x" }],
    ] as const) {
      const response = await injectJson(testApp.app, { method, url, payload });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("a member starts a registration for the app's host; lists none yet", async () => {
    const user = await buildUser(testApp.app);
    const list = await injectJson(testApp.app, {
      url: "/api/auth/passkey/list-user-passkeys",
      cookie: user.cookie,
    });
    expect(list.statusCode).toBe(200);
    expect(PasskeyListSchema.parse(list.json())).toEqual([]);
    const options = await injectJson(testApp.app, {
      url: "/api/auth/passkey/generate-register-options",
      cookie: user.cookie,
    });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json()).toMatchObject({ rp: { id: "localhost", name: "Blockvocates" } });
  });

  it("a forged answer is refused; anyone may start a passkey sign-in", async () => {
    const start = await injectJson(testApp.app, {
      url: "/api/auth/passkey/generate-authenticate-options",
    });
    expect(start.statusCode).toBe(200);
    const forged = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/passkey/verify-authentication",
      payload: { response: { id: "abc", type: "public-key", rawId: "abc", response: {} } },
    });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.statusCode).toBeLessThan(500);
    expect(forged.headers["set-cookie"]?.toString() ?? "").not.toMatch(/session_token=[^;]/);
  });

  it("another member's passkey cannot be removed", async () => {
    const user = await buildUser(testApp.app);
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/passkey/delete-passkey",
      cookie: user.cookie,
      payload: { id: "someone-elses" },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
