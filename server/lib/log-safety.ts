import type { FastifyRequest, FastifyServerOptions } from "fastify";

/**
 * What never reaches a log line: session tokens, cookies, passwords, reset and verification
 * links, emails, and the parameters of a failed query (which carry all of those). Applied to
 * every logger the app builds, whoever configures it (docs/security.md 19).
 */

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const SECRET_QUERY_VALUE = /([?&](?:token|code|state|email|callbackURL|key)=)[^&\s"']+/gi;
/** Drizzle's "Failed query: <sql>\nparams: <values>": the values go, the SQL stays. */
const QUERY_PARAMS = /\n?params: [^\n]*/g;

/** The text with emails, secret query values and query parameters replaced. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMS, "\nparams: [redacted]")
    .replace(SECRET_QUERY_VALUE, "$1[redacted]")
    .replace(EMAIL, "[email]");
}

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: SerializedError;
}

/**
 * An error as a log line may show it: its type, scrubbed message and stack, and code, and its
 * cause likewise. Never its other properties (a query error's `params`, a client's config).
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
    ...(typeof code === "string" ? { code } : {}),
    ...(error.cause !== undefined && depth < 4
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/** Paths that carry a secret in themselves: a member's calendar feed address. */
const SECRET_PATH = /^(\/api\/calendars\/feed\/)[^/]+/;

/** A request as its log line shows it: the path without its query (tokens travel there). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: (request.url.split("?")[0] ?? "").replace(SECRET_PATH, "$1[redacted]"),
    remoteAddress: request.ip,
  };
}

const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "password",
  "newPassword",
  "token",
  "email",
  "to",
  "details",
  "*.password",
  "*.newPassword",
  "*.token",
  "*.email",
];

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

/** The app's logger options with redaction and the safe serialisers added. */
export function withSafeLogging(options: FastifyServerOptions["logger"]): LoggerOptions | false {
  if (!options) return false;
  const base = options === true ? {} : options;
  return {
    ...base,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    // Messages too: a library's "Sign-up attempt for existing email: …" loses the address.
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg)),
        );
      },
    },
    serializers: {
      ...(base as { serializers?: Record<string, unknown> }).serializers,
      err: serializeError,
      error: serializeError,
      req: serializeRequest,
    },
  } as unknown as LoggerOptions;
}
