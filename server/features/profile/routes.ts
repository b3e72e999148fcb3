import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProfileSchema, ProfileUpdateSchema } from "../../../contract/profile.ts";
import { userOf } from "../../plugins/guards.ts";
import * as profileService from "./service.ts";

export async function profileRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().patch(
    "/api/profile",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["accounts"],
        summary: "Save the user's own identity, or one platform's social link (Mission 1)",
        body: ProfileUpdateSchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) =>
      profileService.updateProfile(app.database.db, userOf(request).id, request.body),
  );
}
