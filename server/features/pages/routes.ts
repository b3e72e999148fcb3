import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { SlugParamsSchema, SlugTargetSchema } from "../../../contract/pages.ts";
import * as pageService from "./service.ts";

export async function pageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/pages/:slug",
    {
      schema: {
        tags: ["pages"],
        summary: "What lives at / + slug: a club page or a mission (public: names only)",
        params: SlugParamsSchema,
        response: { 200: SlugTargetSchema },
      },
    },
    async (request) => pageService.resolveSlug(app.database.db, request.params.slug),
  );
}
