import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ErrorCode } from "../../contract/common.ts";
import { busyDatabaseCode } from "../lib/db-errors.ts";
import { AppError, toProblem, validationError } from "../lib/errors.ts";
import { requestLocale } from "../lib/i18n.ts";
import { errorMessages } from "./messages.ts";

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** True when an error (or one it wraps) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && CONNECTION_ERROR_CODES.has(candidate.code))
      return true;
    if (
      typeof candidate.message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|database did not answer|connect ECONNREFUSED|PGlite is closed/i.test(
        candidate.message,
      )
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/** When to try again after busy rows: a lock is rarely held longer than a statement timeout. */
const BUSY_RETRY_AFTER_SECONDS = 2;

function sendProblem(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  if (error.code === ErrorCode.rateLimited && !reply.hasHeader("retry-after")) {
    reply.header("retry-after", "60");
  }
  if (error.code === ErrorCode.serviceBusy && !reply.hasHeader("retry-after")) {
    reply.header("retry-after", String(BUSY_RETRY_AFTER_SECONDS));
  }
  return reply
    .code(error.status)
    .type("application/problem+json")
    .send(toProblem(error, request.id, requestLocale(request)));
}

function translate(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext ?? "body";
    return validationError(
      error.validation.map((issue) => ({
        path: issue.instancePath.split("/").filter(Boolean),
        message: issue.message ?? "is invalid",
      })),
      part === "querystring" ? "query" : (part as "body" | "params" | "headers"),
    );
  }
  if (busyDatabaseCode(error)) {
    // A deadlock, serialization failure or lock/statement timeout its one retry did not cure
    // (ADR 025): the rows were busy, the request was fine. Try again shortly, never a 500.
    return new AppError(ErrorCode.serviceBusy, errorMessages.text("errors.databaseBusy"));
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError(
      ErrorCode.databaseUnavailable,
      errorMessages.text("errors.databaseUnavailable"),
    );
  }
  const status = error.statusCode ?? 500;
  if (status === 413)
    return new AppError(ErrorCode.payloadTooLarge, errorMessages.text("errors.payloadTooLarge"));
  if (status === 429) return new AppError(ErrorCode.rateLimited, error.message);
  if (status === 415)
    return new AppError(
      ErrorCode.unsupportedMediaType,
      errorMessages.text("errors.unsupportedMediaType"),
    );
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, __proto__ keys, empty body…): safe to show.
    return new AppError(ErrorCode.validation, error.message);
  }
  return undefined;
}

/** One error format for the whole API: application/problem+json with a request id. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = translate(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, known.message);
      else if (known.status === 403 || known.status === 429) {
        request.log.warn({ security: known.code, userId: request.userId }, known.message);
      }
      return sendProblem(reply, request, known);
    }
    request.log.error({ err: error }, "unhandled error");
    return sendProblem(
      reply,
      request,
      new AppError(
        ErrorCode.internal,
        errorMessages.text("errors.internal", { requestId: request.id }),
      ),
    );
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendProblem(
    reply,
    request,
    new AppError(
      ErrorCode.notFound,
      `No API route ${request.method} ${request.url.split("?")[0]}.`,
    ),
  );
}

/**
 * Errors the router raises before any hook runs (a malformed or over-long path parameter): the
 * same problem+json, with the request id and the headers a JSON answer needs.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header("x-request-id", request.id);
  reply.header("x-content-type-options", "nosniff");
  reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("cache-control", "no-store");
  const status = error.statusCode ?? 400;
  const problem = {
    ...toProblem(
      new AppError(
        ErrorCode.validation,
        status === 414 ? "A part of the address is too long." : "The address is not valid.",
      ),
      request.id,
    ),
    status,
    ...(status === 414 ? { title: "Address too long" } : {}),
  };
  return reply.code(status).type("application/problem+json").send(problem);
}
