import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AccountDeletionScheduledSchema,
  AccountDeletionStatusSchema,
  DataExportDownloadQuerySchema,
  DataExportParamsSchema,
  DataExportStatusSchema,
  RequestAccountDeletionSchema,
} from "../../../contract/account-data.ts";
import { NoBodySchema } from "../../../contract/common.ts";
import { LoginThrottle } from "../../auth/login-throttle.ts";
import { sessionCookieName, verifiedSessionToken } from "../../auth/session-cookie.ts";
import { userOf } from "../../plugins/guards.ts";
import * as accountDataService from "./service.ts";

/** Wrong passwords per person before each further try waits (as the account page's checks). */
const PASSWORD_CHECK_LIMIT = 5;
const PASSWORD_CHECK_WINDOW_MS = 15 * 60 * 1000;

/** "Download my data" and "Delete my account" (ADR 027): the signed-in person's own only. */
export async function accountDataRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const secret = app.env.AUTH_SECRET;
  if (!secret) throw new Error("account data links need AUTH_SECRET (main.ts sets it)");
  const cookieName = sessionCookieName(app.env.BASE_URL.startsWith("https:"));
  const authContext = await app.auth.$context;
  const passwordChecks = new LoginThrottle(db, app.clock, {
    limit: PASSWORD_CHECK_LIMIT,
    windowMs: PASSWORD_CHECK_WINDOW_MS,
    backoff: { baseSeconds: 2, maxSeconds: 60 },
  });

  routes.get(
    "/api/me/data-export",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["account"],
        summary: "Where the person's newest data export stands, with its signed link when ready",
        response: { 200: DataExportStatusSchema },
      },
    },
    async (request) =>
      accountDataService.exportStatus(db, secret, userOf(request), app.clock.now()),
  );

  routes.post(
    "/api/me/data-export",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["account"],
        summary: "Ask for a JSON export of every row about the person (made by the job queue)",
        body: NoBodySchema,
        response: { 202: DataExportStatusSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await accountDataService.requestExport(db, app.jobs.boss, app.clock, user);
      return reply
        .code(202)
        .send(await accountDataService.exportStatus(db, secret, user, app.clock.now()));
    },
  );

  routes.get(
    "/api/me/data-export/:exportId/download",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["account"],
        summary: "Download an export: its owner only, by its signed link, for a day",
        params: DataExportParamsSchema,
        querystring: DataExportDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { content, filename } = await accountDataService.downloadExport(
        db,
        secret,
        userOf(request),
        { exportId: request.params.exportId, ...request.query },
        app.clock.now(),
      );
      return reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(JSON.stringify(content, null, 2));
    },
  );

  routes.get(
    "/api/me/account-deletion",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["account"],
        summary: "How the person confirms a deletion, and the clubs they must hand over first",
        response: { 200: AccountDeletionStatusSchema },
      },
    },
    async (request) => accountDataService.deletionStatus(db, userOf(request)),
  );

  routes.post(
    "/api/me/account-deletion",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["account"],
        summary:
          "Delete the account after 14 days (signing in before cancels it); every session ends now",
        body: RequestAccountDeletionSchema,
        response: { 202: AccountDeletionScheduledSchema },
      },
    },
    async (request, reply) => {
      const scheduled = await accountDataService.requestDeletion(
        db,
        { checks: passwordChecks, verify: authContext.password.verify },
        app.env.ADMIN_EMAILS,
        app.clock.now(),
        userOf(request),
        verifiedSessionToken(request.headers.cookie, cookieName, secret),
        request.body,
      );
      return reply.code(202).send(scheduled);
    },
  );
}
