import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authRateLimits } from "../../server/db/schema/index.ts";
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

  it("counts failures across processes: a second app on the same database gives no fresh allowance", async () => {
    const second = await buildTestApp({ database: testApp.database });
    try {
      const user = await buildUser(testApp.app);
      const failOn = (app: TestApp, ip: string) =>
        injectJson(app.app, {
          method: "POST",
          url: "/api/auth/sign-in/email",
          payload: { email: user.email, password: "definitely not it" },
          remoteAddress: ip,
        });
      // Five failures for one account, alternating between the two processes.
      for (let attempt = 0; attempt < 5; attempt++) {
        const app = attempt % 2 === 0 ? testApp : second;
        expect((await failOn(app, `10.7.0.${attempt + 1}`)).statusCode).toBe(401);
      }
      expect((await failOn(second, "10.7.0.99")).statusCode).toBe(429);
      expect((await failOn(testApp, "10.7.0.98")).statusCode).toBe(429);
    } finally {
      await second.app.close();
    }
  });

  it("Better Auth's own limiter counts in the database too (three sign-ups per 10 s per client)", async () => {
    // The limiter is on outside tests: two "production" processes on the test database.
    const [first, second] = await Promise.all([
      buildTestApp({ database: testApp.database, env: { NODE_ENV: "production" } }),
      buildTestApp({ database: testApp.database, env: { NODE_ENV: "production" } }),
    ]);
    try {
      const signUpOn = (app: TestApp, attempt: number) =>
        injectJson(app.app, {
          method: "POST",
          url: "/api/auth/sign-up/email",
          payload: {
            name: "Limiter",
            email: `limiter-${attempt}@example.com`,
            password: "a long enough passphrase",
          },
          remoteAddress: "10.6.0.1",
        });
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push((await signUpOn(attempt % 2 === 0 ? first : second, attempt)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const counted = await testApp.database.db.select().from(authRateLimits);
      expect(counted.map((row) => row.key)).toContainEqual(expect.stringContaining("10.6.0.1"));
    } finally {
      await Promise.all([first.app.close(), second.app.close()]);
    }
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
