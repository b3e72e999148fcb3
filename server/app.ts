import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { MAX_PATH_PARAMETER_LENGTH } from "../contract/common.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { preparingRepeated } from "./db/statement-names.ts";
import type { Env } from "./env.ts";
import { registerEvents } from "./events/routes.ts";
import { accountDataJobs } from "./features/account-data/jobs.ts";
import { accountDataRoutes } from "./features/account-data/routes.ts";
import { cancelDeletionOnSignIn } from "./features/account-data/service.ts";
import { accountRoutes } from "./features/accounts/routes.ts";
import { adminRoutes } from "./features/admin/routes.ts";
import { applicationRoutes } from "./features/applications/routes.ts";
import { personalFeedDetails } from "./features/attendance/index.ts";
import { attendanceJobs } from "./features/attendance/jobs.ts";
import { attendanceRoutes } from "./features/attendance/routes.ts";
import { clubHandoverRoutes } from "./features/club-handover/routes.ts";
import { CLUB_DIRECTORY_TTL_MS, registerClubDirectory } from "./features/clubs/directory.ts";
import { clubRoutes } from "./features/clubs/routes.ts";
import { completionRoutes } from "./features/completions/routes.ts";
import { createCredentialIssuer } from "./features/credentials/issuer.ts";
import { credentialRoutes } from "./features/credentials/routes.ts";
import { emailPreferenceRoutes } from "./features/email-preferences/routes.ts";
import { evaluationRoutes } from "./features/evaluations/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { journeyRoutes } from "./features/journeys/routes.ts";
import { meetingConsoleRoutes } from "./features/meeting-console/routes.ts";
import { meetingRoleJobs } from "./features/meeting-roles/jobs.ts";
import { meetingRoleRoutes } from "./features/meeting-roles/routes.ts";
import { meetingJobs } from "./features/meetings/jobs.ts";
import { meetingRoutes } from "./features/meetings/routes.ts";
import { followClubEdit } from "./features/meetings/service.ts";
import { membershipRoutes } from "./features/memberships/routes.ts";
import { missionRoutes } from "./features/missions/routes.ts";
import { notificationRoutes } from "./features/notifications/routes.ts";
import { opportunityJobs } from "./features/opportunities/jobs.ts";
import { opportunityRoutes } from "./features/opportunities/routes.ts";
import { opportunityApplicationRoutes } from "./features/opportunity-applications/routes.ts";
import { pageRoutes } from "./features/pages/routes.ts";
import { pageExists } from "./features/pages/service.ts";
import { partnerRoutes } from "./features/partners/routes.ts";
import { paymentRoutes } from "./features/payments/routes.ts";
import { profileRoutes } from "./features/profile/routes.ts";
import { progressRoutes } from "./features/progress/routes.ts";
import { publicProfileRoutes } from "./features/public-profile/routes.ts";
import { pushRoutes } from "./features/push/routes.ts";
import { reportJobs } from "./features/reports/jobs.ts";
import { reportRoutes } from "./features/reports/routes.ts";
import { reviewRoutes } from "./features/review/routes.ts";
import { scheduleReviewSweeps } from "./features/review/schedule.ts";
import { rewardRoutes } from "./features/rewards/routes.ts";
import { scholarshipRoutes } from "./features/scholarships/routes.ts";
import { slotRoutes } from "./features/slots/routes.ts";
import { stepResponseRoutes } from "./features/step-responses/routes.ts";
import { signInChallenge, signInOwner } from "./features/wallets/index.ts";
import { walletRoutes } from "./features/wallets/routes.ts";
import "./lib/fastify-augment.ts";
import type { PasswordHashing } from "./auth/better-auth.ts";
import { registerAuth } from "./auth/bridge.ts";
import { createSessionReader, SESSION_CACHE_TTL_MS, type SessionUser } from "./auth/session.ts";
import { SessionCache } from "./auth/session-cache.ts";
import { registerSessionCacheInvalidation } from "./auth/session-cache-invalidation.ts";
import { registerSignedInHint } from "./auth/signed-in-hint.ts";
import { createJobQueue, type JobQueue, type JobQueueOptions } from "./jobs/queue.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import { withSafeLogging } from "./lib/log-safety.ts";
import { createMailer, type Mailer } from "./lib/mailer.ts";
import { loadVapidKeys } from "./notify/index.ts";
import { registerErrorHandling, sendFrameworkError } from "./plugins/errors.ts";
import { registerGuards } from "./plugins/guards.ts";
import { registerMetrics } from "./plugins/metrics.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { RequestLog } from "./plugins/request-log.ts";
import { registerSecurity } from "./plugins/security.ts";
import { registerStaticSpa } from "./plugins/static-spa.ts";

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** The built web app's folder; without it only the API is served. */
  webRoot?: string;
  logger?: FastifyServerOptions["logger"];
  /** Defaults to SMTP or the outbox, as configured. */
  mailer?: Mailer;
  /** Where the server reads the time; tests pass a ManualClock. */
  clock?: Clock;
  /** The job queue's worker and retry delays (tests shorten them). */
  jobs?: JobQueueOptions;
  /** How long a session read is cached (ADR 019); 0 turns the cache off. */
  sessionCacheTtlMs?: number;
  /** How long pages of the club directory are kept (ADR 023); 0 keeps none. */
  clubDirectoryTtlMs?: number;
  /** Runs the review sweep (digests, escalations) on a timer while the app is up: main.ts. */
  reviewSweeps?: boolean;
  /** Tests only: a cheaper password hasher than Better Auth's scrypt (ADR 021). */
  passwordHashing?: PasswordHashing;
}

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route the app registered: the deny-by-default test walks them. */
    registeredRoutes: RegisteredRoute[];
    /** Where the app reads the time (injectable: tests move it forward). */
    clock: Clock;
    /** The durable job queue (pg-boss): started when the app is ready, stopped on close. */
    jobs: JobQueue;
  }
}

