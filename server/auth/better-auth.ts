import { createHash, randomUUID } from "node:crypto";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { and, eq, like, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isLocale, type Locale } from "../../contract/locales.ts";
import { isVisibleName } from "../../contract/names.ts";
import type { Database } from "../db/client.ts";
import {
  accounts,
  authRateLimits,
  passkeys,
  sessions,
  users,
  verifications,
} from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import { headerLocale } from "../lib/i18n.ts";
import type { Mailer } from "../lib/mailer.ts";
import { sendAccountEmail } from "../notify/index.ts";
import {
  claimMailboxByLink,
  claimMailboxByProvider,
  claimMailboxByReset,
  isEmailVerified,
  type MailboxClaim,
} from "./mailbox-proof.ts";
import { authMessages } from "./messages.ts";
import { type WalletSignIn, walletSignInPlugin } from "./wallet-sign-in.ts";

/** The header the Fastify bridge sets from `request.ip`, overwriting anything a client sent. */
export const CLIENT_IP_HEADER = "x-blockvocates-client-ip";

export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_RENEWAL_SECONDS = 24 * 60 * 60;
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
export const VERIFICATION_LINK_LIFETIME_SECONDS = 24 * 60 * 60;

/** A password hasher in Better Auth's shape (`emailAndPassword.password`). */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

export interface AuthDependencies {
  env: Env;
  db: Database;
  mailer: Mailer;
  /** Better Auth's own log lines (refused OAuth callbacks, unlinkable accounts) go here. */
  log?: FastifyBaseLogger;
  /**
   * How passwords are hashed and checked; Better Auth's scrypt when absent (always, in the app).
   * Only code can set it, never configuration: the API tests pass a cheaper one (ADR 021).
   */
  passwordHashing?: PasswordHashing;
  /** After a password reset: the owner has proved the mailbox (lifts their login throttle). */
  onPasswordReset?: (user: { id: string; email: string }) => Promise<void>;
  /**
   * The confirmation link of `request` proved the mailbox: the person opening it now chooses the
   * account's password with the claim's reset token (mailbox-proof.ts).
   */
  onMailboxClaimed?: (
    request: Request | undefined,
    claim: MailboxClaim & { email: string },
  ) => void;
  /**
   * After a sign-in (a session created): the composition root passes what features do then,
   * e.g. account-data calls off a deletion in its grace period (ADR 027).
   */
  onSignIn?: (userId: string) => Promise<void>;
  /** Signing in with a linked wallet (the wallets feature, passed by the composition root). */
  walletSignIn?: WalletSignIn;
}

/**
 * The language of an account email: the person's stored language, else the language of the
 * request that caused it (the screen's, ADR 020), else English.
 */
async function recipientLocale(db: Database, userId: string, request?: Request): Promise<Locale> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (isLocale(row?.language)) return row.language;
  return headerLocale(request?.headers.get("accept-language"), request?.headers.get("cookie"));
}

/**
 * Only the newest reset link of a person works: issuing one, or using one, ends all others
 * (Better Auth keeps each as a `reset-password:<token>` row whose value is the user's id).
 */
async function deleteOtherResetTokens(db: Database, userId: string, keepToken?: string) {
  await db
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, "reset-password:%"),
        eq(verifications.value, userId),
        keepToken ? ne(verifications.identifier, `reset-password:${keepToken}`) : undefined,
      ),
    );
}

/** What a name may not hide (contract/names.ts refuses these in names people type). */
const HIDDEN_IN_NAME =
  /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\u2800]/gu;
const NAME_MAX_LENGTH = 80;

/**
 * A name from Google follows the rules of a name typed at sign-up: NFKC, no invisible or
 * direction characters, at most 80 characters; one that is nothing but those becomes "Member".
 */
export function nameFromProvider(raw: unknown): string {
  const normalized = String(raw ?? "")
    .normalize("NFKC")
    .trim();
  const visible = isVisibleName(normalized)
    ? normalized
    : normalized.replace(HIDDEN_IN_NAME, "").replace(/\s+/g, " ").trim();
  const name = [...visible].slice(0, NAME_MAX_LENGTH).join("").trim();
  return name && isVisibleName(name) ? name : "Member";
}

export function googleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export const ACCOUNT_DISABLED_MESSAGE =
  "This account has been disabled by an admin. Write to the programme if you think this is a mistake.";

/** Names a one-time link without keeping it: the key of its email (sent once per link). */
const digestOf = (secret: string) => createHash("sha256").update(secret).digest("base64url");

