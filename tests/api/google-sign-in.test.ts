import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { accounts, mailOutbox, users } from "../../server/db/schema/index.ts";
import { testEnv } from "../helpers.ts";
import { CookieJar, freePort, locationOf, send } from "../http-client.ts";
import { GOOGLE_CALLBACK_PATH, type OidcStandIn, startOidcStandIn } from "../oidc-stand-in.ts";
import { createTestDatabase, type TestDatabase } from "../test-database.ts";

// The whole flow over real HTTP: the app on a loopback port, Google played by oidc-provider.
const CLIENT_ID = "blockvocates-test-client";
const CLIENT_SECRET = "a-client-secret-for-the-stand-in";
const PASSWORD = "a sound passphrase 42";

let baseUrl: string;
let standIn: OidcStandIn;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  standIn = await startOidcStandIn({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: `${baseUrl}${GOOGLE_CALLBACK_PATH}`,
  });
  database = await createTestDatabase();
  app = await buildApp({
    env: testEnv({
      BASE_URL: baseUrl,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: standIn.issuer,
    }),
    database,
  });
  await app.listen({ port, host: "127.0.0.1" });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await standIn?.close();
});

/** Presses "Sign in with Google": the app answers with the provider's authorization URL. */
async function startGoogleSignIn(appJar: CookieJar): Promise<URL> {
  const response = await send(`${baseUrl}/api/auth/sign-in/social`, appJar, {
    json: { provider: "google", callbackURL: "/dashboard", errorCallbackURL: "/Login" },
    headers: { origin: baseUrl },
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const authorization = new URL(url);
  expect(authorization.origin).toBe(standIn.issuer);
  expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorization.searchParams.get("redirect_uri")).toBe(`${baseUrl}${GOOGLE_CALLBACK_PATH}`);
  return authorization;
}

/**
 * Signs in at the provider as `accountId` through its login form and returns the redirect back
 * to the app (with `code`, `state` and `iss`), without following it.
 */
async function loginAtProvider(authorization: URL, accountId: string): Promise<URL> {
  const providerJar = new CookieJar();
  let current = authorization;
  let response = await send(current, providerJar);
  for (let hop = 0; hop < 10; hop += 1) {
    if (response.status >= 300 && response.status < 400) {
      const next = locationOf(response, current);
      if (next.origin === baseUrl) return next;
      current = next;
      response = await send(current, providerJar);
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (response.status !== 200 || !action || !prompt) {
      throw new Error(`unexpected provider page ${response.status}: ${page.slice(0, 300)}`);
    }
    const form: Record<string, string> =
      prompt === "login" ? { prompt, login: accountId, password: "anything" } : { prompt };
    current = new URL(action.replaceAll("&amp;", "&"), current);
    response = await send(current, providerJar, { form });
  }
  throw new Error("the provider kept redirecting");
}

/** Hands the provider's answer to the app's callback; returns where the app sends the browser. */
async function finishAtApp(callback: URL, appJar: CookieJar): Promise<URL> {
  expect(callback.pathname).toBe(GOOGLE_CALLBACK_PATH);
  const response = await send(callback, appJar);
  return locationOf(response, callback);
}

async function signInWithGoogle(accountId: string, appJar = new CookieJar()) {
  const callback = await loginAtProvider(await startGoogleSignIn(appJar), accountId);
  const landing = await finishAtApp(callback, appJar);
  return { landing, appJar };
}

async function me(jar: CookieJar) {
  const response = await send(`${baseUrl}/api/me`, jar);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signUpWithPassword(email: string) {
  const jar = new CookieJar();
  const response = await send(`${baseUrl}/api/auth/sign-up/email`, jar, {
    json: { name: "Password Person", email, password: PASSWORD },
    headers: { origin: baseUrl },
  });
  expect(response.status).toBe(200);
  // Sign-up never starts a session: the screen signs in right after, and so does this.
  const signedIn = await send(`${baseUrl}/api/auth/sign-in/email`, jar, {
    json: { email, password: PASSWORD },
    headers: { origin: baseUrl },
  });
  expect(signedIn.status).toBe(200);
  const { user } = (await signedIn.json()) as { user: { id: string } };
  return { id: user.id, jar };
}

/** The newest email to `email` with a subject matching `subject`: its first link. */
async function linkMailedTo(email: string, subject: RegExp): Promise<URL> {
  const mails = await database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id));
  const mail = mails.find((candidate) => subject.test(candidate.subject));
  return new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "");
}

