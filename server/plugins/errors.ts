import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ErrorCode } from "../../contract/common.ts";
import { AppError, type FieldError, toProblem } from "../lib/errors.ts";

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
      /Connection terminated|timeout exceeded when trying to connect|database did not answer|connect ECONNREFUSED/i.test(
        candidate.message,
      )
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

function sendProblem(reply: FastifyReply, request: FastifyRequest, error: AppError) {
  if (error.code === ErrorCode.rateLimited && !reply.hasHeader("retry-after")) {
    reply.header("retry-after", "60");
  }
  return reply
    .code(error.status)
    .type("application/problem+json")
    .send(toProblem(error, request.id));
}

function translate(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: FieldError[] = error.validation.map((issue) => ({
      field: [error.validationContext, issue.instancePath.replace(/^\//, "").replaceAll("/", ".")]
        .filter(Boolean)
        .join("."),
      message: issue.message ?? "is invalid",
    }));
    const first = fieldErrors[0];
    return new AppError(
      ErrorCode.validation,
      first ? `${first.field}: ${first.message}` : "The request is invalid.",
      fieldErrors,
    );
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError(
      ErrorCode.databaseUnavailable,
      "The service is temporarily unavailable. Please try again in a moment.",
    );
  }
  const status = error.statusCode ?? 500;
  if (status === 413)
    return new AppError(ErrorCode.payloadTooLarge, "The request body is too large.");
  if (status === 429) return new AppError(ErrorCode.rateLimited, error.message);
  if (status === 415)
    return new AppError(ErrorCode.validation, "Send the body as application/json.");
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
      if (known.status >= 500) request.log.error({ err: error }, "database unavailable");
      else if (known.status === 403 || known.status === 429) {
        request.log.warn({ security: known.code, userId: request.userId }, known.message);
      }
      return sendProblem(reply, request, known);
    }
    request.log.error({ err: error }, "unhandled error");
    return sendProblem(
      reply,
      request,
      new AppError(ErrorCode.internal, `Something went wrong on our side (request ${request.id}).`),
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
