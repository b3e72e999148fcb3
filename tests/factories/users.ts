import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { mailOutbox } from "../../server/db/schema/index.ts";
import { injectJson } from "../helpers.ts";

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  /** The session cookie header value (`name=value`). */
  cookie: string;
}

/** `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const setCookie = response.headers["set-cookie"];
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((cookie) => cookie.split(";")[0]).join("; ");
}

export function uniqueEmail(prefix = "member"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Signs up a new user through the real auth routes and signs them in, as the Sign Up screen does
 * (sign-up itself never starts a session). With `verified`, the email is confirmed through the
 * link of the sign-up email, as its owner would.
 */
export async function buildUser(
  app: FastifyInstance,
  overrides: Partial<Pick<TestUser, "name" | "email" | "password">> & { verified?: boolean } = {},
): Promise<TestUser> {
  const name = overrides.name ?? "Test Member";
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? "a sound passphrase 42";
  const response = await injectJson(app, {
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: { name, email, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  if (overrides.verified) await verifyEmail(app, email, password);
  const signedIn = await signIn(app, email, password);
  if (signedIn.statusCode !== 200) {
    throw new Error(`sign-in after sign-up failed: ${signedIn.statusCode} ${signedIn.body}`);
  }
  const body = signedIn.json() as { user: { id: string } };
  return { id: body.user.id, name, email, password, cookie: cookieFrom(signedIn) };
}

/** The text of the newest email sent to `to` (the outbox: tests run without SMTP). */
export async function latestMailTo(app: FastifyInstance, to: string, subject?: RegExp) {
  const mails = await app.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to.toLowerCase()))
    .orderBy(desc(mailOutbox.id));
  const mail = mails.find((candidate) => !subject || subject.test(candidate.subject));
  if (!mail) throw new Error(`no email to ${to}${subject ? ` matching ${subject}` : ""}`);
  return mail;
}

/**
 * The newest email to `to` whose subject matches, once it is there (at most `withinMs`): Better
 * Auth may send an account email after it has answered the request that asked for it.
 */
export async function mailArrivingTo(
  app: FastifyInstance,
  to: string,
  subject: RegExp,
  withinMs = 10_000,
) {
  const giveUp = Date.now() + withinMs;
  for (;;) {
    try {
      return await latestMailTo(app, to, subject);
    } catch (error) {
      if (Date.now() > giveUp) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** The first link in a text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): URL {
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in: ${text}`);
  return new URL(found);
}

/**
 * Opens the verification link of the sign-up email as the mailbox's owner would; returns the
 * response (a redirect to "choose your password", every earlier session ended). With `password`,
 * the owner then chooses it on that screen, so the account signs in with it again.
 */
export async function verifyEmail(app: FastifyInstance, email: string, password?: string) {
  const mail = await latestMailTo(app, email, /Confirm your email/);
  const link = linkIn(mail.text, "http");
  const response = await app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
  if (response.statusCode !== 302) {
    throw new Error(`verification failed: ${response.statusCode} ${response.body}`);
  }
  if (password !== undefined) await choosePasswordAfterConfirming(app, response, password);
  return response;
}

/** The "choose your password" step the confirmation link leads to (its token is in the URL). */
export async function choosePasswordAfterConfirming(
  app: FastifyInstance,
  opened: LightMyRequestResponse,
  password: string,
) {
  const target = new URL(String(opened.headers.location), "http://localhost");
  const token = target.searchParams.get("token");
  if (target.pathname !== "/ResetPassword" || !token) {
    throw new Error(`the confirmation link led to ${opened.headers.location}`);
  }
  const reset = await injectJson(app, {
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, newPassword: password },
  });
  if (reset.statusCode !== 200) {
    throw new Error(`choosing the password failed: ${reset.statusCode} ${reset.body}`);
  }
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  return injectJson(app, {
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
  });
}
