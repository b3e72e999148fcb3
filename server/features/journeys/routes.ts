import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { journeys } from "../../../content/journeys.ts";
import { JourneyListSchema } from "../../../contract/journeys.ts";

const journeyList = {
  items: journeys.map((journey) => ({ ...journey, modules: [...journey.modules] })),
};

export async function journeyRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/journeys",
    {
      schema: {
        tags: ["journeys"],
        summary: "The six career journeys with their modules",
        response: { 200: JourneyListSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return journeyList;
    },
  );
}
