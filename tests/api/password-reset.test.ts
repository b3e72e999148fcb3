import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, verifications } from "../../server/db/schema/index.ts";
import { buildUser, signIn } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, TEST_BASE_URL, type TestApp } from "../helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

const requestReset = (email: string, headers: Record<string, string> = {}) =>
  injectJson(testApp.app, {
    method: "POST",
    url: "/api/auth/request-password-reset",
    payload: { email, redirectTo: "/ResetPassword" },
    headers,
  });

const resetWith = (token: string, newPassword: string) =>
  injectJson(testApp.app, {
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, newPassword },
  });

async function latestMailTo(email: string) {
  const [mail] = await testApp.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** Asks for a reset link for `email` and returns the token the mail carries. */
async function resetTokenFor(email: string): Promise<string> {
  await requestReset(email);
  const mail = await latestMailTo(email);
  return linkIn(mail?.text ?? "").searchParams.get("token") ?? "";
}

function linkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]);
}

describe("forgot password", () => {
  it("mails a link built from the base URL, never the Host header; the link resets once", async () => {
    const user = await buildUser(testApp.app);
    const response = await requestReset(user.email, { host: "evil.example" });
    expect(response.statusCode).toBe(200);

    const mail = await latestMailTo(user.email);
    expect(mail?.subject).toBe("Reset your Blockvocates password");
    const link = linkIn(mail?.text ?? "");
    expect(link.origin).toBe(TEST_BASE_URL);
    expect(link.pathname).toBe("/ResetPassword");
    const token = link.searchParams.get("token") ?? "";

    const reset = await resetWith(token, "a brand new passphrase");
    expect(reset.statusCode).toBe(200);
    expect((await signIn(testApp.app, user.email, "a brand new passphrase")).statusCode).toBe(200);
    expect((await signIn(testApp.app, user.email, user.password)).statusCode).toBe(401);

    const again = await resetWith(token, "yet another passphrase");
    expect(again.statusCode).toBe(400);
    expect(problemOf(again).detail).toMatch(/invalid or has expired/);
  });

  it("keeps only the newest link alive: issuing one or using one ends all the others", async () => {
    const user = await buildUser(testApp.app);
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    const third = await resetTokenFor(user.email);
    expect(new Set([first, second, third]).size).toBe(3);
    // An older link, issued before a newer one, no longer works...
    for (const stale of [first, second]) {
      const refused = await resetWith(stale, "an older link's passphrase");
      expect(refused.statusCode).toBe(400);
    }
    // ...the newest does, and once it is used, a link issued meanwhile in another tab is dead too.
    const fourth = await resetTokenFor(user.email);
    expect((await resetWith(third, "too late for this one")).statusCode).toBe(400);
    const fifth = await resetTokenFor(user.email);
    await testApp.database.db.insert(verifications).values({
      id: `manual-${fourth}`,
      identifier: `reset-password:${fourth}`,
      value: user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await resetWith(fifth, "the newest link's passphrase")).statusCode).toBe(200);
    expect((await resetWith(fourth, "a parallel link's passphrase")).statusCode).toBe(400);
    expect((await signIn(testApp.app, user.email, "the newest link's passphrase")).statusCode).toBe(
      200,
    );
  });

  it("lets the owner of a throttled account back in through a reset", async () => {
    const user = await buildUser(testApp.app);
    for (let attempt = 0; attempt < 8; attempt++) {
      await signIn(testApp.app, user.email, "someone else guessing");
    }
    expect((await signIn(testApp.app, user.email, user.password)).statusCode).toBe(429);
    const token = await resetTokenFor(user.email);
    expect((await resetWith(token, "the owner's fresh passphrase")).statusCode).toBe(200);
    expect((await signIn(testApp.app, user.email, "the owner's fresh passphrase")).statusCode).toBe(
      200,
    );
  });

  it("ends the user's other sessions when the password is reset", async () => {
    const user = await buildUser(testApp.app);
    const token = await resetTokenFor(user.email);
    await resetWith(token, "a brand new passphrase");
    const me = await injectJson(testApp.app, { url: "/api/me", cookie: user.cookie });
    expect(me.statusCode).toBe(401);
  });

  it("refuses an expired link", async () => {
    const user = await buildUser(testApp.app);
    const token = await resetTokenFor(user.email);
    await testApp.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${verifications.identifier} like ${`%${token}%`}`);
    const reset = await resetWith(token, "a brand new passphrase");
    expect(reset.statusCode).toBe(400);
    expect((await signIn(testApp.app, user.email, user.password)).statusCode).toBe(200);
  });

  it("refuses a weak new password", async () => {
    const user = await buildUser(testApp.app);
    const token = await resetTokenFor(user.email);
    const reset = await resetWith(token, "password1234");
    expect(reset.statusCode).toBe(400);
    expect(problemOf(reset).detail).toMatch(/too common/);
  });

  it("answers an unknown email exactly like a known one, and sends nothing", async () => {
    const user = await buildUser(testApp.app);
    const known = await requestReset(user.email);
    const unknown = await requestReset("nobody-here@example.com");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await latestMailTo("nobody-here@example.com")).toBeUndefined();
  });
});
