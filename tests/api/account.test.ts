import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, sessions, users } from "../../server/db/schema/index.ts";
import {
  buildUser,
  cookieFrom,
  latestMailTo,
  linkIn,
  signIn,
  type TestUser,
  uniqueEmail,
} from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

// The account page's actions (issue 30): each refusal first, as an attacker would try it.
let testApp: TestApp;
/** Every response body of this file, to check that no session token ever leaves the server. */
const bodies: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function call(
  cookie: string | undefined,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const response = await injectJson(testApp.app, {
    method,
    url,
    cookie,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  bodies.push(response.body);
  return response;
}

const me = (cookie: string) => call(cookie, "GET", "/api/me");
const NEW_PASSWORD = "a different sound passphrase 77";

async function mailsTo(address: string) {
  return testApp.app.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, address.toLowerCase()));
}

/** The token of the newest change link mailed to `address`. */
async function changeTokenMailedTo(address: string): Promise<string> {
  const mail = await latestMailTo(testApp.app, address, /new email/i);
  const token = linkIn(mail.text, "http").searchParams.get("confirmEmail");
  if (!token) throw new Error(`no confirmEmail token in: ${mail.text}`);
  return token;
}

async function requestChange(user: TestUser, newEmail: string, password = user.password) {
  return call(user.cookie, "POST", "/api/me/email-change", {
    newEmail,
    currentPassword: password,
  });
}

const confirmChange = (cookie: string | undefined, token: string) =>
  call(cookie, "POST", "/api/me/email-change/confirm", { token });

describe("the account's own record", () => {
  it("needs a session", async () => {
    expect((await call(undefined, "GET", "/api/me/account")).statusCode).toBe(401);
    expect((await call(undefined, "GET", "/api/me/sessions")).statusCode).toBe(401);
    expect((await call(undefined, "PUT", "/api/me/name", { name: "X" })).statusCode).toBe(401);
  });

  it("shows the name, the address, and that there is a password", async () => {
    const user = await buildUser(testApp.app, { name: "Rana" });
    const account = await call(user.cookie, "GET", "/api/me/account");
    expect(account.statusCode).toBe(200);
    expect(account.json()).toEqual({
      name: "Rana",
      email: user.email,
      emailVerified: false,
      identity: null,
      hasPassword: true,
      pendingEmail: null,
    });
  });
});

describe("changing the display name", () => {
  it("keeps Sign Up's name rules: no invisible characters, 1-80 characters", async () => {
    const user = await buildUser(testApp.app, { name: "Before" });
    for (const name of ["", "   ", "A\u200bB", "\u202eevil", "x".repeat(81)]) {
      const refused = await call(user.cookie, "PUT", "/api/me/name", { name });
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(problemOf(refused).errors?.[0]?.field).toBe("name");
    }
    expect(
      (await call(user.cookie, "PUT", "/api/me/name", { name: "x", isAdmin: true })).statusCode,
    ).toBe(400);
    expect((await me(user.cookie)).json()).toMatchObject({ name: "Before", isAdmin: false });
  });

  it("saves a name, normalised, for every screen", async () => {
    const user = await buildUser(testApp.app);
    const saved = await call(user.cookie, "PUT", "/api/me/name", { name: "  Ｌｅｉｌａ  " });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ name: "Leila" });
    expect((await me(user.cookie)).json()).toMatchObject({ name: "Leila" });
  });
});

