import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  ApplicantListSchema,
  ApplicantSchema,
  ApplyParamsSchema,
  ApplyToOpportunitySchema,
  MoveApplicationSchema,
  MyOpportunityApplicationListSchema,
  MyOpportunityApplicationSchema,
  OpportunityApplicationParamsSchema,
  PortfolioOptionsSchema,
} from "../../../contract/opportunity-applications.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { userOf } from "../../plugins/guards.ts";
import * as applicationService from "./service.ts";

const TAGS = ["opportunity-applications"];

export async function opportunityApplicationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const context = { clock: app.clock, baseUrl: app.env.BASE_URL };

  routes.get(
    "/api/me/portfolio-options",
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          "What the signed-in member may share when applying: their credentials (not revoked), delivered speeches, roles held, $VOCATE and linked wallets",
        response: { 200: PortfolioOptionsSchema },
      },
    },
    async (request) =>
      applicationService.getPortfolioOptions(db, context, userOf(request), requestLocale(request)),
  );

  routes.post(
    "/api/opportunities/:opportunityId/applications",
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          "Apply to a published opportunity before its deadline, once, with a note and what to share (one's own records only)",
        params: ApplyParamsSchema,
        body: ApplyToOpportunitySchema,
        response: { 201: MyOpportunityApplicationSchema },
      },
    },
    async (request, reply) => {
      const application = await applicationService.apply(
        db,
        context,
        userOf(request),
        request.params.opportunityId,
        request.body,
        requestLocale(request),
      );
      return reply.status(201).send(application);
    },
  );

  routes.get(
    "/api/me/opportunity-applications",
    {
      onRequest: app.requireUser,
      config: { preparedReads: true },
      schema: {
        tags: TAGS,
        summary: "The signed-in member's own applications to opportunities, newest first",
        response: { 200: MyOpportunityApplicationListSchema },
      },
    },
    async (request) => applicationService.listMine(db, userOf(request)),
  );

  routes.post(
    "/api/opportunity-applications/:applicationId/withdraw",
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary: "Withdraw one's own application (not once hired or declined)",
        params: OpportunityApplicationParamsSchema,
        body: NoBodySchema,
        response: { 200: MyOpportunityApplicationSchema },
      },
    },
    async (request) =>
      applicationService.withdraw(db, context, userOf(request), request.params.applicationId),
  );

  routes.get(
    "/api/opportunities/:opportunityId/applicants",
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          "An opportunity's applicants with only what each chose to share (its partner's people, or admins for an admin-posted one)",
        params: ApplyParamsSchema,
        response: { 200: ApplicantListSchema },
      },
    },
    async (request) =>
      applicationService.listApplicants(
        db,
        context,
        userOf(request),
        request.params.opportunityId,
        requestLocale(request),
      ),
  );

  routes.post(
    "/api/opportunity-applications/:applicationId/move",
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          "Shortlist, decline (with an optional note for the member) or hire an applicant (the opportunity's partner's people)",
        params: OpportunityApplicationParamsSchema,
        body: MoveApplicationSchema,
        response: { 200: ApplicantSchema },
      },
    },
    async (request) =>
      applicationService.move(
        db,
        context,
        userOf(request),
        request.params.applicationId,
        request.body,
        requestLocale(request),
      ),
  );
}
