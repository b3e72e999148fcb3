import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, users } from "../../server/db/schema/index.ts";
import { buildAdmin } from "../factories/missions.ts";
import { buildUser, signIn, type TestUser, uniqueEmail } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/**
 * What an attacker tries against the body parser and the cross-site check (docs/security.md 10,
 * 15): other content types carrying JSON, and other spellings of the protected paths.
 */
let testApp: TestApp;
let admin: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await buildAdmin(testApp);
});
afterAll(() => testApp?.close());

const STRONG = "Correct-Horse-Battery-42x";

async function userExists(email: string) {
  const rows = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return rows.length > 0;
}

/**
 * POSTs a JSON text under another content type, as a browser form or a script could send it
 * (multipart wraps it in one part).
 */
function postDisguised(
  url: string,
  json: unknown,
  contentType: string,
  extra: { cookie?: string; method?: string } = {},
) {
  const text = JSON.stringify(json);
  const multipart = contentType.startsWith("multipart/form-data");
  return injectJson(testApp.app, {
    method: (extra.method ?? "POST") as "POST",
    url,
    payload: multipart
      ? `--b\r\nContent-Disposition: form-data; name="json"\r\n\r\n${text}\r\n--b--\r\n`
      : text,
    headers: { "content-type": multipart ? `${contentType}; boundary=b` : contentType },
    ...(extra.cookie ? { cookie: extra.cookie } : {}),
  });
}

/** Posted by mail providers with the signed token of an email's link: no session, no Origin. */
const ONE_CLICK_UNSUBSCRIBE = "/api/email/unsubscribe";

const OTHER_CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-8",
  "text/plain",
  "TEXT/PLAIN;charset=UTF-8",
  "multipart/form-data",
  "application/jsonx",
  "application/vnd.api+json",
];

