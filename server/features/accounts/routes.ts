import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { MeSchema } from "../../../contract/me.ts";
import { userOf } from "../../plugins/guards.ts";
import * as accountService from "./service.ts";

export async function accountRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
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
}
