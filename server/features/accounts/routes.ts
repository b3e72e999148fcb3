import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { LanguageChoiceSchema, MeSchema } from "../../../contract/me.ts";
import { NavigationSchema } from "../../../contract/navigation.ts";
import { userOf } from "../../plugins/guards.ts";
import * as accountService from "./service.ts";

export async function accountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/api/me",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "The signed-in user, with their club's and journey's names",
        response: { 200: MeSchema },
      },
    },
    async (request) => {
      return accountService.getMe(app.database.db, userOf(request));
    },
  );

  routes.put(
    "/api/me/language",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Choose the language of the app, one's emails and calendar events (en, ml, ar)",
        body: LanguageChoiceSchema,
        response: { 200: LanguageChoiceSchema },
      },
    },
    async (request) =>
      accountService.chooseLanguage(app.database.db, userOf(request), request.body.language),
  );

  routes.get(
    "/api/me/navigation",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary:
          "What the navigation offers the signed-in person: their club, the clubs they lead with what waits there, admin pages",
        response: { 200: NavigationSchema },
      },
    },
    async (request) => accountService.getNavigation(app.database.db, userOf(request)),
  );
}
