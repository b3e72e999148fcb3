import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { journeyNameIn } from "../../../content/localized.ts";
import { ClubParamsSchema } from "../../../contract/clubs.ts";
import { NoBodySchema, PageQuerySchema } from "../../../contract/common.ts";
import {
  LeaveResultSchema,
  MemberParamsSchema,
  MemberProgressListSchema,
  RemoveMemberSchema,
} from "../../../contract/memberships.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { userOf } from "../../plugins/guards.ts";
import * as membershipService from "./service.ts";

export async function membershipRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.post(
    "/api/clubs/:clubId/leave",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["clubs"],
        summary:
          "Leave one's club: pending submissions there are withdrawn, a paid subscription is untouched",
        params: ClubParamsSchema,
        body: NoBodySchema,
        response: { 200: LeaveResultSchema },
      },
    },
    async (request) => membershipService.leave(db, userOf(request), request.params.clubId),
  );

  routes.post(
    "/api/clubs/:clubId/members/:userId/remove",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["clubs"],
        summary: "Remove a member with a reason the member is told (the club's leader only)",
        params: MemberParamsSchema,
        body: RemoveMemberSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { clubId, userId } = request.params;
      await membershipService.removeMember(
        db,
        userOf(request),
        clubId,
        userId,
        request.body.reason,
      );
      return reply.code(204).send(null);
    },
  );

  routes.get(
    "/api/clubs/:clubId/members/progress",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["clubs"],
        summary:
          "Each member's journey, missions, slots and last activity (the club's leader only)",
        params: ClubParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: MemberProgressListSchema },
      },
    },
    async (request) => {
      const list = await membershipService.listProgress(
        db,
        userOf(request),
        request.params.clubId,
        request.query,
      );
      // Each member's journey named in the reader's language (ADR 020).
      const locale = requestLocale(request);
      return {
        ...list,
        items: list.items.map((item) => ({
          ...item,
          journey: journeyNameIn(locale, item.journey),
        })),
      };
    },
  );

  routes.get(
    "/api/clubs/:clubId/members/export",
    {
      onRequest: app.requireUser,
      // Not JSON: the OpenAPI document describes the 200 answer as this type.
      config: { produces: "text/csv" },
      schema: {
        tags: ["clubs"],
        summary: "Every member's progress as a CSV file (RFC 4180, UTF-8 with BOM; leader only)",
        params: ClubParamsSchema,
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await membershipService.progressCsv(
        db,
        app.clock,
        userOf(request),
        request.params.clubId,
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("x-content-type-options", "nosniff")
        .send(csv);
    },
  );
}
