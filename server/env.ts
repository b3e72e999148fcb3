import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, hint);

const positiveInteger = (fallback: number) =>
  z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(fallback);

const nonNegativeWhole = (fallback: number) =>
  z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65_535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().default("0.0.0.0"),
  BASE_URL: urlWithProtocols(["http:", "https:"], "must be an http(s) URL").optional(),
  DATABASE_URL: urlWithProtocols(
    ["postgres:", "postgresql:"],
    "must be a postgres:// URL (leave it unset for the embedded database)",
  ).optional(),
  DATA_DIR: z.string().default("./data"),
  /** The built web app; tests point it at their own build. */
  WEB_ROOT: z.string().default("dist/web"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** A request slower than this is logged at warn whatever its outcome (ADR 019). */
  LOG_SLOW_REQUEST_MS: nonNegativeWhole(500),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * The credential issuer's Ed25519 private key as a JWK (JSON). Unset: a key pair is generated
   * into DATA_DIR/credential-keys.json on first start (ADR 015).
   */
  CREDENTIAL_SIGNING_KEY: optionalString,
  /** Public JWKs (a JSON array) of former signing keys, still published so old credentials verify. */
  CREDENTIAL_RETIRED_KEYS: optionalString,
  /**
   * Web push (ADR 044): the VAPID key pair (RFC 8292), unpadded base64url: the public key a P-256
   * point (65 bytes), the private key its 32-byte scalar. Both or neither; neither: a pair is
   * generated into DATA_DIR/vapid-keys.json on first start. Changing them voids every device's
   * subscription (browsers tie a subscription to the key).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key, 65 bytes in unpadded base64url")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key, 32 bytes in unpadded base64url")
    .optional(),
  /** Who push services may contact about our pushes: a mailto: or https: URL (default: BASE_URL or a mailto: of its host). */
  VAPID_SUBJECT: urlWithProtocols(
    ["mailto:", "https:"],
    "must be a mailto: or https: URL",
  ).optional(),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: urlWithProtocols(["http:", "https:"], "must be an http(s) URL").default(
    "https://accounts.google.com",
  ),
  SMTP_URL: urlWithProtocols(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().default("Blockvocates <no-reply@blockvocates.local>"),
  /**
   * Signs the unsubscribe links of emails (HMAC); unset: AUTH_SECRET does. Changing it makes the
   * links of emails already sent stop working.
   */
  EMAIL_UNSUBSCRIBE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  STRIPE_API_BASE: urlWithProtocols(["http:", "https:"], "must be an http(s) URL").optional(),
  /**
   * The built-in test-mode checkout grants memberships without payment: only when chosen
   * (`npm start`, the demo, sets it), never by default, and never next to real Stripe keys.
   */
  PAYMENTS_TEST_MODE: z
    .enum(["true", "false"], { message: "must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  /**
   * PostgreSQL: the server cancels a statement after this long; one second later the client
   * gives up on a connection that does not answer, destroys it and answers 503. Readiness
   * (`/api/health`) uses the same budget.
   */
  DATABASE_QUERY_TIMEOUT_MS: positiveInteger(5_000),
  /**
   * PostgreSQL: name every statement the process runs again and again, so each connection
   * prepares it (ADR 055). Off by default: at full size PostgreSQL's generic plans made the
   * reports slower. The hottest reads, and every write's repeated statements (ADR 056), are
   * prepared whatever this says.
   */
  DATABASE_PREPARE_REPEATED: z
    .enum(["true", "false"], { message: "must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
  /**
   * PostgreSQL: the most parallel workers one of the app's statements may start
   * (`max_parallel_workers_per_gather`). 0 by default: a request's statements are small, and
   * starting workers for them made the leader's club report slower at full size (ADR 062).
   */
  DATABASE_PARALLEL_WORKERS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 64")
    .max(64, "must be between 0 and 64")
    .default(0),
  /**
   * Server processes (node:cluster workers) on PostgreSQL: a number, or `auto` for one per CPU
   * core. The embedded database serves one process, so anything but 1 is refused there.
   */
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .regex(/^(auto|[1-9][0-9]{0,2})$/, "must be a whole number from 1 to 999, or auto")
    .default("1"),
  /** Bearer token of `GET /metrics` (Prometheus); unset, the route does not exist (404). */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** Open event streams one user may hold per process; a new one closes their oldest. */
  EVENT_STREAMS_PER_USER: positiveInteger(5),
  /**
   * Open event streams per process; beyond it new streams get 503 with Retry-After. Keep it
   * well below the file-descriptor limit (`ulimit -n`) so API calls still find room.
   */
  EVENT_STREAMS_MAX: positiveInteger(5_000),
  /** A leader gets one digest a day while anything in their clubs waits longer than this. */
  REVIEW_DIGEST_AFTER_DAYS: positiveInteger(2),
  /**
   * What waits longer than this escalates to the admins (once per item) and their queue; 0 puts
   * everything waiting in the admins' queue at once (the browser tests do).
   */
  REVIEW_ESCALATE_AFTER_DAYS: nonNegativeWhole(7),
  /**
   * How long a process keeps an admins' programme report it worked out (ADR 052), per period and
   * region; 0 works every one out afresh. The page says when its figures were worked out.
   */
  REPORT_CACHE_SECONDS: nonNegativeWhole(120),
  /** How often the server looks for what waits too long (digests and escalations); a week at most. */
  REVIEW_SWEEP_INTERVAL_MINUTES: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 10080 (a week)")
    .max(10_080, "must be between 1 and 10080 (a week)")
    .default(15),
});

export type Env = z.infer<typeof EnvSchema> & { BASE_URL: string };

/** The key that signs unsubscribe links: its own, or the auth secret. */
export function unsubscribeSecretOf(env: Env): string {
  const secret = env.EMAIL_UNSUBSCRIBE_SECRET ?? env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET must be set before the app is built.");
  return secret;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; a bad value stops start-up with one line naming the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join(".") ?? "environment";
    throw new ConfigError(`Configuration error: ${name} ${issue?.message ?? "is invalid"}`);
  }
  const env = result.data;
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    const missing = env.VAPID_PUBLIC_KEY === undefined ? "VAPID_PUBLIC_KEY" : "VAPID_PRIVATE_KEY";
    throw new ConfigError(
      `Configuration error: ${missing} must be set too (set both VAPID keys, or neither)`,
    );
  }
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, BASE_URL: baseUrl };
}
