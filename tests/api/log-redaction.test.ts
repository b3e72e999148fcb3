import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scrubText } from "../../server/lib/log-safety.ts";
import { buildUser, latestMailTo, linkIn, type TestUser, uniqueEmail } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import type { TcpProxy } from "../tcp-proxy.ts";
import { createProxiedTestDatabase, createTestDatabase, onPostgres } from "../test-database.ts";

/**
 * Secrets never reach the log (docs/security.md 19): every line the app writes while people sign
 * up, verify, reset, fail to log in and while the database fails is captured and searched.
 */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, logger: { level: "debug", stream } };
}

/** Every secret a person's activity produced: none of them may appear in `log`. */
function expectNoSecrets(log: string, secrets: string[]) {
  expect(log.length).toBeGreaterThan(0);
  for (const secret of secrets.filter((value) => value.length >= 6)) {
    expect(log.includes(secret), `the log contains ${secret.slice(0, 12)}…`).toBe(false);
  }
}

const sessionTokenOf = (user: TestUser) =>
  decodeURIComponent(user.cookie.split("=")[1] ?? "").split(".")[0] ?? "";

describe("the log during ordinary use", () => {
  const log = captureLog();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ logger: log.logger });
  });
  afterAll(() => testApp?.close());

  it("holds no email, password, session token, reset or verification link", async () => {
    const user = await buildUser(testApp.app);
    const verification = linkIn(
      (await latestMailTo(testApp.app, user.email, /Confirm your email/)).text,
      "http",
    );
    // A taken email (Better Auth logs the attempt), a failed login, a reset, a verification.
    await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "Twin", email: user.email, password: "another sound passphrase" },
    });
    await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: "a wrong passphrase here" },
    });
    await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: user.email, redirectTo: "/ResetPassword" },
    });
    const reset = linkIn((await latestMailTo(testApp.app, user.email, /Reset/)).text, "http");
    const resetToken = reset.searchParams.get("token") ?? "";
    await testApp.app.inject({ url: `${reset.pathname}${reset.search}` });
    await testApp.app.inject({ url: `${verification.pathname}${verification.search}` });
    await injectJson(testApp.app, { url: "/api/me", cookie: user.cookie });

    const text = log.lines.join("\n");
    expect(text).toMatch(/mail kept in the outbox/);
    expect(text).toMatch(/login failed/);
    expectNoSecrets(text, [
      user.email,
      user.password,
      "another sound passphrase",
      "a wrong passphrase here",
      sessionTokenOf(user),
      resetToken,
      verification.searchParams.get("token") ?? "",
    ]);
  });

  it("scrubs emails, secret query values and query parameters from any text", () => {
    expect(
      scrubText(
        "Failed query: select * from sessions where token = $1\nparams: abc123secret,ann@example.com",
      ),
    ).toBe("Failed query: select * from sessions where token = $1\nparams: [redacted]");
    expect(scrubText("GET /ResetPassword?token=s3cr3t&email=a%40b.io&x=1")).toBe(
      "GET /ResetPassword?token=[redacted]&email=[redacted]&x=1",
    );
    expect(scrubText("Sign-up attempt for existing email: Åsa.O'Neil+x@exämple.co")).toBe(
      "Sign-up attempt for existing email: [email]",
    );
  });
});

describe("answers and the log while the database fails", () => {
  const log = captureLog();
  let testApp: TestApp;
  let proxied: Awaited<ReturnType<typeof createProxiedTestDatabase>> | undefined;
  let proxy: TcpProxy | undefined;
  let user: TestUser;

  beforeAll(async () => {
    if (onPostgres) {
      // PostgreSQL behind a proxy that can cut it.
      proxied = await createProxiedTestDatabase();
      proxy = proxied.proxy;
      testApp = await buildTestApp({ database: proxied.database, logger: log.logger });
    } else {
      // Its own database, closed by the test itself (so not again when the app closes).
      testApp = await buildTestApp({ database: await createTestDatabase(), logger: log.logger });
    }
    user = await buildUser(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
    await proxied?.close();
  });

  it("logs the failures, and none of the secrets the failed queries carried", async () => {
    // Cut PostgreSQL; close PGlite (it runs in-process and cannot be cut): every query now fails.
    if (proxy) await proxy.cut();
    else await testApp.database.close();

    const email = uniqueEmail("outage");
    const answers = [
      await injectJson(testApp.app, { url: "/api/me", cookie: user.cookie }),
      await injectJson(testApp.app, {
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: user.email, password: user.password },
      }),
      await injectJson(testApp.app, {
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: { name: "Outage", email, password: "an outage passphrase 9" },
      }),
      await injectJson(testApp.app, {
        method: "POST",
        url: "/api/auth/request-password-reset",
        payload: { email: user.email },
      }),
      await injectJson(testApp.app, { url: "/api/auth/get-session", cookie: user.cookie }),
    ];
    for (const answer of answers) {
      // PostgreSQL out of reach is the same 503 on the auth routes as on every other route.
      expect(answer.statusCode).toBe(503);
      expect(problemOf(answer).requestId).toBe(answer.headers["x-request-id"]);
    }
    if (proxy) await proxy.restore();

    const text = log.lines.join("\n");
    expect(text).toMatch(/"level":50/);
    expectNoSecrets(text, [
      user.email,
      email,
      user.password,
      "an outage passphrase 9",
      sessionTokenOf(user),
    ]);
  });
});
