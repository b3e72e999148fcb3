import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ErrorCode } from "../../contract/common.ts";
import type { SessionReader, SessionUser } from "../auth/session.ts";
import { AppError } from "../lib/errors.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** onRequest guard: 401 without a valid session (before any body validation); sets `request.user`. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest guard: 401 without a session, 403 unless the user is an admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook of a public route whose answer depends on who asks: sets `request.user` if signed in, never refuses. */
    identifyUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user?: SessionUser;
  }
}

/** The signed-in user of a request guarded by `requireUser` (throws if the guard is missing). */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(ErrorCode.unauthenticated, "Please sign in.");
  return request.user;
}

/**
 * The only two route guards: signed in, and admin (plus `identifyUser`, which guards nothing). Every other rule (leader of this club, has a
 * club, may book...) belongs to its feature's policy, called by its service.
 */
export function registerGuards(app: FastifyInstance, readSessionUser: SessionReader) {
  app.decorateRequest("user", undefined);
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    // A signed-in answer is personal: never cached by the browser or a proxy.
    reply.header("cache-control", "no-store");
    const user = await readSessionUser(request, reply);
    if (!user) throw new AppError(ErrorCode.unauthenticated, "Please sign in to continue.");
    return user;
  };
  app.decorate("requireUser", async (request: FastifyRequest, reply: FastifyReply) => {
    await signedIn(request, reply);
  });
  app.decorate("requireAdmin", async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await signedIn(request, reply);
    if (!user.isAdmin) throw new AppError(ErrorCode.forbidden, "Only admins may do that.");
  });
  app.decorate("identifyUser", async (request: FastifyRequest, reply: FastifyReply) => {
    // The answer may differ per person: never cached by the browser or a proxy.
    reply.header("cache-control", "no-store");
    const user = await readSessionUser(request, reply);
    if (user) request.user = user;
  });
}