describe("content types on the auth routes", () => {
  it("refuses the form-encoded decoy that smuggled other fields to Better Auth (415, no rows)", async () => {
    const decoy = uniqueEmail("decoy");
    const other = uniqueEmail("other");
    for (const contentType of OTHER_CONTENT_TYPES) {
      const response = await postDisguised(
        "/api/auth/sign-up/email",
        {
          name: "d",
          email: decoy,
          password: STRONG,
          callbackURL: `&name=x&email=${other}&password=password1234&image=javascript:alert(1)&x=`,
        },
        contentType,
      );
      expect(response.statusCode, contentType).toBe(415);
      expect(problemOf(response).detail).toMatch(/application\/json/);
    }
    expect(await userExists(other)).toBe(false);
    expect(await userExists(decoy)).toBe(false);
  });

  it.each([
    ["/api/auth/sign-in/email", { email: "a@x.test", password: STRONG }],
    ["/api/auth/sign-up/email", { name: "n", email: "b@x.test", password: STRONG }],
    ["/api/auth/sign-out", {}],
    ["/api/auth/request-password-reset", { email: "c@x.test" }],
    ["/api/auth/reset-password", { token: "t", newPassword: STRONG }],
    ["/api/auth/sign-in/social", { provider: "google" }],
    ["/api/auth/send-verification-email", { email: "d@x.test" }],
    // The router decodes the path: the encoded spelling is the same route, with the same rule.
    ["/api/auth/sign-in/%65mail", { email: "a@x.test", password: STRONG }],
  ])("POST %s takes JSON only", async (url, body) => {
    for (const contentType of OTHER_CONTENT_TYPES) {
      const response = await postDisguised(url, body, contentType);
      expect(response.statusCode, `${contentType}`).toBe(415);
    }
  });

  it("lets no content type reach a throttled account: the lock holds", async () => {
    const victim = await buildUser(testApp.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(testApp.app, victim.email, "wrong password here")).statusCode).toBe(401);
    }
    expect((await signIn(testApp.app, victim.email, victim.password)).statusCode).toBe(429);
    const decoy = uniqueEmail("decoy");
    for (const contentType of OTHER_CONTENT_TYPES) {
      const smuggled = await postDisguised(
        "/api/auth/sign-in/email",
        { email: decoy, password: `x&email=${victim.email}&password=${victim.password}&y=` },
        contentType,
      );
      expect(smuggled.statusCode, contentType).toBe(415);
      expect(smuggled.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("hands Better Auth exactly the validated object: what the schema refuses never arrives", async () => {
    const email = uniqueEmail("strict");
    const cases: Record<string, unknown>[] = [
      { name: "n", email, password: STRONG, image: "javascript:alert(1)" },
      { name: "n".repeat(1530), email, password: STRONG },
      { name: "n", email, password: `${"p".repeat(200)}` },
      { name: "n", email, password: "password1234" },
      { name: "n", email, password: STRONG, callbackURL: "https://evil.example/" },
      { name: "n", email, password: STRONG, callbackURL: "//evil.example/" },
    ];
    for (const payload of cases) {
      const response = await injectJson(testApp.app, {
        method: "POST",
        url: "/api/auth/sign-up/%65mail",
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    // Duplicate keys: JSON.parse keeps the last one, and so does what Better Auth receives.
    const duplicated = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: `{"name":"n","email":"${email}","password":"password1234","password":"${STRONG}"}`,
      headers: { "content-type": "application/json" },
    });
    expect(duplicated.statusCode).toBe(200);
    expect((await signIn(testApp.app, email, STRONG)).statusCode).toBe(200);
    expect((await signIn(testApp.app, email, "password1234")).statusCode).toBe(401);
  });

  it("accepts JSON with a charset, and an empty sign-out", async () => {
    const user = await buildUser(testApp.app);
    const login = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: JSON.stringify({ email: user.email, password: user.password }),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(login.statusCode).toBe(200);
    const signOut = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-out",
      cookie: user.cookie,
    });
    expect(signOut.statusCode).toBe(200);
  });
});

describe("content types on every other route", () => {
  it("answers 415 to form, multipart and text bodies on every mutating route", async () => {
    const mutating = testApp.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith("/api/") &&
        !route.url.startsWith("/api/auth/") &&
        ["POST", "PUT", "PATCH", "DELETE"].includes(route.method),
    );
    expect(mutating.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of mutating) {
      const url = route.url.replace(/:[A-Za-z]+/g, "1");
      for (const contentType of OTHER_CONTENT_TYPES) {
        // One-click unsubscribe reads the form mail providers post (RFC 8058); nothing else.
        if (
          url === ONE_CLICK_UNSUBSCRIBE &&
          /^(application\/x-www-form|multipart)/i.test(contentType)
        )
          continue;
        const response = await postDisguised(url, { note: "x" }, contentType, {
          method: route.method,
          cookie: admin.cookie,
        });
        if (response.statusCode !== 415) {
          failures.push(`${route.method} ${url} ${contentType} -> ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("declared bodies", () => {
  it("refuses an unknown field on every mutating route, including those that take no body", async () => {
    const mutating = testApp.app.registeredRoutes.filter(
      (route) =>
        route.url.startsWith("/api/") &&
        !route.url.startsWith("/api/auth/") &&
        route.url !== "/api/payments/webhook" &&
        // Its body is an image's bytes, never JSON: JSON is a 415 there (the test above).
        route.url !== "/api/partners/:partnerId/logo" &&
        ["POST", "PUT", "PATCH", "DELETE"].includes(route.method),
    );
    const failures: string[] = [];
    for (const route of mutating) {
      const url = route.url.replace(/:missionId/g, "mission101").replace(/:[A-Za-z]+/g, "1");
      const response = await injectJson(testApp.app, {
        method: route.method as "POST",
        url,
        payload: { clubId: 3, isAdmin: true, unexpected: "x" },
        cookie: admin.cookie,
      });
      if (response.statusCode !== 400) {
        failures.push(`${route.method} ${url} -> ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    const [me] = await testApp.database.db
      .select({ clubId: users.clubId })
      .from(users)
      .where(eq(users.id, admin.id));
    expect(me?.clubId).toBeNull();
  });
});

describe("the cross-site check", () => {
  const FOREIGN = "https://evil.example";

  async function clubCount() {
    const [row] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(clubs);
    return row?.count ?? 0;
  }

  it.each([
    "/api/clubs",
    "/%61pi/clubs",
    "/%61%70%69/clubs",
    "/api/%63lubs",
    "/%2561pi/clubs",
    "/API/clubs",
    "/Api/Clubs",
    "/api/./clubs",
    "/api/x/../clubs",
    "/api/%2e/clubs",
    "/api//clubs",
    "/api/clubs/",
    "/api/clubs?x=1",
  ])("refuses a foreign Origin on POST %s, and writes nothing", async (path) => {
    const member = await buildUser(testApp.app);
    const before = await clubCount();
    const body = {
      clubName: `Forged ${Math.random().toString(36).slice(2, 8)}`,
      location: "Nowhere",
      meetingDays: ["monday"],
      meetingTime: "Evening",
      clubType: "web3",
      meetingFormat: "online",
    };
    for (const origin of [FOREIGN, "null", `${FOREIGN}.localhost:3000`, undefined]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: path,
        payload: body,
        headers: { cookie: member.cookie, ...(origin === undefined ? {} : { origin }) },
      });
      expect(response.statusCode, `${path} from ${origin}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).not.toBe(500);
    }
    expect(await clubCount()).toBe(before);
  });

  it("refuses a foreign Origin on every mutating route, signed in or not", async () => {
    const mutating = testApp.app.registeredRoutes.filter(
      (route) =>
        route.url !== "/api/payments/webhook" &&
        route.url !== ONE_CLICK_UNSUBSCRIBE &&
        ["POST", "PUT", "PATCH", "DELETE"].includes(route.method),
    );
    const failures: string[] = [];
    for (const route of mutating) {
      for (const spelling of [route.url, route.url.replace(/^\/api\//, "/%61pi/")]) {
        const url = spelling.replace(/:[A-Za-z]+/g, "1").replace("*", "sign-out");
        for (const cookie of [admin.cookie, undefined]) {
          const response = await testApp.app.inject({
            method: route.method as "POST",
            url,
            payload: {},
            headers: { origin: FOREIGN, ...(cookie ? { cookie } : {}) },
          });
          if (response.statusCode !== 403) {
            failures.push(`${route.method} ${url} -> ${response.statusCode}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("path parameters", () => {
  it("reaches every slug the contract allows, and answers a longer one with problem+json", async () => {
    const longest = await injectJson(testApp.app, { url: `/api/pages/${"a".repeat(200)}` });
    expect(longest.statusCode).toBe(404);
    const tooLong = await injectJson(testApp.app, { url: `/api/pages/${"a".repeat(201)}` });
    expect(tooLong.statusCode).toBe(414);
    const problem = problemOf(tooLong);
    expect(problem.requestId).toBe(tooLong.headers["x-request-id"]);
    expect(tooLong.headers["x-content-type-options"]).toBe("nosniff");
    const badEncoding = await injectJson(testApp.app, { url: "/api/pages/%E0%A4%A" });
    expect(badEncoding.statusCode).toBe(400);
    problemOf(badEncoding);
  });
});
