import type { z } from "zod";
import { ApiError, messageOf } from "../../../lib/api-client.ts";

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed client-side parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's refusal as field messages ("body.missionName" -> "missionName"); else on `fallback`. */
export function serverFieldErrors(error: unknown, fallback: string): FieldErrors {
  if (error instanceof ApiError && error.problem.errors?.length) {
    const errors: FieldErrors = {};
    for (const item of error.problem.errors) {
      const field = item.field || fallback;
      errors[field] ??= item.message;
    }
    return errors;
  }
  return { [fallback]: messageOf(error) };
}