export function createAuth({
  env,
  db,
  mailer,
  log,
  onPasswordReset,
  onMailboxClaimed,
  onSignIn,
  walletSignIn,
  passwordHashing,
}: AuthDependencies) {
  const https = env.BASE_URL.startsWith("https:");
  const googleIssuer = env.GOOGLE_ISSUER.replace(/\/+$/, "");
  const host = new URL(env.BASE_URL).hostname;
  // Account emails go through the durable email queue (sent at once when the SMTP server accepts,
  // retried when it refuses). They carry no name: the address may not be proven yet, and whoever
  // typed it chose the name (docs/security.md).
  const accountEmail = (
    user: { id: string; email: string },
    key: string,
    mail: { subject: string; text: string },
  ) => sendAccountEmail(db, mailer, { key, userId: user.id, to: user.email, host, ...mail }, log);
  return betterAuth({
    appName: "Blockvocates",
    baseURL: env.BASE_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.BASE_URL],
    logger: log
      ? {
          log(level, message, ...args) {
            const err = args.find((arg) => arg instanceof Error);
            const details = args.filter((arg) => !(arg instanceof Error));
            log[level]({ err, details: details.length > 0 ? details : undefined }, message);
          },
        }
      : undefined,
    // A refused Google sign-in (bad state, unlinkable account...) lands on the Login screen,
    // which explains it, rather than on Better Auth's own error page.
    // Failures that are not Better Auth's own answers (a database that does not answer) are
    // thrown to the app's error handler: 503 problem+json like every route, logged without
    // secrets, never printed to the console.
    onAPIError: { errorURL: `${env.BASE_URL}/Login`, throw: true },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits,
        passkey: passkeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      // Sign-up answers alike whether or not the email has an account (no enumeration): it never
      // signs in by itself; the screen signs in with the new password right after. Someone who
      // already has an account gets an email saying so instead.
      autoSignIn: false,
      async onExistingUserSignUp({ user }, request) {
        const locale = await recipientLocale(db, user.id, request);
        await accountEmail(user, `account:existing:${user.id}:${randomUUID()}`, {
          subject: authMessages.t(locale, "emails.existingAccount.subject"),
          text: authMessages.t(locale, "emails.existingAccount.text", {
            loginLink: new URL("/Login", env.BASE_URL).toString(),
            forgotLink: new URL("/ForgotPassword", env.BASE_URL).toString(),
          }),
        });
      },
      // Our password policy counts characters (12-128); Better Auth counts UTF-16 units, so its
      // own bounds are only a backstop wide enough for 128 emoji.
      minPasswordLength: 12,
      maxPasswordLength: 512,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Opening the reset link proved the mailbox: the address counts as verified from now on,
      // and what was linked to the account before that proof goes (mailbox-proof.ts).
      async onPasswordReset({ user }) {
        await deleteOtherResetTokens(db, user.id);
        if (!user.emailVerified) await claimMailboxByReset(db, user.id);
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
        await onPasswordReset?.(user);
      },
      async sendResetPassword({ user, token }, request) {
        await deleteOtherResetTokens(db, user.id, token);
        // Built from the configured base URL, never from the request's Host header.
        const link = new URL("/ResetPassword", env.BASE_URL);
        link.searchParams.set("token", token);
        link.searchParams.set("email", user.email);
        const locale = await recipientLocale(db, user.id, request);
        await accountEmail(user, `account:reset:${user.id}:${digestOf(token)}`, {
          subject: authMessages.t(locale, "emails.reset.subject"),
          text: authMessages.t(locale, "emails.reset.text", {
            link: link.toString(),
          }),
        });
      },
    },
    // Members may use the app before verifying; admin rights need a verified address. Opening the
    // confirmation link signs nobody in: it ends every session of the account, and whoever opened
    // it chooses the password (the one chosen at sign-up predates the proof; mailbox-proof.ts).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_LIFETIME_SECONDS,
      async afterEmailVerification(user, request) {
        const claim = await claimMailboxByLink(db, user.id, RESET_LINK_LIFETIME_SECONDS);
        onMailboxClaimed?.(request, { ...claim, email: user.email });
      },
      async sendVerificationEmail({ user, url }, request) {
        const locale = await recipientLocale(db, user.id, request);
        await accountEmail(user, `account:verify:${user.id}:${digestOf(url)}`, {
          subject: authMessages.t(locale, "emails.verify.subject"),
          text: authMessages.t(locale, "emails.verify.text", { link: url }),
        });
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_RENEWAL_SECONDS,
    },
    account: {
      // Google's access and refresh tokens are kept only encrypted (the app never calls Google).
      encryptOAuthTokens: true,
      accountLinking: {
        enabled: true,
        // Only a provider that says the email is verified may join an existing account. Joining
        // an account whose own address is unproven proves it: the account's earlier sessions,
        // password and links end first (the `account` hook below), so someone who registered the
        // address before its owner keeps nothing.
        trustedProviders: [],
        requireLocalEmailVerified: false,
      },
    },
    // Login throttling is done per client and per account by the Fastify bridge; Better Auth's
    // own limiter guards the other endpoints, keyed by the address Fastify saw. Both keep their
    // counts in the database, so every process enforces one limit.
    rateLimit: {
      enabled: env.NODE_ENV !== "test",
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
    },
    // A disabled account gets no new session, whichever way it signs in (password or Google).
    databaseHooks: {
      account: {
        create: {
          async after(account) {
            if (account.providerId === "credential") return;
            if (await isEmailVerified(db, account.userId)) return;
            await claimMailboxByProvider(db, account.userId, account.id);
          },
        },
      },
      session: {
        create: {
          async before(session) {
            const [owner] = await db
              .select({ disabledAt: users.disabledAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (owner?.disabledAt) {
              throw new APIError("FORBIDDEN", {
                message: ACCOUNT_DISABLED_MESSAGE,
                code: "ACCOUNT_DISABLED",
              });
            }
          },
          async after(session) {
            await onSignIn?.(session.userId);
          },
        },
      },
    },
    advanced: {
      useSecureCookies: https,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
    },
    plugins: [
      // Passkeys (WebAuthn): the relying party is BASE_URL's host name, ceremonies only from
      // its origin (browsers refuse an IP address as RP ID: run at localhost, not 127.0.0.1).
      passkey({ rpID: host, rpName: "Blockvocates", origin: env.BASE_URL }),
      ...(walletSignIn ? [walletSignInPlugin(walletSignIn)] : []),
      ...(googleConfigured(env)
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "google",
                  clientId: env.GOOGLE_CLIENT_ID ?? "",
                  clientSecret: env.GOOGLE_CLIENT_SECRET,
                  discoveryUrl: `${googleIssuer}/.well-known/openid-configuration`,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  requireIdTokenVerification: true,
                  mapProfileToUser: (profile) => ({ name: nameFromProvider(profile.name) }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
