import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  AdminOpportunityQuerySchema,
  CreateOpportunitySchema,
  MatchingOpportunitiesSchema,
  OpportunityListSchema,
  OpportunityParamsSchema,
  OpportunityReviewSchema,
  OpportunitySchema,
  OpportunitySearchSchema,
  PartnerOpportunitiesParamsSchema,
  PostedOpportunityListSchema,
  PostedOpportunitySchema,
} from "../../../contract/opportunities.ts";
import { sendIdempotent } from "../../lib/idempotency.ts";
import { userOf } from "../../plugins/guards.ts";
import * as opportunityService from "./service.ts";

/** The opportunities board (issue 37, ADR 041): posting, review, browsing, closing. */
export async function opportunityRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const context = { clock: app.clock, adminEmails: app.env.ADMIN_EMAILS };

  routes.post(
    "/api/partners/:partnerId/opportunities",
    {
      config: { idempotent: true },
      onRequest: app.requireUser,
      schema: {
        tags: ["opportunities"],
        summary:
          "Post an opportunity for an approved partner (its people only): published at once if the partner is trusted, else waiting for an admin's review",
        params: PartnerOpportunitiesParamsSchema,
        body: CreateOpportunitySchema,
        response: { 201: OpportunitySchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      return sendIdempotent(request, reply, { db, userId: user.id, status: 201 }, (tx) =>
        opportunityService.postForPartner(
          tx,
          context,
          user,
          request.params.partnerId,
          request.body,
        ),
      );
    },
  );

  routes.get(
    "/api/partners/:partnerId/opportunities",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["opportunities"],
        summary:
          "A partner's opportunities in every status, with their applicant counts (its people and admins)",
        params: PartnerOpportunitiesParamsSchema,
        response: { 200: PostedOpportunityListSchema },
      },
    },
    async (request) =>
      opportunityService.listPartnerOpportunities(db, userOf(request), request.params.partnerId),
  );

  routes.post(
    "/api/admin/opportunities",
    {
      config: { idempotent: true },
      onRequest: app.requireAdmin,
      schema: {
        tags: ["opportunities"],
        summary: "An admin posts an opportunity for the programme (no partner): published at once",
        body: CreateOpportunitySchema,
        response: { 201: OpportunitySchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      return sendIdempotent(request, reply, { db, userId: user.id, status: 201 }, (tx) =>
        opportunityService.postForProgramme(tx, context, user, request.body),
      );
    },
  );

  routes.get(
    "/api/admin/opportunities",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["opportunities"],
        summary: "Opportunities by status for the admins (by default those waiting for review)",
        querystring: AdminOpportunityQuerySchema,
        response: { 200: PostedOpportunityListSchema },
      },
    },
    async (request) => opportunityService.listForAdmins(db, request.query.status),
  );

  routes.post(
    "/api/admin/opportunities/:opportunityId/review",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["opportunities"],
        summary:
          "Publish or reject a waiting opportunity (audit-logged); publishing trusts its partner unless unticked; the poster is told",
        params: OpportunityParamsSchema,
        body: OpportunityReviewSchema,
        response: { 200: PostedOpportunitySchema },
      },
    },
    async (request) =>
      opportunityService.reviewOpportunity(
        db,
        context,
        userOf(request),
        request.params.opportunityId,
        request.body,
      ),
  );

  routes.get(
    "/api/opportunities",
    {
      // Visitors may browse too, as the club search (docs/product.md): no `viewer` for them.
      onRequest: app.identifyUser,
      schema: {
        tags: ["opportunities"],
        summary:
          "The board (public): published opportunities before their deadline, filtered and searched (full text), 20 a page",
        querystring: OpportunitySearchSchema,
        response: { 200: OpportunityListSchema },
      },
    },
    async (request) =>
      opportunityService.searchBoard(db, app.clock, request.user ?? null, request.query),
  );

  routes.get(
    "/api/me/opportunities/matching",
    {
      onRequest: app.requireUser,
      config: { preparedReads: true },
      schema: {
        tags: ["opportunities"],
        summary:
          "Opportunities for the signed-in member: suited to their journey, every ask met; newest first, at most 5",
        response: { 200: MatchingOpportunitiesSchema },
      },
    },
    async (request) => opportunityService.matchingForMember(db, app.clock, userOf(request)),
  );

  routes.get(
    "/api/opportunities/:opportunityId",
    {
      onRequest: app.identifyUser,
      schema: {
        tags: ["opportunities"],
        summary:
          "One opportunity: on the board for anyone; waiting, rejected or closed for its partner's people and admins only",
        params: OpportunityParamsSchema,
        response: { 200: OpportunitySchema },
      },
    },
    async (request) =>
      opportunityService.getOpportunity(
        db,
        app.clock,
        request.user ?? null,
        request.params.opportunityId,
      ),
  );

  routes.post(
    "/api/opportunities/:opportunityId/close",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["opportunities"],
        summary: "Close an opportunity before its deadline (its partner's people or an admin)",
        params: OpportunityParamsSchema,
        body: NoBodySchema,
        response: { 200: OpportunitySchema },
      },
    },
    async (request) =>
      opportunityService.closeOpportunity(
        db,
        app.clock,
        userOf(request),
        request.params.opportunityId,
      ),
  );
}
