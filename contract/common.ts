import { z } from "zod";

/**
 * Characters nobody types into a form and that only hide what text says: C0 and C1 control
 * characters, and bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069),
 * which can make a name display as something else. Multi-line text keeps tab and newlines.
 */
const UNSAFE_IN_LINE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
export const UNSAFE_TEXT_MESSAGE = "Remove the invisible control or text-direction characters.";
export const isSafeLine = (value: string) => !UNSAFE_IN_LINE.test(value);
export const isSafeText = (value: string) => isSafeLine(value.replace(/[\t\n\r]/g, ""));

/**
 * Single-line text as people mean it: NFKC-normalised (full-width and other look-alike forms
 * become their plain letters), trimmed, without control or text-direction characters. Callers
 * add their own bounds: `lineText().min(1, "Enter…").max(60, "…")`.
 */
export function lineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).normalize("NFKC").trim().refine(isSafeLine, UNSAFE_TEXT_MESSAGE);
}

/** Multi-line text (notes, descriptions): as `lineText`, but tabs and line breaks stay. */
export function multilineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).normalize("NFKC").trim().refine(isSafeText, UNSAFE_TEXT_MESSAGE);
}

/**
 * The body of a write that takes no fields: none at all, or an empty JSON object. Anything else
 * (an unknown field, a form) is refused, so no route reads what it never declared.
 */
export const NoBodySchema = z.strictObject({}).nullish();

/** The longest path parameter of any route (a page's slug); the router allows exactly this. */
export const MAX_PATH_PARAMETER_LENGTH = 200;

/** The largest value of a PostgreSQL `integer` (int4, and so of every `serial` id): 2^31 - 1. */
export const INT4_MAX = 2_147_483_647;

/**
 * The one schema of an integer in a path or a query: a whole number in [min, max], the bounds of
 * what the database column behind it holds (issue 27 item 5). A value past them (2^31, 1e20),
 * fractional, or not a number is a 400 here, never a database error; the OpenAPI document
 * states both bounds. `max` must not pass INT4_MAX unless the column is a bigint.
 */
export function boundedInt(min: number, max: number) {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
    throw new Error(`boundedInt(${min}, ${max}): not a range of safe integers`);
  }
  return z.coerce.number().int().min(min).max(max);
}

/** A positive integer id in a URL path or query, e.g. `/api/clubs/:clubId`: a serial's range. */
export const IntIdSchema = boundedInt(1, INT4_MAX);

export const PageQuerySchema = z.strictObject({
  page: boundedInt(1, 10_000).default(1),
  pageSize: boundedInt(1, 100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  });
}

/** Stable, machine-readable error codes; the `type` of a problem response ends with one. */
export const ErrorCode = {
  validation: "validation",
  unauthenticated: "unauthenticated",
  forbidden: "forbidden",
  /** Allowed with an active membership (paid or a scholarship): the screen offers one. */
  membershipRequired: "membership-required",
  notFound: "not-found",
  conflict: "conflict",
  payloadTooLarge: "payload-too-large",
  unsupportedMediaType: "unsupported-media-type",
  paymentsUnavailable: "payments-unavailable",
  /** The payment provider refused or failed; its message is the detail. */
  providerUnavailable: "provider-unavailable",
  rateLimited: "rate-limited",
  databaseUnavailable: "database-unavailable",
  /**
   * The process is at a capacity limit (open event streams), or the rows a write needs are busy
   * (a lock or statement timeout, a deadlock: ADR 025): retry after Retry-After.
   */
  serviceBusy: "service-busy",
  internal: "internal",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** RFC 9457 problem details, as every API error is sent. */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  requestId: z.string().optional(),
  /** For validation problems: which field is wrong and why. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;

export const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["up", "down"]),
});
export type Health = z.infer<typeof HealthSchema>;

/** A club's or mission's page lives at `/` + its name without spaces. */
export function slugOf(name: string): string {
  return name.replace(/\s+/g, "");
}

/** Paths the app's own screens use: no club or mission may take one as its slug. */
export const RESERVED_SLUGS: readonly string[] = [
  "login",
  "signup",
  "forgotpassword",
  "resetpassword",
  "dashboard",
  "dashboardone",
  "dashboardtwo",
  "clubsearch",
  "previewpage",
  "workingpage",
  "clubleaderpage",
  "createclub",
  "missioncompletionpage",
  "missionverification",
  "checkout",
  "testcheckout",
  "missionmanager",
  "admin",
  "notificationsettings",
  "notifications",
  "rewards",
  "account",
  "adminqueue",
  "journeys",
  "credentials",
  "profile",
  "meetings",
  "checkin",
  "speeches",
  "opportunities",
  "partners",
  "reports",
  "keralablockvocates",
  "omanblockvocates",
  "about",
  "contact",
  "privacy",
  "terms",
  "api",
  "assets",
  "icons",
  "images",
];

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.includes(slug.toLowerCase());
}