function signInWithPassword(email: string, password = PASSWORD) {
  return send(`${baseUrl}/api/auth/sign-in/email`, new CookieJar(), {
    json: { email, password },
    headers: { origin: baseUrl },
  });
}

async function usersWithEmail(email: string) {
  return database.db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
}

async function accountsOf(userId: string) {
  const rows = await database.db
    .select({ providerId: accounts.providerId, accountId: accounts.accountId })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return rows.sort((a, b) => a.providerId.localeCompare(b.providerId));
}

function newPerson(emailVerified = true) {
  const subject = `google-${randomUUID().slice(0, 8)}`;
  const email = `${subject}@example.com`;
  standIn.setAccount(subject, { email, emailVerified, name: "Grace Google" });
  return { subject, email };
}

describe("Sign in with Google", () => {
  it("the first sign-in creates one user, signed in, with the programme's defaults", async () => {
    const { subject, email } = newPerson();
    const { landing, appJar } = await signInWithGoogle(subject);
    expect(landing.toString()).toBe(`${baseUrl}/dashboard`);

    const current = await me(appJar);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({
      name: "Grace Google",
      email,
      clubId: null,
      journeyId: null,
      completedMissions: [],
      isAdmin: false,
    });
    const rows = await usersWithEmail(email);
    expect(rows).toEqual([{ id: current.body.id, emailVerified: true }]);
    expect(await accountsOf(String(current.body.id))).toEqual([
      { providerId: "google", accountId: subject },
    ]);
    // Its access token is not kept in the clear.
    const [stored] = await database.db
      .select({ accessToken: accounts.accessToken })
      .from(accounts)
      .where(eq(accounts.accountId, subject));
    expect(stored?.accessToken).toMatch(/^\$ba\$|^[0-9a-f]+$/);
  });

  it.each([
    ["a zero-width space and a right-to-left override", "Gr\u200bace\u202e Google", "Grace Google"],
    ["nothing but invisible characters", "\u200b\u2800\u3164", "Member"],
    ["a Malayalam name with its joiner", "ക്‌ഷമ", "ക്‌ഷമ"],
    ["full-width letters", "Ｇｒａｃｅ", "Grace"],
  ])("a Google name with %s follows the name rules", async (_label, name, stored) => {
    const { subject, email } = newPerson();
    standIn.setAccount(subject, { email, emailVerified: true, name });
    const current = await me((await signInWithGoogle(subject)).appJar);
    expect(current.body.name).toBe(stored);
  });

  it("a second sign-in reuses the same user and account row", async () => {
    const { subject, email } = newPerson();
    const first = await me((await signInWithGoogle(subject)).appJar);
    const second = await me((await signInWithGoogle(subject)).appJar);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await accountsOf(String(first.body.id))).toEqual([
      { providerId: "google", accountId: subject },
    ]);
  });

  it("identifies the person by subject, not by the email Google reports", async () => {
    const { subject, email } = newPerson();
    const first = await me((await signInWithGoogle(subject)).appJar);
    const changedEmail = `changed-${email}`;
    standIn.setAccount(subject, { email: changedEmail, emailVerified: true, name: "Grace" });
    const second = await me((await signInWithGoogle(subject)).appJar);
    expect(second.body.id).toBe(first.body.id);
    expect(await usersWithEmail(changedEmail)).toHaveLength(0);
  });

  it("joins an existing password user whose own email is verified: one user row", async () => {
    const { subject, email } = newPerson(true);
    const passwordUser = await signUpWithPassword(email);
    const verified = await send(await linkMailedTo(email, /Confirm your email/), new CookieJar());
    expect(verified.status).toBe(302);
    // Confirming leads to choosing the password again (the one typed at sign-up predates it).
    const choose = locationOf(verified, new URL(baseUrl));
    const chosen = await send(`${baseUrl}/api/auth/reset-password`, new CookieJar(), {
      json: { token: choose.searchParams.get("token"), newPassword: PASSWORD },
      headers: { origin: baseUrl },
    });
    expect(chosen.status).toBe(200);

    const { landing, appJar } = await signInWithGoogle(subject);
    expect(landing.toString()).toBe(`${baseUrl}/dashboard`);
    const current = await me(appJar);
    expect(current.body.id).toBe(passwordUser.id);
    expect(await usersWithEmail(email)).toEqual([{ id: passwordUser.id, emailVerified: true }]);
    expect(await accountsOf(passwordUser.id)).toEqual([
      { providerId: "credential", accountId: passwordUser.id },
      { providerId: "google", accountId: subject },
    ]);
    expect((await signInWithPassword(email)).status).toBe(200);
  });

  it("Google vouching for an address someone registered first ends the squatter's hold on it", async () => {
    const { subject, email } = newPerson(true);
    // The squatter registers the victim's address, stays signed in (twice) and knows the password.
    const squatter = await signUpWithPassword(email);
    const secondDevice = await signInWithPassword(email);
    expect(secondDevice.status).toBe(200);

    // The owner signs in with Google, which says the address is theirs and verified: the owner is
    // in, the account's address is proven, and nothing chosen before the proof still works.
    const { landing, appJar } = await signInWithGoogle(subject);
    expect(landing.toString()).toBe(`${baseUrl}/dashboard`);
    const owner = await me(appJar);
    expect(owner.status).toBe(200);
    expect(owner.body.id).toBe(squatter.id);
    expect((await me(squatter.jar)).status).toBe(401);
    expect((await signInWithPassword(email)).status).toBe(401);
    expect(await usersWithEmail(email)).toEqual([{ id: squatter.id, emailVerified: true }]);
    expect(await accountsOf(squatter.id)).toEqual([
      { providerId: "credential", accountId: squatter.id },
      { providerId: "google", accountId: subject },
    ]);
    // The owner may still set a password of their own (Forgot Password); Google keeps working.
    expect((await me((await signInWithGoogle(subject)).appJar)).body.id).toBe(squatter.id);
  });

  it("a Google account with an unverified address linked before the owner's proof is unlinked by it", async () => {
    // The attacker's Google account claims the victim's address without Google verifying it.
    const attacker = newPerson(false);
    const attackerIn = await me((await signInWithGoogle(attacker.subject)).appJar);
    expect(attackerIn.status).toBe(200);

    // The owner proves the mailbox with a password reset.
    const requested = await send(`${baseUrl}/api/auth/request-password-reset`, new CookieJar(), {
      json: { email: attacker.email, redirectTo: "/ResetPassword" },
      headers: { origin: baseUrl },
    });
    expect(requested.status).toBe(200);
    const link = await linkMailedTo(attacker.email, /Reset your/);
    const newPassword = "the owner's own passphrase 7";
    const reset = await send(`${baseUrl}/api/auth/reset-password`, new CookieJar(), {
      json: { token: link.searchParams.get("token"), newPassword },
      headers: { origin: baseUrl },
    });
    expect(reset.status).toBe(200);

    expect(await accountsOf(String(attackerIn.body.id))).toEqual([
      { providerId: "credential", accountId: String(attackerIn.body.id) },
    ]);
    const again = await signInWithGoogle(attacker.subject);
    expect(`${again.landing.origin}${again.landing.pathname}`).toBe(`${baseUrl}/Login`);
    expect((await me(again.appJar)).status).toBe(401);
    expect((await signInWithPassword(attacker.email, newPassword)).status).toBe(200);
  });

  it("does not join an existing account when Google says the email is not verified", async () => {
    const { subject, email } = newPerson(false);
    const passwordUser = await signUpWithPassword(email);

    const appJar = new CookieJar();
    const { landing } = await signInWithGoogle(subject, appJar);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${baseUrl}/Login`);
    expect(landing.searchParams.get("error")).toBe("account_not_linked");
    expect((await me(appJar)).status).toBe(401);

    expect(await usersWithEmail(email)).toEqual([{ id: passwordUser.id, emailVerified: false }]);
    expect(await accountsOf(passwordUser.id)).toEqual([
      { providerId: "credential", accountId: passwordUser.id },
    ]);
    expect((await me(passwordUser.jar)).status).toBe(200);
    expect((await signInWithPassword(email)).status).toBe(200);
  });

  it("creates a user for an unverified Google email that no one has", async () => {
    const { subject, email } = newPerson(false);
    const current = await me((await signInWithGoogle(subject)).appJar);
    expect(current.body.email).toBe(email);
    expect(await usersWithEmail(email)).toEqual([{ id: current.body.id, emailVerified: false }]);
  });

  it.each([
    ["an ID token posted directly", { idToken: { token: "eyJhbGciOiJub25lIn0.e30." } }],
    ["extra scopes", { scopes: ["https://www.googleapis.com/auth/drive"] }],
    ["another provider", { provider: "github" }],
  ])("refuses to start a sign-in with %s", async (_label, extra) => {
    const response = await send(`${baseUrl}/api/auth/sign-in/social`, new CookieJar(), {
      json: { provider: "google", callbackURL: "/dashboard", ...extra },
      headers: { origin: baseUrl },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });

  it("refuses a tampered state: no session, no user", async () => {
    const { subject, email } = newPerson();
    const appJar = new CookieJar();
    const callback = await loginAtProvider(await startGoogleSignIn(appJar), subject);
    const state = callback.searchParams.get("state") ?? "";
    callback.searchParams.set("state", `${state.slice(0, -1)}${state.endsWith("a") ? "b" : "a"}`);

    const landing = await finishAtApp(callback, appJar);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${baseUrl}/Login`);
    expect(landing.searchParams.get("error")).toMatch(/state/);
    expect((await me(appJar)).status).toBe(401);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it("refuses a callback from another browser (the state is bound to its cookie)", async () => {
    const { subject, email } = newPerson();
    const callback = await loginAtProvider(await startGoogleSignIn(new CookieJar()), subject);
    const otherBrowser = new CookieJar();
    const landing = await finishAtApp(callback, otherBrowser);
    expect(landing.searchParams.get("error")).toMatch(/state/);
    expect((await me(otherBrowser)).status).toBe(401);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it("refuses a code issued for another PKCE challenge, and a replayed callback", async () => {
    const { subject, email } = newPerson();
    const appJar = new CookieJar();
    const first = await loginAtProvider(await startGoogleSignIn(appJar), subject);
    const second = await loginAtProvider(await startGoogleSignIn(appJar), subject);

    // The first flow's code with the second flow's (valid) state: the second flow's code
    // verifier does not match the challenge the code was issued for.
    const swapped = new URL(second);
    swapped.searchParams.set("code", first.searchParams.get("code") ?? "");
    const refused = await finishAtApp(swapped, appJar);
    expect(refused.searchParams.get("error")).toBe("invalid_code");
    expect((await me(appJar)).status).toBe(401);
    expect(await usersWithEmail(email)).toHaveLength(0);

    // That state is spent: the second flow's untouched callback is refused too.
    const replayed = await finishAtApp(second, appJar);
    expect(replayed.searchParams.get("error")).toMatch(/state/);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });
});
