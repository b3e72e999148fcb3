import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ApplicationListQuerySchema,
  ApplicationParamsSchema,
  ApplicationSchema,
  ApplyBodySchema,
  ClubApplicationListSchema,
  DecisionBodySchema,
  MyApplicationListSchema,
} from "../../../contract/applications.ts";
import { ClubParamsSchema } from "../../../contract/clubs.ts";
import { sendIdempotent } from "../../lib/idempotency.ts";
import { userOf } from "../../plugins/guards.ts";
import * as applicationService from "./service.ts";

export async function applicationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const context = { clock: app.clock, adminEmails: app.env.ADMIN_EMAILS };

  routes.post(
    "/api/clubs/:clubId/applications",
    {
      config: { idempotent: true },
      onRequest: app.requireUser,
      schema: {
        tags: ["applications"],
        summary: "Apply to join a club (one application per user per club)",
        params: ClubParamsSchema,
        body: ApplyBodySchema,
        response: { 201: ApplicationSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      return sendIdempotent(request, reply, { db, userId: user.id, status: 201 }, (tx) =>
        applicationService.apply(tx, context, user, request.params.clubId),
      );
    },
  );

  routes.get(
    "/api/applications/mine",
    {
      onRequest: app.requireUser,
      config: { preparedReads: true },
      schema: {
        tags: ["applications"],
        summary:
          "The signed-in person's own applications, newest first: pending since when, or decided with the note",
        response: { 200: MyApplicationListSchema },
      },
    },
    async (request) => applicationService.listOwnApplications(db, userOf(request)),
  );

  routes.get(
    "/api/clubs/:clubId/applications",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["applications"],
        summary: "The club's applications with each applicant's name and email (its leader only)",
        params: ClubParamsSchema,
        querystring: ApplicationListQuerySchema,
        response: { 200: ClubApplicationListSchema },
      },
    },
    async (request) => {
      return applicationService.listClubApplications(
        db,
        userOf(request),
        request.params.clubId,
        request.query,
      );
    },
  );

  for (const [action, decision] of [
    ["accept", "accepted"],
    ["reject", "rejected"],
  ] as const) {
    routes.post(
      `/api/applications/:applicationId/${action}`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ["applications"],
          summary: `${action === "accept" ? "Accept" : "Reject"} a pending application, with an optional note for the applicant (the club's leader, or an admin)`,
          params: ApplicationParamsSchema,
          body: DecisionBodySchema,
          response: { 200: ApplicationSchema },
        },
      },
      async (request) =>
        applicationService.decide(
          db,
          context,
          userOf(request),
          request.params.applicationId,
          decision,
          request.body?.note ?? null,
        ),
    );
  }
}
