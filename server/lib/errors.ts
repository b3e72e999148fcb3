import type { z } from "zod";
import { ErrorCode, type Problem } from "../../contract/common.ts";
import { DEFAULT_LOCALE, type Locale } from "../../contract/locales.ts";
import type { LocalisedText } from "./i18n.ts";
import { commonMessages } from "./messages.ts";

const titles: Record<ErrorCode, string> = {
  validation: "Invalid request",
  unauthenticated: "Not signed in",
  forbidden: "Not allowed",
  "membership-required": "Membership required",
  "not-found": "Not found",
  conflict: "Conflict",
  "payload-too-large": "Request too large",
  "unsupported-media-type": "Unsupported content type",
  "payments-unavailable": "Payments unavailable",
  "provider-unavailable": "Payment provider error",
  "rate-limited": "Too many requests",
  "database-unavailable": "Service unavailable",
  "service-busy": "Service busy",
  internal: "Internal server error",
};

const statuses: Record<ErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  "membership-required": 403,
  "not-found": 404,
  conflict: 409,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  "payments-unavailable": 503,
  "provider-unavailable": 502,
  "rate-limited": 429,
  "database-unavailable": 503,
  "service-busy": 503,
  internal: 500,
};

export interface FieldError {
  field: string;
  /** A LocalisedText is said in the request's language, like the error's own message. */
  message: string | LocalisedText;
}

/**
 * The one error type services throw; the error handler turns it into problem+json. `message`: a
 * `LocalisedText` (`catalogs.text(id, values)`) is said in the request's language; a plain string
 * as it is (English).
 */
export class AppError extends Error {
  readonly status: number;
  readonly text: LocalisedText | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string | LocalisedText,
    readonly fieldErrors?: FieldError[],
    /** Extension members of the problem (RFC 9457), e.g. what else is open after a 409. */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(String(message));
    this.text = typeof message === "string" ? undefined : message;
    this.name = "AppError";
    this.status = statuses[code];
  }
}

/** What `notFound` names by itself, each with its message ("Club not found.") in every language. */
const NOT_FOUND_MESSAGES = {
  Account: "common.notFound.account",
  Booking: "common.notFound.booking",
  Calendar: "common.notFound.calendar",
  Club: "common.notFound.club",
  Meeting: "common.notFound.meeting",
  Notification: "common.notFound.notification",
  Page: "common.notFound.page",
  User: "common.notFound.user",
} as const;

/** "Club not found." from "Club"; a LocalisedText is the whole message, said as it is. */
export const notFound = (what: keyof typeof NOT_FOUND_MESSAGES | LocalisedText) =>
  new AppError(
    ErrorCode.notFound,
    typeof what === "string" ? commonMessages.text(NOT_FOUND_MESSAGES[what]) : what,
  );
export const forbidden = (
  message: string | LocalisedText = commonMessages.text("common.forbidden"),
) => new AppError(ErrorCode.forbidden, message);
export const conflict = (message: string | LocalisedText) =>
  new AppError(ErrorCode.conflict, message);
export const badRequest = (message: string | LocalisedText, fieldErrors?: FieldError[]) =>
  new AppError(ErrorCode.validation, message, fieldErrors);

/** The problem+json body; `detail` in `locale` when the error's message is a LocalisedText. */
export function toProblem(
  error: AppError,
  requestId: string,
  locale: Locale = DEFAULT_LOCALE,
): Problem {
  return {
    ...error.extensions,
    type: `https://blockvocates.app/problems/${error.code}`,
    title: titles[error.code],
    status: error.status,
    detail: error.text ? error.text.in(locale) : error.message,
    requestId,
    ...(error.fieldErrors
      ? {
          errors: error.fieldErrors.map(({ field, message }) => ({
            field,
            message: typeof message === "string" ? message : message.in(locale),
          })),
        }
      : {}),
  };
}

/** One issue of a failed validation, as a path of keys and indexes (zod's or Fastify's). */
interface ValidationIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The one mapping from failed validation to a 400 problem: one field error per issue, named by
 * its path inside the part of the request that failed (`name`, `steps.0.stepName`); a query or
 * path parameter is prefixed with its part (`query.page`), the body is not.
 */
export function validationError(
  issues: readonly ValidationIssue[] | z.ZodError,
  part: "body" | "query" | "params" | "headers" = "body",
): AppError {
  const list = "issues" in issues ? issues.issues : issues;
  const fieldErrors: FieldError[] = list.map((issue) => {
    const path = issue.path.map(String).join(".");
    return {
      field: part === "body" ? path || "body" : [part, path].filter(Boolean).join("."),
      message: issue.message,
    };
  });
  const first = fieldErrors[0];
  return new AppError(
    ErrorCode.validation,
    first ? `${first.field}: ${first.message}` : "The request is invalid.",
    fieldErrors,
  );
}
