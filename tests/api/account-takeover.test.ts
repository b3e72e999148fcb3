import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildUser,
  choosePasswordAfterConfirming,
  cookieFrom,
  latestMailTo,
  linkIn,
  mailArrivingTo,
  signIn,
  type TestUser,
  uniqueEmail,
  verifyEmail,
} from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

// Account pre-hijacking (docs/security.md, "Proving a mailbox"): someone registers an address they
// do not own, with their own password, keeps the session and waits for the owner to confirm it.
const OWNER_PASSWORD = "the owner's own passphrase";
let testApp: TestApp;
let listedEmail: string;

beforeAll(async () => {
  listedEmail = uniqueEmail("boss");
  testApp = await buildTestApp({ env: { ADMIN_EMAILS: listedEmail } });
});
afterAll(() => testApp.close());

const me = (cookie: string) => injectJson(testApp.app, { url: "/api/me", cookie });
const adminPage = (cookie: string) =>
  injectJson(testApp.app, { url: "/api/admin/missions", cookie });

/** A squatter on `email`: signed in twice (two devices), a fresh confirmation mail requested. */
async function squat(email: string): Promise<{ squatter: TestUser; secondDevice: string }> {
  const squatter = await buildUser(testApp.app, { email, name: "Squatter" });
  const second = await signIn(testApp.app, email, squatter.password);
  expect(second.statusCode).toBe(200);
  const resent = await injectJson(testApp.app, {
    method: "POST",
    url: "/api/auth/send-verification-email",
    payload: { email, callbackURL: "/Dashboard" },
    cookie: squatter.cookie,
  });
  expect(resent.statusCode).toBe(200);
  return { squatter, secondDevice: cookieFrom(second) };
}

async function expectSquatterLockedOut(squatter: TestUser, secondDevice: string) {
  for (const cookie of [squatter.cookie, secondDevice]) {
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await adminPage(cookie)).statusCode).toBe(401);
  }
  expect((await signIn(testApp.app, squatter.email, squatter.password)).statusCode).toBe(401);
}

