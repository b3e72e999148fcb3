import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { journeys } from "../../../content/journeys.ts";
import {
  JourneyChoiceResultSchema,
  JourneyChoiceSchema,
} from "../../../contract/journey-choice.ts";
import { JourneyListSchema } from "../../../contract/journeys.ts";
import { precomputeJson, sendPrecomputed } from "../../lib/precomputed-response.ts";
import { userOf } from "../../plugins/guards.ts";
import * as journeyService from "./service.ts";

/** Built-in content: checked against the contract and serialised once, at start (ADR 019). */
const journeyList = precomputeJson(
  JourneyListSchema.parse({
    items: journeys.map((journey) => ({ ...journey, modules: [...journey.modules] })),
  }),
);

export async function journeyRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/journeys",
    {
      schema: {
        tags: ["journeys"],
        summary: "The six career journeys with their modules",
        response: { 200: JourneyListSchema },
      },
    },
    async (request, reply) => sendPrecomputed(request, reply, journeyList, "public, max-age=300"),
  );

  routes.post(
    "/api/journeys/choice",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["journeys"],
        summary: "Choose one's journey: once, and only as a member of a club (409, 403)",
        body: JourneyChoiceSchema,
        response: { 200: JourneyChoiceResultSchema },
      },
    },
    async (request) =>
      journeyService.chooseJourney(app.database.db, userOf(request).id, request.body.pathId),
  );
}
