import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AuthConfigSchema,
  RequestPasswordResetSchema,
  ResetPasswordSchema,
  SendVerificationEmailSchema,
  SignInSchema,
  SignUpSchema,
  SocialSignInSchema,
} from "../../contract/auth.ts";
import { ErrorCode } from "../../contract/common.ts";
import { sameOriginPath } from "../../contract/local-path.ts";
import {
  PasskeyAuthenticationBodySchema,
  PasskeyIdBodySchema,
  PasskeyRegistrationBodySchema,
} from "../../contract/passkeys.ts";
import { SignedWalletMessageSchema, WalletChallengeInputSchema } from "../../contract/wallets.ts";
import { AppError, toProblem, validationError } from "../lib/errors.ts";
import { requestLocale } from "../lib/i18n.ts";
import type { Mailer } from "../lib/mailer.ts";
import { containsNul } from "../plugins/security.ts";
import { type Auth, type AuthDependencies, createAuth, googleConfigured } from "./better-auth.ts";
import { LoginThrottle } from "./login-throttle.ts";
import type { MailboxClaim } from "./mailbox-proof.ts";
import { authMessages } from "./messages.ts";
import { passwordProblem } from "./password-policy.ts";
import { toHeaders } from "./session.ts";

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
  }
}

const LOGIN_FAILURE_LIMIT_PER_CLIENT = 20;
const LOGIN_FAILURE_LIMIT_PER_ACCOUNT = 5;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Past the per-account limit, each failure doubles the wait: 2 s, 4 s, … at most a minute. */
const ACCOUNT_BACKOFF = { baseSeconds: 2, maxSeconds: 60 };

