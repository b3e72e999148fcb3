import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  AppointCoLeaderSchema,
  ClubHandoverSchema,
  CoLeaderListSchema,
  CoLeaderParamsSchema,
  HandoverClubParamsSchema,
  HandoverOfferListSchema,
  OfferHandoverSchema,
} from "../../../contract/club-handover.ts";
import { NoBodySchema } from "../../../contract/common.ts";
import { userOf } from "../../plugins/guards.ts";
import * as handoverService from "./service.ts";

/** A leader hands their club to a member, who accepts or declines (ADR 046). */
export async function clubHandoverRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ["club-handover"];

  routes.get(
    "/api/clubs/:clubId/handover",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The club's open hand-over offer (its leader only)",
        params: HandoverClubParamsSchema,
        response: { 200: ClubHandoverSchema },
      },
    },
    async (request) => handoverService.findOffer(db, userOf(request), request.params.clubId),
  );

  routes.post(
    "/api/clubs/:clubId/handover",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "Offer the club to one of its members, who is told (its leader only; 400 for a non-member, 409 while an offer is open)",
        params: HandoverClubParamsSchema,
        body: OfferHandoverSchema,
      },
    },
    async (request, reply) => {
      await handoverService.offer(db, userOf(request), request.params.clubId, request.body.userId);
      return reply.code(204).send();
    },
  );

  routes.delete(
    "/api/clubs/:clubId/handover",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Withdraw the club's open hand-over offer (its leader only)",
        params: HandoverClubParamsSchema,
        body: NoBodySchema,
      },
    },
    async (request, reply) => {
      await handoverService.withdraw(db, userOf(request), request.params.clubId);
      return reply.code(204).send();
    },
  );

  for (const [action, summary, decide] of [
    [
      "accept",
      "Take over the club offered to me: I lead it, its former leader stays a member (409 at the limit of clubs led)",
      handoverService.accept,
    ],
    ["decline", "Decline the club offered to me; its leader is told", handoverService.decline],
  ] as const) {
    routes.post(
      `/api/clubs/:clubId/handover/${action}`,
      {
        onRequest: app.requireUser,
        schema: { tags, summary, params: HandoverClubParamsSchema, body: NoBodySchema },
      },
      async (request, reply) => {
        await decide(db, userOf(request), request.params.clubId);
        return reply.code(204).send();
      },
    );
  }

  routes.get(
    "/api/handovers",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The clubs offered to me by their leaders",
        response: { 200: HandoverOfferListSchema },
      },
    },
    async (request) => handoverService.listMine(db, userOf(request)),
  );

  routes.get(
    "/api/clubs/:clubId/co-leaders",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The club's co-leaders (its leader, co-leaders and admins)",
        params: HandoverClubParamsSchema,
        response: { 200: CoLeaderListSchema },
      },
    },
    async (request) => handoverService.listCoLeaders(db, userOf(request), request.params.clubId),
  );

  routes.post(
    "/api/clubs/:clubId/co-leaders",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "Make a member of the club a co-leader (its leader or an admin; 400 for a non-member, 409 at three co-leaders or the five-clubs limit)",
        params: HandoverClubParamsSchema,
        body: AppointCoLeaderSchema,
      },
    },
    async (request, reply) => {
      const { clubId } = request.params;
      await handoverService.appointCoLeader(db, userOf(request), clubId, request.body.userId);
      return reply.code(204).send();
    },
  );

  routes.delete(
    "/api/clubs/:clubId/co-leaders/:userId",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "End a co-leadership (the club's leader or an admin, or the co-leader stepping down); they stay a member",
        params: CoLeaderParamsSchema,
        body: NoBodySchema,
      },
    },
    async (request, reply) => {
      const { clubId, userId } = request.params;
      await handoverService.removeCoLeader(db, userOf(request), clubId, userId);
      return reply.code(204).send();
    },
  );
}
