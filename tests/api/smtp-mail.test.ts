import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildUser,
  choosePasswordAfterConfirming,
  cookieFrom,
  signIn,
  uniqueEmail,
} from "../factories/users.ts";
import { buildTestApp, injectJson, TEST_BASE_URL, type TestApp } from "../helpers.ts";
import { bodyText } from "../mail-text.ts";
import { type ReceivedMail, startSmtpReceiver } from "../smtp-receiver.ts";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;
let inbox: ReceivedMail[] = [];
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpReceiver(0, (mail) => inbox.push(mail));
  testApp = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

async function mailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = inbox.find(
      (candidate) => candidate.to.includes(email) && subject.test(candidate.raw),
    );
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail reached ${email}`);
}

const RESET_REQUEST = { method: "POST", url: "/api/auth/request-password-reset" } as const;
const requestReset = (email: string, headers: Record<string, string> = {}) =>
  injectJson(testApp.app, { ...RESET_REQUEST, payload: { email }, headers });

describe("email verification over SMTP", () => {
  it("mails a link on the configured base URL whatever Host says; opening it verifies", async () => {
    const email = `verify-${Date.now()}@example.com`;
    const signUp = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "V", email, password: "a sound passphrase 42", callbackURL: "/Dashboard" },
      headers: { host: "attacker.example", "x-forwarded-host": "attacker.example" },
    });
    expect(signUp.statusCode).toBe(200);
    const mail = await mailTo(email, /^Subject: Confirm your email/m);
    const text = bodyText(mail.raw);
    expect(text).not.toContain("attacker.example");
    const link = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? "");
    expect(link.origin).toBe(TEST_BASE_URL);
    expect(link.pathname).toBe("/api/auth/verify-email");
    const opened = await testApp.app.inject({ url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    // The owner chooses the password next (tests/api/account-takeover.test.ts), then signs in.
    expect(opened.headers.location).toMatch(/^\/ResetPassword\?token=[\w-]+&email=.+&confirmed=1$/);
    await choosePasswordAfterConfirming(testApp.app, opened, "a sound passphrase 42");
    const signedIn = await signIn(testApp.app, email, "a sound passphrase 42");
    const me = await injectJson(testApp.app, { url: "/api/me", cookie: cookieFrom(signedIn) });
    expect(me.json()).toMatchObject({ email, emailVerified: true });
  });
});

describe("password reset over SMTP", () => {
  it("mails a link on the configured base URL; the new password works, the old one not", async () => {
    inbox = [];
    const user = await buildUser(testApp.app);
    // A forged Host must not leak into the link.
    const requested = await requestReset(user.email, {
      host: "attacker.example",
      "x-forwarded-host": "attacker.example",
    });
    expect(requested.statusCode).toBe(200);

    const mail = await mailTo(user.email, /^Subject: Reset/m);
    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe("no-reply@blockvocates.local");
    expect(mail.raw).toMatch(/^Subject: Reset your Blockvocates password$/m);
    const text = bodyText(mail.raw);
    expect(text).not.toContain("attacker.example");
    const link = /https?:\/\/\S+/.exec(text)?.[0] ?? "";
    expect(link.startsWith(`${TEST_BASE_URL}/ResetPassword?`)).toBe(true);
    const token = new URL(link).searchParams.get("token") ?? "";
    expect(token).not.toBe("");

    const newPassword = "a brand new passphrase 43";
    const reset = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(testApp.app, user.email, newPassword)).statusCode).toBe(200);
    expect((await signIn(testApp.app, user.email, user.password)).statusCode).toBe(401);
    // The link works once.
    const again = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "yet another passphrase 44" },
    });
    expect(again.statusCode).toBe(400);
  });

  it("answers an unknown email the same way and sends nothing", async () => {
    inbox = [];
    const known = await buildUser(testApp.app);
    const unknown = uniqueEmail("nobody");
    const forUnknown = await requestReset(unknown);
    const forKnown = await requestReset(known.email);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual(forKnown.json());
    await mailTo(known.email, /^Subject: Reset/m);
    expect(inbox.filter((mail) => mail.to.includes(unknown))).toEqual([]);
  });
});
