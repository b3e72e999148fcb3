import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { and, eq, ne } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import { accounts, sessions, users, verifications } from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import type { Mailer } from "../lib/mailer.ts";

/** The header the Fastify bridge sets from `request.ip`, overwriting anything a client sent. */
export const CLIENT_IP_HEADER = "x-blockvocates-client-ip";

export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_RENEWAL_SECONDS = 24 * 60 * 60;
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

export interface AuthDependencies {
  env: Env;
  db: Database;
  mailer: Mailer;
  /** Better Auth's own log lines (refused OAuth callbacks, unlinkable accounts) go here. */
  log?: FastifyBaseLogger;
}

export function googleConfigured(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

/**
 * When Google signs in a person whose email already has an unverified password account, that
 * password may have been set by someone else who registered the address first. Google has just
 * proved who owns the email: the stray password and its sessions are removed, and the email is
 * marked verified. The owner can set a password again through Forgot Password.
 */
async function secureLinkedGoogleAccount(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || user.emailVerified) return;
    await tx
      .delete(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  });
}

export function createAuth({ env, db, mailer, log }: AuthDependencies) {
  const https = env.BASE_URL.startsWith("https:");
  const googleIssuer = env.GOOGLE_ISSUER.replace(/\/+$/, "");
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
    onAPIError: { errorURL: `${env.BASE_URL}/Login` },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      // Our password policy counts characters (12-128); Better Auth counts UTF-16 units, so its
      // own bounds are only a backstop wide enough for 128 emoji.
      minPasswordLength: 12,
      maxPasswordLength: 512,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        // Built from the configured base URL, never from the request's Host header.
        const link = new URL("/ResetPassword", env.BASE_URL);
        link.searchParams.set("token", token);
        link.searchParams.set("email", user.email);
        await mailer.send({
          to: user.email,
          subject: "Reset your Blockvocates password",
          text: [
            `Hi ${user.name},`,
            "",
            "Someone (hopefully you) asked to reset the password of your Blockvocates account.",
            `Open this link within an hour to choose a new password: ${link.toString()}`,
            "",
            "If you did not ask for this, ignore this email: your password stays as it is.",
          ].join("\n"),
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
        // Only a provider that says the email is verified may join an existing account.
        trustedProviders: [],
        requireLocalEmailVerified: false,
      },
    },
    databaseHooks: {
      account: {
        create: {
          async after(account) {
            if (account.providerId !== "google") return;
            const others = await db
              .select({ id: accounts.id })
              .from(accounts)
              .where(and(eq(accounts.userId, account.userId), ne(accounts.id, account.id)));
            if (others.length > 0) await secureLinkedGoogleAccount(db, account.userId);
          },
        },
      },
    },
    // Login throttling is done per client and per account by the Fastify bridge; Better Auth's
    // own limiter guards the other endpoints, keyed by the address Fastify saw.
    rateLimit: {
      enabled: env.NODE_ENV !== "test",
      window: 60,
      max: 100,
    },
    advanced: {
      useSecureCookies: https,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https },
    },
    plugins: googleConfigured(env)
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
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