function accountThrottleKey(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

/** "Too many failed login attempts. Try again in 2 minute(s).", in the reader's language. */
function throttledText(seconds: number) {
  return seconds < 60
    ? authMessages.text("auth.throttled.seconds", { count: seconds })
    : authMessages.text("auth.throttled.minutes", { count: Math.ceil(seconds / 60) });
}

function parseBody<T extends z.ZodType>(schema: T, raw: Buffer | undefined): z.infer<T> {
  let json: unknown;
  try {
    json = raw && raw.length > 0 ? JSON.parse(raw.toString("utf8")) : {};
  } catch {
    throw new AppError(ErrorCode.validation, "The request body is not valid JSON.");
  }
  if (containsNul(json))
    throw new AppError(ErrorCode.validation, "Text must not contain NUL characters.");
  const result = schema.safeParse(json);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

function assertPasswordAllowed(password: string, field: string) {
  const problem = passwordProblem(password);
  if (problem) throw new AppError(ErrorCode.validation, problem, [{ field, message: problem }]);
}

/** Sign-out, and whatever else takes no fields: an empty JSON object, or no body at all. */
const NoFieldsSchema = z.strictObject({});

/**
 * The Better Auth endpoints the product uses, each with the schema of its JSON body (POST) or
 * none (GET). The rest (update-user, change-password, link-social, list-accounts, …) would
 * bypass our validation and password policy: 404.
 */
export const AUTH_ROUTES: readonly {
  method: "GET" | "POST";
  path: string;
  summary: string;
  body?: z.ZodType;
}[] = [
  {
    method: "POST",
    path: "/api/auth/sign-up/email",
    summary: "Create an account (same answer for a taken email; no session: sign in next)",
    body: SignUpSchema,
  },
  {
    method: "POST",
    path: "/api/auth/sign-in/email",
    summary: "Sign in: sets the session cookie",
    body: SignInSchema,
  },
  {
    method: "POST",
    path: "/api/auth/sign-in/social",
    summary: "Start Google's sign-in: answers the URL to open",
    body: SocialSignInSchema,
  },
  { method: "POST", path: "/api/auth/sign-out", summary: "End the session", body: NoFieldsSchema },
  {
    method: "POST",
    path: "/api/auth/request-password-reset",
    summary: "Mail a reset link (same answer for an unknown email)",
    body: RequestPasswordResetSchema,
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    summary: "Set a new password with a mailed token",
    body: ResetPasswordSchema,
  },
  {
    method: "POST",
    path: "/api/auth/send-verification-email",
    summary: "Mail a new confirmation link",
    body: SendVerificationEmailSchema,
  },
  { method: "GET", path: "/api/auth/verify-email", summary: "Open a confirmation link" },
  { method: "GET", path: "/api/auth/get-session", summary: "The current session, if any" },
  { method: "GET", path: "/api/auth/error", summary: "Where a refused sign-in lands" },
  {
    method: "POST",
    path: "/api/auth/wallet/nonce",
    summary: "The EIP-4361 message to sign in with a linked wallet (nonce single-use)",
    body: WalletChallengeInputSchema,
  },
  {
    method: "POST",
    path: "/api/auth/sign-in/wallet",
    summary: "Sign in with a linked wallet's signed message: sets the session cookie",
    body: SignedWalletMessageSchema,
  },
  {
    method: "GET",
    path: "/api/auth/passkey/generate-register-options",
    summary: "Start adding a passkey (signed in recently)",
  },
  {
    method: "POST",
    path: "/api/auth/passkey/verify-registration",
    summary: "Finish adding a passkey",
    body: PasskeyRegistrationBodySchema,
  },
  {
    method: "GET",
    path: "/api/auth/passkey/generate-authenticate-options",
    summary: "Start signing in with a passkey",
  },
  {
    method: "POST",
    path: "/api/auth/passkey/verify-authentication",
    summary: "Sign in with a passkey: sets the session cookie",
    body: PasskeyAuthenticationBodySchema,
  },
  { method: "GET", path: "/api/auth/passkey/list-user-passkeys", summary: "One's passkeys" },
  {
    method: "POST",
    path: "/api/auth/passkey/delete-passkey",
    summary: "Remove one of one's passkeys",
    body: PasskeyIdBodySchema,
  },
];

const EXPOSED_AUTH_ROUTES = new Map<string, z.ZodType | undefined>(
  AUTH_ROUTES.map((route) => [`${route.method} ${route.path}`, route.body]),
);

/** The route key of a request, or undefined when the product does not expose it. */
function exposedAuthRoute(method: string, path: string): string | undefined {
  const key = `${method} ${path}`;
  if (EXPOSED_AUTH_ROUTES.has(key)) return key;
  // Google sends the browser back with a GET (the authorization code in the query).
  if (method === "GET" && /^\/api\/auth\/callback\/[\w-]+$/.test(path)) return key;
  return undefined;
}

/**
 * Query parameters Better Auth (or a later plugin) may turn into a redirect: each must name a
 * page of this site (contract/local-path.ts). Bodies are checked by their schemas.
 */
const REDIRECT_PARAMETER = /url|redirect|callback|next|return|target|continue|goto|dest/i;

function assertLocalRedirectParameters(search: URLSearchParams) {
  for (const [name, value] of search) {
    if (REDIRECT_PARAMETER.test(name) && sameOriginPath(value) === undefined) {
      const message = authMessages.text("auth.redirectRefused");
      throw new AppError(ErrorCode.validation, message, [{ field: name, message }]);
    }
  }
}

/**
 * Where a response of Better Auth's may send the browser: a page of this site only, as a path.
 * Anything else (it should never happen once the parameters are checked) goes to /Login.
 */
function localLocation(location: string, baseUrl: string): string {
  const base = new URL(baseUrl);
  let target: URL;
  try {
    target = new URL(location, base);
  } catch {
    return "/Login";
  }
  if (target.origin !== base.origin) return "/Login";
  return sameOriginPath(`${target.pathname}${target.search}${target.hash}`) ?? "/Login";
}

/** Better Auth's error codes, as message ids of the auth catalogs. */
const friendlyMessages: Record<string, string> = {
  USER_ALREADY_EXISTS: "auth.accountExists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "auth.accountExists",
  INVALID_EMAIL_OR_PASSWORD: "auth.invalidCredentials",
  INVALID_TOKEN: "auth.invalidToken",
};

/** The session token travels only in its HttpOnly cookie, never in a response body. */
function withoutSessionTokens(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const { token: _token, session, ...rest } = body as Record<string, unknown>;
  if (session && typeof session === "object") {
    const { token: _sessionToken, ...safeSession } = session as Record<string, unknown>;
    return { ...rest, session: safeSession };
  }
  return rest;
}

/** Better Auth's JSON errors become the app's problem+json, with a message for people. */
async function sendAuthResponse(reply: FastifyReply, request: FastifyRequest, response: Response) {
  reply.code(response.status);
  const contentType = response.headers.get("content-type") ?? "";
  if (response.status >= 400 && contentType.includes("application/json")) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const code =
      response.status === 401
        ? ErrorCode.unauthenticated
        : response.status === 403
          ? ErrorCode.forbidden
          : response.status === 429
            ? ErrorCode.rateLimited
            : response.status === 422 || response.status === 409
              ? ErrorCode.conflict
              : ErrorCode.validation;
    const friendly = body.code ? friendlyMessages[body.code] : undefined;
    const message = friendly
      ? authMessages.text(friendly)
      : body.message || authMessages.text("auth.refused");
    const problem = {
      ...toProblem(new AppError(code, message), request.id, requestLocale(request)),
      status: response.status,
    };
    for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
    const retryAfter = response.headers.get("retry-after") ?? response.headers.get("x-retry-after");
    if (retryAfter) reply.header("retry-after", retryAfter);
    return reply.type("application/problem+json").send(problem);
  }
  response.headers.forEach((value, name) => {
    if (name === "set-cookie" || name === "content-length" || name === "content-encoding") return;
    reply.header(
      name,
      name === "location" ? localLocation(value, request.server.env.BASE_URL) : value,
    );
  });
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
  reply.header("cache-control", "no-store");
  // A redirect (the end of a Google sign-in) says JSON but has no body.
  const bytes = Buffer.from(await response.arrayBuffer());
  if (contentType.includes("application/json") && bytes.length > 0) {
    return reply.send(withoutSessionTokens(JSON.parse(bytes.toString("utf8"))));
  }
  return reply.send(bytes.length > 0 ? bytes : null);
}

/**
 * Better Auth behind Fastify (ADR 002, 006): its routes under /api/auth, each body read once as
 * JSON and checked by our schema and password policy, logins throttled. Returns the instance.
 */
export async function registerAuth(
  app: FastifyInstance,
  mailer: Mailer,
  hooks: Pick<AuthDependencies, "onSignIn" | "walletSignIn" | "passwordHashing"> = {},
): Promise<Auth> {
  // The confirmation links opened by the requests in flight (mailbox-proof.ts).
  const mailboxClaims = new WeakMap<Request, MailboxClaim & { email: string }>();
  const auth = createAuth({
    env: app.env,
    db: app.database.db,
    mailer,
    log: app.log,
    onPasswordReset: (user) => accountThrottle.reset(accountThrottleKey(user.email)),
    onMailboxClaimed: (request, claim) => {
      if (request) mailboxClaims.set(request, claim);
    },
    onSignIn: hooks.onSignIn,
    walletSignIn: hooks.walletSignIn,
    passwordHashing: hooks.passwordHashing,
  });
  app.decorate("auth", auth);

  const clientThrottle = new LoginThrottle(app.database.db, app.clock, {
    limit: LOGIN_FAILURE_LIMIT_PER_CLIENT,
    windowMs: LOGIN_WINDOW_MS,
  });
  // Anyone can type wrong passwords for someone else's account: per account, the login is only
  // slowed down, and a password reset (proof of the mailbox) lifts it at once.
  const accountThrottle = new LoginThrottle(app.database.db, app.clock, {
    limit: LOGIN_FAILURE_LIMIT_PER_ACCOUNT,
    windowMs: LOGIN_WINDOW_MS,
    backoff: ACCOUNT_BACKOFF,
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/auth-config",
    {
      schema: {
        tags: ["auth"],
        summary: "Which sign-in methods are available (public)",
        response: { 200: AuthConfigSchema },
      },
    },
    async () => ({ googleEnabled: googleConfigured(app.env) }),
  );

  // Better Auth's own routes, in an encapsulated plugin whose only body parser takes JSON as
  // raw bytes: any other content type (a form, multipart, text) is refused with 415 before the
  // handler runs.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );

    scope.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      schema: { hide: true },
      handler: async (request, reply) => {
        // The path as the router decoded it: every decision below, and Better Auth itself, see
        // the same route whatever encoding the client used.
        const path = `/api/auth/${(request.params as { "*": string })["*"]}`;
        const route = exposedAuthRoute(request.method, path);
        if (!route) {
          throw new AppError(ErrorCode.notFound, `No API route ${request.method} ${path}.`);
        }
        const bodySchema = EXPOSED_AUTH_ROUTES.get(route);
        let body: Record<string, unknown> | undefined;
        let accountKey: string | undefined;
        const clientKey = `ip:${request.ip}`;
        if (request.method === "POST") {
          const raw = request.body instanceof Buffer ? request.body : undefined;
          body = parseBody(bodySchema ?? NoFieldsSchema, raw) as Record<string, unknown>;
          const text = (field: string) => String(body?.[field] ?? "");
          if (route.endsWith("/sign-up/email")) assertPasswordAllowed(text("password"), "password");
          if (route.endsWith("/reset-password"))
            assertPasswordAllowed(text("newPassword"), "newPassword");
          if (route.endsWith("/sign-in/email")) {
            accountKey = accountThrottleKey(text("email"));
            const wait = Math.max(
              ...(await Promise.all([
                clientThrottle.retryAfterSeconds(clientKey),
                accountThrottle.retryAfterSeconds(accountKey),
              ])),
            );
            if (wait > 0) {
              reply.header("retry-after", String(wait));
              request.log.warn({ security: "login-throttled", ip: request.ip }, "login throttled");
              throw new AppError(ErrorCode.rateLimited, throttledText(wait));
            }
          }
        }

        const url = new URL(path, app.env.BASE_URL);
        url.search = new URL(request.url, app.env.BASE_URL).search;
        assertLocalRedirectParameters(url.searchParams);
        const headers = toHeaders(request);
        headers.delete("content-length");
        if (body) headers.set("content-type", "application/json");
        else headers.delete("content-type");
        const authRequest = new Request(url, {
          method: request.method,
          headers,
          body: body ? JSON.stringify(body) : undefined,
        });
        const response = await auth.handler(authRequest);
        if (response.status >= 500) throw await serverFailure(response);

        // A confirmation link proved the mailbox: whoever opened it chooses the password next.
        const claim = mailboxClaims.get(authRequest);
        if (claim) {
          await response.body?.cancel().catch(() => {});
          const next = new URLSearchParams({
            token: claim.resetToken,
            email: claim.email,
            confirmed: "1",
          });
          return reply
            .code(302)
            .header("cache-control", "no-store")
            .redirect(`/ResetPassword?${next}`);
        }

        if (accountKey) {
          if (response.ok) {
            await accountThrottle.reset(accountKey);
            const signedIn = (await response
              .clone()
              .json()
              .catch(() => ({}))) as { user?: { id?: string } };
            request.log.info(
              { security: "login-success", userId: signedIn.user?.id, ip: request.ip },
              "login succeeded",
            );
          } else if (response.status === 401) {
            await clientThrottle.recordFailure(clientKey);
            await accountThrottle.recordFailure(accountKey);
            request.log.warn({ security: "login-failure", ip: request.ip }, "login failed");
          }
        }
        return sendAuthResponse(reply, request, response);
      },
    });
  });

  return auth;

  /**
   * Better Auth answers 500 with no detail when its database calls fail. When the database does
   * not answer, that is the same 503 every other route gives; otherwise an internal error.
   */
  async function serverFailure(response: Response): Promise<AppError> {
    await response.body?.cancel().catch(() => {});
    if (!(await app.database.ping(1_000))) {
      return new AppError(
        ErrorCode.databaseUnavailable,
        "The service is temporarily unavailable. Please try again in a moment.",
      );
    }
    return new AppError(ErrorCode.internal, "Something went wrong on our side. Please try again.");
  }
}