describe("changing the email address", () => {
  it("changes nothing until the new address confirms; the old address is told", async () => {
    const user = await buildUser(testApp.app, { name: "Hidden Name", verified: true });
    const newEmail = uniqueEmail("moved");
    const asked = await requestChange(user, newEmail.toUpperCase());
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ email: user.email, pendingEmail: newEmail });

    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await me(user.cookie)).json()).toMatchObject({ email: user.email });
    expect((await signIn(testApp.app, user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(testApp.app, newEmail, user.password)).statusCode).toBe(401);

    // The link goes to the new address only; the old one gets a notice without any link to it.
    const token = await changeTokenMailedTo(newEmail);
    const notice = await latestMailTo(testApp.app, user.email, /change/i);
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain(token);
    for (const mail of [...(await mailsTo(newEmail)), notice]) {
      expect(mail.text).not.toContain("Hidden Name");
    }
    expect((await call(user.cookie, "GET", "/api/me/account")).json()).toMatchObject({
      email: user.email,
      pendingEmail: newEmail,
    });
  });

  it("the new address's link changes it; the password and the session that asked stay", async () => {
    const user = await buildUser(testApp.app, { verified: true });
    const otherDevice = cookieFrom(await signIn(testApp.app, user.email, user.password));
    const newEmail = uniqueEmail("confirmed");
    expect((await requestChange(user, newEmail)).statusCode).toBe(202);
    const confirmed = await confirmChange(user.cookie, await changeTokenMailedTo(newEmail));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail, pendingEmail: null });
    // Not the first proof of an unproven address: no "choose your password", no session ended.
    expect(confirmed.headers.location).toBeUndefined();
    expect((await me(user.cookie)).json()).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await me(otherDevice)).statusCode).toBe(200);
    expect((await signIn(testApp.app, newEmail, user.password)).statusCode).toBe(200);
    expect((await signIn(testApp.app, user.email, user.password)).statusCode).toBe(401);
  });

  it("asks for the current password: a session left open cannot move the account", async () => {
    const user = await buildUser(testApp.app);
    const target = uniqueEmail("thief");
    const wrong = await requestChange(user, target, "not my password at all");
    expect(wrong.statusCode).toBe(400);
    expect(problemOf(wrong).errors?.[0]?.field).toBe("currentPassword");
    const missing = await call(user.cookie, "POST", "/api/me/email-change", { newEmail: target });
    expect(missing.statusCode).toBe(400);
    expect(problemOf(missing).errors?.[0]?.field).toBe("currentPassword");
    expect(await mailsTo(target)).toEqual([]);
  });

  it("a second person cannot confirm with someone else's link", async () => {
    const owner = await buildUser(testApp.app);
    const intruder = await buildUser(testApp.app);
    const newEmail = uniqueEmail("link");
    await requestChange(owner, newEmail);
    const token = await changeTokenMailedTo(newEmail);
    expect((await confirmChange(intruder.cookie, token)).statusCode).toBe(404);
    expect((await confirmChange(undefined, token)).statusCode).toBe(401);
    expect((await me(intruder.cookie)).json()).toMatchObject({ email: intruder.email });
    expect((await me(owner.cookie)).json()).toMatchObject({ email: owner.email });
    // The owner's link still works afterwards, once.
    expect((await confirmChange(owner.cookie, token)).statusCode).toBe(200);
    expect((await confirmChange(owner.cookie, token)).statusCode).toBe(404);
  });

  it("a squatter cannot take an address by email change: only the mailbox's link moves it", async () => {
    const squatter = await buildUser(testApp.app);
    const victimsAddress = uniqueEmail("victim");
    expect((await requestChange(squatter, victimsAddress)).statusCode).toBe(202);
    // The link is in the victim's mailbox only; guessed or made-up tokens do nothing.
    expect(await mailsTo(squatter.email)).not.toContainEqual(
      expect.objectContaining({ text: expect.stringContaining("confirmEmail=") }),
    );
    for (const token of ["x", "0".repeat(32), "../../", "%00"]) {
      expect((await confirmChange(squatter.cookie, token)).statusCode).toBe(404);
    }
    expect((await me(squatter.cookie)).json()).toMatchObject({ email: squatter.email });
    // Better Auth's own change-email flow (which would call the mailbox-claim hook) is not exposed.
    const direct = await call(squatter.cookie, "POST", "/api/auth/change-email", {
      newEmail: victimsAddress,
    });
    expect(direct.statusCode).toBe(404);
  });

  it("only the newest link works, and a cancelled change has none", async () => {
    const user = await buildUser(testApp.app);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await requestChange(user, first);
    const firstToken = await changeTokenMailedTo(first);
    await requestChange(user, second);
    expect((await confirmChange(user.cookie, firstToken)).statusCode).toBe(404);
    const secondToken = await changeTokenMailedTo(second);
    const cancelled = await call(user.cookie, "DELETE", "/api/me/email-change");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ email: user.email, pendingEmail: null });
    expect((await confirmChange(user.cookie, secondToken)).statusCode).toBe(404);
  });

  it("an address with an account answers alike, mails no link, and is never taken", async () => {
    const holder = await buildUser(testApp.app);
    const user = await buildUser(testApp.app);
    const asked = await requestChange(user, holder.email);
    expect(asked.statusCode).toBe(202);
    expect(await mailsTo(holder.email)).not.toContainEqual(
      expect.objectContaining({ text: expect.stringContaining("confirmEmail=") }),
    );
    // Taken between the request and the link: refused, nobody's address changes.
    const late = uniqueEmail("late");
    await requestChange(user, late);
    const token = await changeTokenMailedTo(late);
    await buildUser(testApp.app, { email: late });
    expect((await confirmChange(user.cookie, token)).statusCode).toBe(409);
    expect((await me(user.cookie)).json()).toMatchObject({ email: user.email });
  });

  it("refuses the address the account already has and malformed ones", async () => {
    const user = await buildUser(testApp.app);
    expect((await requestChange(user, user.email)).statusCode).toBe(400);
    expect((await requestChange(user, "not-an-address")).statusCode).toBe(400);
  });
});

