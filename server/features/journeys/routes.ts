import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { journeyNameIn, journeysIn } from "../../../content/localized.ts";
import {
  JourneyChoiceResultSchema,
  JourneyChoiceSchema,
} from "../../../contract/journey-choice.ts";
import { JourneyListSchema } from "../../../contract/journeys.ts";
import { LOCALES, type Locale } from "../../../contract/locales.ts";
import { requestLocale } from "../../lib/i18n.ts";
import {
  precomputeJson,
  sendPrecomputed,
  VARY_BY_LANGUAGE,
} from "../../lib/precomputed-response.ts";
import { userOf } from "../../plugins/guards.ts";
import * as journeyService from "./service.ts";

/**
 * Built-in content: checked against the contract and serialised once per language, at start
 * (ADR 019, ADR 020).
 */
const journeyLists = new Map(
  LOCALES.map((locale: Locale) => [
    locale,
    precomputeJson(JourneyListSchema.parse({ items: journeysIn(locale) })),
  ]),
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
    async (request, reply) => {
      const list = journeyLists.get(requestLocale(request)) ?? journeyLists.get("en");
      if (!list) throw new Error("The journeys were not prepared.");
      return sendPrecomputed(request, reply, list, "public, max-age=300", VARY_BY_LANGUAGE);
    },
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
    async (request) => {
      const chosen = await journeyService.chooseJourney(
        app.database.db,
        userOf(request).id,
        request.body.journeyId,
      );
      return { ...chosen, journeyName: journeyNameIn(requestLocale(request), chosen.journeyName) };
    },
  );
}