export const BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole app: plugins, then features. Never listens: main.ts does, tests inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: withSafeLogging(options.logger),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // One line per request, at a level by outcome: plugins/request-log.ts.
    logController: new RequestLog(env.LOG_SLOW_REQUEST_MS),
    routerOptions: {
      caseSensitive: true,
      ignoreTrailingSlash: true,
      // The longest path parameter the contract allows (a page's slug): every valid address can
      // be reached, and a longer one gets the same problem+json as any other error.
      maxParamLength: MAX_PATH_PARAMETER_LENGTH,
    },
    frameworkErrors: sendFrameworkError,
  });
  // JSON is the only body the API reads (routes that need raw bytes declare their own parser):
  // a form, multipart or text body is refused with 415 before any route sees it.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("env", env);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") registeredRoutes.push({ method, url: route.url });
    }
  });
  app.decorate("database", options.database);
  app.decorate("clock", options.clock ?? systemClock);
  app.decorate("credentialIssuer", await createCredentialIssuer(env, app.clock));
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  // A write's statements find their rows by key: prepared once per connection (ADR 056), and so
  // are those of the reads that say so (ADR 066). Set just before the handler, after the body is
  // read (a socket's events may run in another context).
  app.addHook("preHandler", (request, _reply, done) => {
    const read = request.method === "GET" || request.method === "HEAD";
    if (read && !request.routeOptions.config.preparedReads) done();
    else preparingRepeated(done);
  });

  registerErrorHandling(app);
  await registerMetrics(app);
  await registerSecurity(app);
  // Pages ask /api/me only when this cookie says there is a session (ADR 048).
  registerSignedInHint(app, env.AUTH_SECRET ?? "");
  await app.register(compress, { global: true, threshold: 1024 });
  await registerOpenApi(app);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      db: options.database.db,
      log: app.log,
    });
  const walletDeps = () => ({ db: options.database.db, clock: app.clock, baseUrl: env.BASE_URL });
  const auth = await registerAuth(app, mailer, {
    passwordHashing: options.passwordHashing,
    // Signing in during a deletion's grace period calls the deletion off (ADR 027).
    onSignIn: async (userId) => {
      await cancelDeletionOnSignIn(options.database.db, userId);
    },
    // Signing in with a linked wallet: the wallets feature checks the signed message (issue 36).
    walletSignIn: {
      challenge: (input, locale) => signInChallenge(walletDeps(), input, locale),
      ownerOf: (signed) => signInOwner(walletDeps(), signed),
    },
  });
  // Emails of notifications go through the job queue; auth emails (confirm, reset) are sent at
  // once, as before.
  // Web push's VAPID keys (ADR 044): from the environment, or DATA_DIR's file (made on first start).
  const vapid = loadVapidKeys(env);
  const jobs = createJobQueue(
    { database: options.database, mailer, env, log: app.log, clock: app.clock, vapid },
    options.jobs,
  );
  // Features' own queues and sweeps (ADR 032): server/jobs knows no feature.
  jobs.register(meetingJobs);
  jobs.register(meetingRoleJobs);
  jobs.register(accountDataJobs);
  jobs.register(attendanceJobs);
  jobs.register(opportunityJobs);
  jobs.register(reportJobs);
  app.decorate("jobs", jobs);
  app.addHook("onReady", () => jobs.start());
  app.addHook("onClose", async () => {
    await jobs.stop();
    // The pooled SMTP connections of a mailer the app made (after the worker's last send).
    if (!options.mailer) await mailer.close?.();
  });
  await registerClubDirectory(app, options.clubDirectoryTtlMs ?? CLUB_DIRECTORY_TTL_MS);
  const sessionCache = new SessionCache<SessionUser>(
    options.sessionCacheTtlMs ?? SESSION_CACHE_TTL_MS,
  );
  await registerSessionCacheInvalidation(app, sessionCache);
  registerGuards(app, createSessionReader(env, options.database.db, auth, app.clock, sessionCache));
  await registerEvents(app);

  await app.register(healthRoutes);
  await app.register(accountRoutes, { mailer });
  await app.register(journeyRoutes);
  await app.register(clubRoutes, { clubEditFollowers: [followClubEdit] });
  await app.register(clubHandoverRoutes);
  await app.register(applicationRoutes);
  await app.register(membershipRoutes);
  await app.register(paymentRoutes);
  await app.register(pageRoutes);
  await app.register(missionRoutes);
  await app.register(stepResponseRoutes);
  await app.register(completionRoutes);
  await app.register(credentialRoutes);
  await app.register(progressRoutes);
  // The personal feed's answers and roles (ADR 033): the meetings feature imports neither.
  await app.register(meetingRoutes, { personalFeedDetails });
  await app.register(meetingRoleRoutes);
  await app.register(slotRoutes);
  await app.register(attendanceRoutes);
  await app.register(meetingConsoleRoutes);
  await app.register(evaluationRoutes);
  await app.register(profileRoutes);
  await app.register(publicProfileRoutes);
  await app.register(notificationRoutes);
  await app.register(adminRoutes);
  await app.register(scholarshipRoutes);
  await app.register(rewardRoutes);
  await app.register(reportRoutes);
  await app.register(emailPreferenceRoutes);
  await app.register(reviewRoutes);
  await app.register(accountDataRoutes);
  await app.register(walletRoutes);
  await app.register(pushRoutes, { vapid });
  await app.register(partnerRoutes, { mailer });
  await app.register(opportunityApplicationRoutes);
  await app.register(opportunityRoutes);
  if (options.reviewSweeps) scheduleReviewSweeps(app);

  await registerStaticSpa(app, options.webRoot, env.BASE_URL, (pathname) =>
    pageExists(options.database.db, pathname),
  );
  return app;
}
