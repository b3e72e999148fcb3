import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, cookieFrom, signIn } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...chunk.toString().split("\n").filter(Boolean));
    done();
  },
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ logger: { level: "info", stream: logStream } });
});
afterAll(() => testApp?.close());

const failLogin = (email: string, ip: string, headers: Record<string, string> = {}) =>
  injectJson(testApp.app, {
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password: "definitely not it" },
    remoteAddress: ip,
    headers,
  });

describe("login throttling", () => {
  it("answers 429 with Retry-After after repeated failures for one account", async () => {
    const user = await buildUser(testApp.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await failLogin(user.email, `10.0.0.${attempt + 1}`)).statusCode).toBe(401);
    }
    const throttled = await failLogin(user.email, "10.0.0.99");
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    expect(throttled.json().detail).toMatch(/Too many failed login attempts/);
    // Even the right password waits: the account is locked for the window.
    expect((await signIn(testApp.app, user.email, user.password)).statusCode).toBe(429);
  });

  it("throttles one client across accounts, and a spoofed X-Forwarded-For gets no fresh allowance", async () => {
    const ip = "10.9.9.9";
    for (let attempt = 0; attempt < 20; attempt++) {
      await failLogin(`someone-${attempt}@example.com`, ip);
    }
    const spoofed = await failLogin("fresh@example.com", ip, {
      "x-forwarded-for": "203.0.113.7",
      "x-real-ip": "203.0.113.7",
      "x-blockvocates-client-ip": "203.0.113.7",
    });
    expect(spoofed.statusCode).toBe(429);
    // Another client is unaffected.
    expect((await failLogin("fresh@example.com", "10.9.9.10")).statusCode).toBe(401);
  });
});

describe("security log", () => {
  it("records login success and failure with user id and request id, and never a password or cookie", async () => {
    const user = await buildUser(testApp.app, { password: "a very findable passphrase" });
    const ok = await signIn(testApp.app, user.email, user.password);
    await failLogin(user.email, "10.1.1.1");
    await injectJson(testApp.app, { url: "/api/me", cookie: cookieFrom(ok) });

    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const success = entries.find(
      (entry) => entry.security === "login-success" && entry.userId === user.id,
    );
    expect(success).toMatchObject({ reqId: expect.any(String), time: expect.any(Number) });
    expect(entries.some((entry) => entry.security === "login-failure")).toBe(true);

    const everything = logLines.join("\n");
    expect(everything).not.toContain(user.password);
    expect(everything).not.toContain(cookieFrom(ok).split("=")[1] ?? "<none>");
    expect(everything).not.toMatch(/better-auth\.session_token=/);
  });
});