describe("the owner opens the confirmation link of an address someone else registered", () => {
  it("ends the squatter's sessions and password; the owner chooses the password and is admin", async () => {
    const { squatter, secondDevice } = await squat(listedEmail);
    expect((await adminPage(squatter.cookie)).statusCode).toBe(403);

    const opened = await verifyEmail(testApp.app, listedEmail);
    // Nobody is signed in by the click: not the owner into the squatter's account either.
    expect(cookieFrom(opened)).not.toMatch(/session_token=[^;]+/);
    const location = new URL(String(opened.headers.location), "http://localhost");
    expect(location.pathname).toBe("/ResetPassword");
    expect(location.searchParams.get("confirmed")).toBe("1");
    await expectSquatterLockedOut(squatter, secondDevice);

    await choosePasswordAfterConfirming(testApp.app, opened, OWNER_PASSWORD);
    await expectSquatterLockedOut(squatter, secondDevice);
    const owner = await signIn(testApp.app, listedEmail, OWNER_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect((await me(cookieFrom(owner))).json()).toMatchObject({
      isAdmin: true,
      emailVerified: true,
    });
    expect((await adminPage(cookieFrom(owner))).statusCode).toBe(200);
  });

  it("does not sign the owner's browser into the squatter's account, nor out of their own", async () => {
    const email = uniqueEmail("victim");
    const { squatter, secondDevice } = await squat(email);
    const ownersOtherAccount = await buildUser(testApp.app);

    const mail = await latestMailTo(testApp.app, email, /Confirm your email/);
    const link = linkIn(mail.text, "http");
    const opened = await testApp.app.inject({
      url: `${link.pathname}${link.search}`,
      headers: { cookie: ownersOtherAccount.cookie },
    });
    expect(opened.statusCode).toBe(302);
    expect(cookieFrom(opened)).not.toMatch(/session_token=[^;]+/);
    const still = await me(ownersOtherAccount.cookie);
    expect(still.statusCode).toBe(200);
    expect(still.json()).toMatchObject({ id: ownersOtherAccount.id });
    await expectSquatterLockedOut(squatter, secondDevice);
  });

  it("an older confirmation link, opened after the owner took over, changes nothing", async () => {
    const email = uniqueEmail("twice");
    await squat(email);
    await verifyEmail(testApp.app, email, OWNER_PASSWORD);
    const owner = await signIn(testApp.app, email, OWNER_PASSWORD);
    expect(owner.statusCode).toBe(200);
    // The same link again (the squatter may have seen it forwarded): the owner stays in control.
    const link = linkIn(
      (await latestMailTo(testApp.app, email, /Confirm your email/)).text,
      "http",
    );
    const reopened = await testApp.app.inject({ url: `${link.pathname}${link.search}` });
    expect(reopened.statusCode).toBe(302);
    expect(String(reopened.headers.location)).not.toContain("token=");
    expect((await me(cookieFrom(owner))).statusCode).toBe(200);
    expect((await signIn(testApp.app, email, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it("the choose-your-password token works once and only for this account", async () => {
    const email = uniqueEmail("once");
    await squat(email);
    const opened = await verifyEmail(testApp.app, email);
    await choosePasswordAfterConfirming(testApp.app, opened, OWNER_PASSWORD);
    await expect(
      choosePasswordAfterConfirming(testApp.app, opened, "the squatter tries again 1"),
    ).rejects.toThrow(/400/);
    expect((await signIn(testApp.app, email, "the squatter tries again 1")).statusCode).toBe(401);
  });
});

describe("the owner resets the password of an address someone else registered", () => {
  it("ends the squatter's sessions and password; only the owner's new password signs in", async () => {
    const email = listedEmail.replace("boss", "boss-reset");
    const listed = await buildTestApp({ env: { ADMIN_EMAILS: email } });
    try {
      const squatter = await buildUser(listed.app, { email });
      const requested = await injectJson(listed.app, {
        method: "POST",
        url: "/api/auth/request-password-reset",
        payload: { email, redirectTo: "/ResetPassword" },
      });
      expect(requested.statusCode).toBe(200);
      const link = linkIn((await mailArrivingTo(listed.app, email, /Reset your/)).text, "http");
      const reset = await injectJson(listed.app, {
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token: link.searchParams.get("token"), newPassword: OWNER_PASSWORD },
      });
      expect(reset.statusCode).toBe(200);
      const old = await injectJson(listed.app, { url: "/api/me", cookie: squatter.cookie });
      expect(old.statusCode).toBe(401);
      expect((await signIn(listed.app, email, squatter.password)).statusCode).toBe(401);
      const owner = await signIn(listed.app, email, OWNER_PASSWORD);
      const ownerMe = await injectJson(listed.app, { url: "/api/me", cookie: cookieFrom(owner) });
      expect(ownerMe.json()).toMatchObject({ isAdmin: true, emailVerified: true });
    } finally {
      await listed.close();
    }
  });
});

describe("mail to an address that is not yet proven", () => {
  const crafted = "Your account is locked: visit http://evil.example/unlock now";

  it("carries no text the person who typed the address chose", async () => {
    const email = uniqueEmail("inbox");
    const signUp = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: crafted, email, password: "a sound passphrase 42" },
    });
    expect(signUp.statusCode).toBe(200);
    const confirm = await latestMailTo(testApp.app, email, /Confirm your email/);
    expect(`${confirm.subject}\n${confirm.text}`).not.toMatch(/evil\.example|locked/);

    // A second sign-up on the taken address: the "you already have an account" mail.
    const again = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: `${crafted} again`, email, password: "a sound passphrase 42" },
    });
    expect(again.statusCode).toBe(200);
    const existing = await latestMailTo(testApp.app, email, /already have/);
    expect(`${existing.subject}\n${existing.text}`).not.toMatch(/evil\.example|locked/);

    // A reset asked for by anyone.
    await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email },
    });
    const reset = await mailArrivingTo(testApp.app, email, /Reset your/);
    expect(`${reset.subject}\n${reset.text}`).not.toMatch(/evil\.example|locked/);
  });
});