describe("changing the password", () => {
  it("refuses a wrong current password with a message, and keeps the old one", async () => {
    const user = await buildUser(testApp.app);
    const refused = await call(user.cookie, "POST", "/api/me/password", {
      currentPassword: "this is not it at all",
      newPassword: NEW_PASSWORD,
    });
    expect(refused.statusCode).toBe(400);
    const problem = problemOf(refused);
    expect(problem.errors?.[0]?.field).toBe("currentPassword");
    expect(problem.detail).toMatch(/current password/i);
    expect((await signIn(testApp.app, user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(testApp.app, user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it("slows down guessing: past five wrong current passwords, tries wait", async () => {
    const user = await buildUser(testApp.app);
    const guess = (currentPassword: string) =>
      call(user.cookie, "POST", "/api/me/password", { currentPassword, newPassword: NEW_PASSWORD });
    for (let attempt = 0; attempt < 6; attempt += 1) await guess(`wrong guess ${attempt}`);
    const throttled = await guess(user.password);
    expect(throttled.statusCode).toBe(429);
    expect((await signIn(testApp.app, user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it("keeps the password policy", async () => {
    const user = await buildUser(testApp.app);
    for (const newPassword of ["short", "password1234", "x".repeat(129)]) {
      const refused = await call(user.cookie, "POST", "/api/me/password", {
        currentPassword: user.password,
        newPassword,
      });
      expect(refused.statusCode).toBe(400);
      expect(problemOf(refused).errors?.[0]?.field).toBe("newPassword");
    }
  });

  it("ends every other session; the one that asked stays", async () => {
    const user = await buildUser(testApp.app);
    const phone = cookieFrom(await signIn(testApp.app, user.email, user.password));
    const laptop = cookieFrom(await signIn(testApp.app, user.email, user.password));
    const changed = await call(user.cookie, "POST", "/api/me/password", {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ended: 2 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await signIn(testApp.app, user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(testApp.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("sessions and devices", () => {
  const FIREFOX_ON_WINDOWS =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

  async function signInWith(user: TestUser, userAgent: string) {
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: user.password },
      headers: { "user-agent": userAgent },
    });
    return cookieFrom(response);
  }

  it("lists each session with its device, marks this one, and shows no token", async () => {
    const user = await buildUser(testApp.app);
    await signInWith(user, FIREFOX_ON_WINDOWS);
    const listed = await call(user.cookie, "GET", "/api/me/sessions");
    expect(listed.statusCode).toBe(200);
    const list = listed.json() as {
      sessions: { id: string; current: boolean; browser: string | null; system: string | null }[];
    };
    expect(list.sessions).toHaveLength(2);
    expect(list.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(list.sessions).toContainEqual(
      expect.objectContaining({ browser: "Firefox", system: "Windows", current: false }),
    );
    const stored = await testApp.app.database.db
      .select({ id: sessions.id, token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(list.sessions.map((session) => session.id).sort()).toEqual(
      stored.map((session) => session.id).sort(),
    );
    for (const { token } of stored) expect(listed.body).not.toContain(token);
  });

  it("signing out another person's session is a 404 and ends nothing", async () => {
    const victim = await buildUser(testApp.app);
    const attacker = await buildUser(testApp.app);
    const [victimSession] = await testApp.app.database.db
      .select({ id: sessions.id, token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, victim.id));
    if (!victimSession) throw new Error("no session");
    for (const id of [victimSession.id, victimSession.token, "nope"]) {
      const refused = await call(attacker.cookie, "DELETE", `/api/me/sessions/${id}`);
      expect(refused.statusCode).toBe(404);
    }
    expect((await me(victim.cookie)).statusCode).toBe(200);
  });

  it("signs out one device, or all the others", async () => {
    const user = await buildUser(testApp.app);
    const tablet = await signInWith(user, FIREFOX_ON_WINDOWS);
    const phone = await signInWith(user, "Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile");
    const laptop = await signInWith(user, FIREFOX_ON_WINDOWS);
    const { sessions: listed } = (await call(user.cookie, "GET", "/api/me/sessions")).json() as {
      sessions: { id: string; browser: string | null; current: boolean }[];
    };
    const chrome = listed.find((session) => session.browser === "Chrome");
    if (!chrome) throw new Error("no Chrome session");
    expect((await call(user.cookie, "DELETE", `/api/me/sessions/${chrome.id}`)).statusCode).toBe(
      204,
    );
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(200);

    const ended = await call(user.cookie, "POST", "/api/me/sessions/sign-out-others", {});
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it("no answer of this file ever held a session token", async () => {
    const tokens = await testApp.app.database.db.select({ token: sessions.token }).from(sessions);
    const everything = bodies.join("\n");
    for (const { token } of tokens) expect(everything).not.toContain(token);
    const userCount = await testApp.app.database.db.select({ id: users.id }).from(users);
    expect(userCount.length).toBeGreaterThan(0);
  });
});
