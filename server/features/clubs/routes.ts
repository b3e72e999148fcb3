import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ClubDetailSchema,
  ClubMemberListSchema,
  ClubNameListQuerySchema,
  ClubNameListSchema,
  ClubParamsSchema,
  ClubSchema,
  ClubSearchQuerySchema,
  ClubSearchResultSchema,
  CreateClubSchema,
  LedClubListSchema,
} from "../../../contract/clubs.ts";
import { PageQuerySchema } from "../../../contract/common.ts";
import { sendIdempotent } from "../../lib/idempotency.ts";
import { sendPrecomputed } from "../../lib/precomputed-response.ts";
import { userOf } from "../../plugins/guards.ts";
import type { ClubEditFollower } from "./service.ts";
import * as clubService from "./service.ts";

/** The `:clubId` of a route whose params schema is ClubParamsSchema. */

export interface ClubRouteOptions {
  /** What other features do when a club is edited (app.ts: meetings follows the schedule). */
  clubEditFollowers?: readonly ClubEditFollower[];
}

export async function clubRoutes(app: FastifyInstance, options: ClubRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/api/clubs/names",
    {
      schema: {
        tags: ["clubs"],
        summary:
          "Club names for the landing page's 'Find a Club' list, in id order, a page at a time (public)",
        querystring: ClubNameListQuerySchema,
        response: { 200: ClubNameListSchema },
      },
    },
    async (request, reply) => {
      const { limit, after } = request.query;
      const page = await clubService.clubNamesPage(db, app.clubDirectory, limit, after);
      // Revalidated on every visit (a new club changes it): a 304 while it has not changed.
      return sendPrecomputed(request, reply, page, "no-cache");
    },
  );

  routes.get(
    "/api/clubs",
    {
      // Visitors may browse the clubs too (docs/product.md, round 3 decision 1): no standing, no meeting links.
      onRequest: app.identifyUser,
      schema: {
        tags: ["clubs"],
        summary:
          "Club search (public): every filter optional, the given ones must all match; 20 a page",
        querystring: ClubSearchQuerySchema,
        response: { 200: ClubSearchResultSchema },
      },
    },
    async (request) => clubService.searchClubs(db, app.clubDirectory, request.user, request.query),
  );

  routes.post(
    "/api/clubs",
    {
      config: { idempotent: true },
      onRequest: app.requireUser,
      schema: {
        tags: ["clubs"],
        summary: "Create a club; the creator becomes its leader",
        body: CreateClubSchema,
        response: { 201: ClubSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      return sendIdempotent(request, reply, { db, userId: user.id, status: 201 }, (tx) =>
        clubService.createClub(tx, user, request.body),
      );
    },
  );

  routes.get(
    "/api/clubs/led",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["clubs"],
        summary: "The clubs the signed-in user leads, a page at a time",
        querystring: PageQuerySchema,
        response: { 200: LedClubListSchema },
      },
    },
    async (request) => clubService.listLedClubs(db, userOf(request), request.query),
  );

  routes.get(
    "/api/clubs/:clubId",
    {
      onRequest: app.identifyUser,
      schema: {
        tags: ["clubs"],
        summary:
          "A club's page (public): details, leader's name, member count and the caller's standing",
        params: ClubParamsSchema,
        response: { 200: ClubDetailSchema },
      },
    },
    async (request) => clubService.getClub(db, request.user, request.params.clubId),
  );

  routes.put(
    "/api/clubs/:clubId",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["clubs"],
        summary:
          "Edit a club (its leader only), validated as on creation; a new name's old address redirects",
        params: ClubParamsSchema,
        body: CreateClubSchema,
        response: { 200: ClubDetailSchema },
      },
    },
    async (request) =>
      clubService.updateClub(
        db,
        app.clock,
        userOf(request),
        request.params.clubId,
        request.body,
        options.clubEditFollowers,
      ),
  );

  routes.get(
    "/api/clubs/:clubId/members",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["clubs"],
        summary: "The club's members (its leader only)",
        params: ClubParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: ClubMemberListSchema },
      },
    },
    async (request) =>
      clubService.listMembers(db, userOf(request), request.params.clubId, request.query),
  );
}
