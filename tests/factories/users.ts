import { randomUUID } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
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

/** Signs up a new user through the real auth routes and returns them signed in. */
export async function buildUser(
  app: FastifyInstance,
  overrides: Partial<Pick<TestUser, "name" | "email" | "password">> = {},
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
  const body = response.json() as { user: { id: string } };
  return { id: body.user.id, name, email, password, cookie: cookieFrom(response) };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  return injectJson(app, {
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
  });
}
