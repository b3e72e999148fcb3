import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { preparedPerDatabase } from "../db/prepared.ts";
import { sessions, users } from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import type { Clock } from "../lib/clock.ts";
import {
  type Auth,
  CLIENT_IP_HEADER,
  SESSION_LIFETIME_SECONDS,
  SESSION_RENEWAL_SECONDS,
} from "./better-auth.ts";
import type { SessionCache } from "./session-cache.ts";
import { sessionCookieName, verifiedSessionToken } from "./session-cookie.ts";

/** Who is making a request: what guards and policies need to decide. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

/**
 * Admin rights, granted (the CLI) or listed in ADMIN_EMAILS, count only once the address is
 * verified: whoever signs up first with a listed address gets nothing until they prove it.
 */
export function hasAdminRights(
  user: { email: string; isAdmin: boolean; emailVerified: boolean },
  adminEmails: readonly string[],
): boolean {
  return user.emailVerified && (user.isAdmin || adminEmails.includes(user.email.toLowerCase()));
}

const sessionByToken = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      emailVerified: users.emailVerified,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.token, sql.placeholder("token")),
        gt(sessions.expiresAt, sql.placeholder("now")),
        isNull(users.disabledAt),
      ),
    )
    .prepare("session_by_token"),
);

/** The user of a live session, by the session's token: one indexed query per request. */
export async function findSessionByToken(
  db: Database,
  token: string,
  adminEmails: readonly string[],
  now: Date = new Date(),
): Promise<{ user: SessionUser; expiresAt: Date } | undefined> {
  const [row] = await sessionByToken(db).execute({ token, now });
  if (!row) return undefined;
  const { expiresAt, emailVerified, isAdmin, ...user } = row;
  return { user: { ...user, isAdmin: hasAdminRights(row, adminEmails) }, expiresAt };
}

/** The request's headers as Better Auth reads them, with the client address Fastify saw. */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.toLowerCase() === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  // Better Auth reads the client address only from headers: give it the one Fastify saw.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * The one reading of an auth request's body: JSON (the only content type the auth routes accept,
 * see the scope's parser below), checked by the route's schema. What Better Auth then receives
 * is this parsed object re-serialised, never the client's bytes, so no other parser can read
 * anything else into them.
 */

/** Reads the signed-in user of a request: undefined without a live session. */
export type SessionReader = (
  request: FastifyRequest,
  reply?: FastifyReply,
) => Promise<SessionUser | undefined>;

/** How long a session read stays in the cache at most (ADR 019). */
export const SESSION_CACHE_TTL_MS = 10_000;

/**
 * Every signed-in request passes here: the signed cookie is checked in-process and the session
 * and its user come from the cache of recent reads (ADR 019) or one indexed query (ADR 005).
 * Only when the session is due for renewal does Better Auth take over, to extend it and re-issue
 * the cookie.
 */
export function createSessionReader(
  env: Env,
  db: Database,
  auth: Auth,
  clock: Clock,
  cache: SessionCache<SessionUser>,
): SessionReader {
  const authSecret = env.AUTH_SECRET;
  if (!authSecret) throw new Error("AUTH_SECRET must be set before the app is built.");
  const cookieName = sessionCookieName(env.BASE_URL.startsWith("https:"));
  return async (request, reply) => {
    if (request.user) return request.user;
    const token = verifiedSessionToken(request.headers.cookie, cookieName, authSecret);
    if (!token) return undefined;
    const now = clock.now();
    let found = cache.get(token, now.getTime());
    if (!found) {
      const generation = cache.generation;
      found = await findSessionByToken(db, token, env.ADMIN_EMAILS, now);
      if (!found) return undefined;
      cache.set(token, found, now.getTime(), generation);
    }
    const renewalDue =
      found.expiresAt.getTime() - (SESSION_LIFETIME_SECONDS - SESSION_RENEWAL_SECONDS) * 1000 <=
      now.getTime();
    if (renewalDue && reply) {
      const { headers } = await auth.api.getSession({
        headers: toHeaders(request),
        returnHeaders: true,
      });
      // The session's expiry moved: no process may keep the old one.
      cache.clear();
      for (const cookie of headers.getSetCookie()) reply.header("set-cookie", cookie);
    }
    request.user = found.user;
    request.userId = found.user.id;
    return found.user;
  };
}
