import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ClubNameListQuerySchema, ClubNameListSchema } from "../../../contract/clubs.ts";
import * as clubService from "./service.ts";

export async function clubRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/clubs/names",
    {
      schema: {
        tags: ["clubs"],
        summary: "Club names for the landing page's 'Find a Club' list (public)",
        querystring: ClubNameListQuerySchema,
        response: { 200: ClubNameListSchema },
      },
    },
    async (request) => clubService.listClubNames(app.database.db, request.query.limit),
  );
}
