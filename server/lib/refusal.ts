import type { ErrorCode } from "../../contract/common.ts";
import { AppError } from "./errors.ts";
import type { LocalisedText } from "./i18n.ts";

/** The codes a rule may refuse with; the others (rate limits, outages) are not a policy's call. */
export type RefusalCode = Extract<
  ErrorCode,
  "forbidden" | "conflict" | "not-found" | "validation" | "membership-required"
>;

/**
 * Every policy's answer when it says no: what kind of no (the HTTP status follows from the code)
 * and the words the person reads, in their language. A policy returns `Refusal | null`; the
 * service hands it to `refuse`, so no service chooses a status for a rule it did not write.
 */
export interface Refusal {
  readonly code: RefusalCode;
  readonly message: LocalisedText;
  /** For a refusal about one input field: the field the form shows it beside. */
  readonly field?: string;
}

export const forbiddenBecause = (message: LocalisedText): Refusal => ({
  code: "forbidden",
  message,
});
export const conflictBecause = (message: LocalisedText): Refusal => ({ code: "conflict", message });
export const invalidBecause = (message: LocalisedText, field: string): Refusal => ({
  code: "validation",
  message,
  field,
});

/** The error a request answers a refusal with (problem+json, in the reader's language). */
export function refusalError(refusal: Refusal): AppError {
  const fields = refusal.field ? [{ field: refusal.field, message: refusal.message }] : undefined;
  return new AppError(refusal.code, refusal.message, fields);
}

/** Throws the refusal as the request's answer; none (null): nothing happens. */
export function refuse(refusal: Refusal | null | undefined): void {
  if (refusal) throw refusalError(refusal);
}
