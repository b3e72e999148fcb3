import { ErrorCode, type Problem } from "../../contract/common.ts";

const titles: Record<ErrorCode, string> = {
  validation: "Invalid request",
  unauthenticated: "Not signed in",
  forbidden: "Not allowed",
  "not-found": "Not found",
  conflict: "Conflict",
  "payload-too-large": "Request too large",
  "rate-limited": "Too many requests",
  "database-unavailable": "Service unavailable",
  internal: "Internal server error",
};

const statuses: Record<ErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "payload-too-large": 413,
  "rate-limited": 429,
  "database-unavailable": 503,
  internal: 500,
};

export interface FieldError {
  field: string;
  message: string;
}

/** The one error type services throw; the error handler turns it into problem+json. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
    this.name = "AppError";
    this.status = statuses[code];
  }
}

export const notFound = (what: string) => new AppError(ErrorCode.notFound, `${what} not found.`);
export const forbidden = (message = "You are not allowed to do that.") =>
  new AppError(ErrorCode.forbidden, message);
export const conflict = (message: string) => new AppError(ErrorCode.conflict, message);
export const badRequest = (message: string, fieldErrors?: FieldError[]) =>
  new AppError(ErrorCode.validation, message, fieldErrors);

export function toProblem(error: AppError, requestId: string): Problem {
  return {
    type: `https://blockvocates.app/problems/${error.code}`,
    title: titles[error.code],
    status: error.status,
    detail: error.message,
    requestId,
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
  };
}
