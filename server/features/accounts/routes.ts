import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { journeyNameIn } from "../../../content/localized.ts";
import {
  AccountSchema,
  AccountSessionListSchema,
  DisplayNameSchema,
  EmailChangeConfirmSchema,
  EmailChangeRequestSchema,
  EmailChangeStateSchema,
  LanguageChoiceSchema,
  MeSchema,
  NavigationSchema,
  PasswordChangeSchema,
  SessionIdParamsSchema,
  SessionsEndedSchema,
} from "../../../contract/accounts.ts";
import { ErrorCode, NoBodySchema } from "../../../contract/common.ts";
import { LoginThrottle } from "../../auth/login-throttle.ts";
import { sessionCookieName, verifiedSessionToken } from "../../auth/session-cookie.ts";
import { AppError } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/i18n.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { userOf } from "../../plugins/guards.ts";
import * as accountService from "./service.ts";

/** Wrong current passwords per account before each further try waits (2 s, 4 s, … a minute). */
const PASSWORD_CHECK_LIMIT = 5;
const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;

export async function accountRoutes(app: FastifyInstance, options: { mailer: Mailer }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const authContext = await app.auth.$context;
  const deps: accountService.AccountDependencies = {
    db: app.database.db,
    clock: app.clock,
    mailer: options.mailer,
    env: app.env,
    log: app.log,
    passwords: authContext.password,
    passwordChecks: new LoginThrottle(app.database.db, app.clock, {
      limit: PASSWORD_CHECK_LIMIT,
      windowMs: PASSWORD_CHECK_WINDOW_MS,
      backoff: { baseSeconds: 2, maxSeconds: 60 },
    }),
  };
  const cookieName = sessionCookieName(app.env.BASE_URL.startsWith("https:"));
  /** The asking session's token (the guard has checked it): to tell "this device" apart. */
  const currentToken = (request: FastifyRequest) => {
    const token = verifiedSessionToken(
      request.headers.cookie,
      cookieName,
      app.env.AUTH_SECRET ?? "",
    );
    if (!token) throw new AppError(ErrorCode.unauthenticated, "Please sign in to continue.");
    return token;
  };
  routes.get(
    "/api/me",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "The signed-in user, with their club's and journey's names",
        response: { 200: MeSchema },
      },
    },
    async (request) => {
      const me = await accountService.getMe(app.database.db, userOf(request));
      // The journey's name in the reader's language (ADR 020).
      return { ...me, journeyName: journeyNameIn(requestLocale(request), me.journeyName) };
    },
  );

  routes.put(
    "/api/me/language",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Choose the language of the app, one's emails and calendar events (en, ml, ar)",
        body: LanguageChoiceSchema,
        response: { 200: LanguageChoiceSchema },
      },
    },
    async (request) =>
      accountService.chooseLanguage(app.database.db, userOf(request), request.body.language),
  );

  routes.get(
    "/api/me/navigation",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary:
          "What the navigation offers the signed-in person: their club, the clubs they lead with what waits there, admin pages",
        response: { 200: NavigationSchema },
      },
    },
    async (request) => accountService.getNavigation(app.database.db, userOf(request)),
  );

  routes.get(
    "/api/me/account",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary:
          "The account page: name, address (and one waiting to be confirmed), password or not",
        response: { 200: AccountSchema },
      },
    },
    async (request) => accountService.getAccount(deps, userOf(request)),
  );

  routes.put(
    "/api/me/name",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Change one's display name (Sign Up's name rules)",
        body: DisplayNameSchema,
        response: { 200: DisplayNameSchema },
      },
    },
    async (request) =>
      accountService.renameAccount(app.database.db, userOf(request), request.body.name),
  );

  routes.post(
    "/api/me/email-change",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary:
          "Ask to change one's email: a link to the new address, a notice to the current one; nothing changes until the link is opened",
        body: EmailChangeRequestSchema,
        response: { 202: EmailChangeStateSchema },
      },
    },
    async (request, reply) => {
      const state = await accountService.requestEmailChange(
        deps,
        userOf(request),
        request.body,
        requestLocale(request),
      );
      return reply.code(202).send(state);
    },
  );

  routes.post(
    "/api/me/email-change/confirm",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary:
          "Confirm the new address with the token of the link mailed to it (the account that asked only)",
        body: EmailChangeConfirmSchema,
        response: { 200: EmailChangeStateSchema },
      },
    },
    async (request) => accountService.confirmEmailChange(deps, userOf(request), request.body.token),
  );

  routes.delete(
    "/api/me/email-change",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Cancel a change of address waiting for its link",
        body: NoBodySchema,
        response: { 200: EmailChangeStateSchema },
      },
    },
    async (request) => accountService.cancelEmailChange(deps, userOf(request)),
  );

  routes.post(
    "/api/me/password",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Change one's password (the current one required); every other session ends",
        body: PasswordChangeSchema,
        response: { 200: SessionsEndedSchema },
      },
    },
    async (request) =>
      accountService.changePassword(deps, userOf(request), currentToken(request), request.body),
  );

  routes.get(
    "/api/me/sessions",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "One's signed-in sessions and devices (ids, never tokens), this one marked",
        response: { 200: AccountSessionListSchema },
      },
    },
    async (request) => accountService.listSessions(deps, userOf(request), currentToken(request)),
  );

  routes.delete(
    "/api/me/sessions/:sessionId",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Sign one of one's own sessions out (another person's: 404)",
        params: SessionIdParamsSchema,
        body: NoBodySchema,
      },
    },
    async (request, reply) => {
      await accountService.endSession(deps, userOf(request), request.params.sessionId);
      return reply.code(204).send();
    },
  );

  routes.post(
    "/api/me/sessions/sign-out-others",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Sign out of every other session; this one stays",
        body: NoBodySchema,
        response: { 200: SessionsEndedSchema },
      },
    },
    async (request) =>
      accountService.endOtherSessions(deps, userOf(request), currentToken(request)),
  );
}
