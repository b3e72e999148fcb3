import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { journeyNameIn, missionNamesIn } from "../../../content/localized.ts";
import {
  ProfileVisibilityInputSchema,
  ProfileVisibilitySchema,
  PublicProfileParamsSchema,
  PublicProfileSchema,
} from "../../../contract/public-profile.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { userOf } from "../../plugins/guards.ts";
import * as profileService from "./service.ts";

export async function publicProfileRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const baseUrl = app.env.BASE_URL;

  routes.get(
    "/api/public-profile",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["public profile"],
        summary: "Your public profile's switch and address",
        response: { 200: ProfileVisibilitySchema },
      },
    },
    async (request) => profileService.visibilityOf(db, baseUrl, userOf(request)),
  );

  routes.put(
    "/api/public-profile",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["public profile"],
        summary: "Switch your public profile on or off (private by default)",
        body: ProfileVisibilityInputSchema,
        response: { 200: ProfileVisibilitySchema },
      },
    },
    async (request) =>
      profileService.setVisibility(db, baseUrl, app.clock, userOf(request), request.body.isPublic),
  );

  routes.get(
    "/api/public-profiles/:publicId",
    {
      onRequest: app.identifyUser,
      schema: {
        tags: ["public profile"],
        summary:
          "A member's public profile: verified missions, credentials and meeting roles (404 when private)",
        params: PublicProfileParamsSchema,
        response: { 200: PublicProfileSchema },
      },
    },
    async (request) => {
      // The journey's, built-in missions' and roles' names in the reader's language (ADR 020).
      const locale = requestLocale(request);
      const profile = await profileService.getPublicProfile(
        db,
        baseUrl,
        request.params.publicId,
        request.user,
        { locale, now: app.clock.now() },
      );
      return {
        ...profile,
        journeyName: journeyNameIn(locale, profile.journeyName),
        verifiedMissions: missionNamesIn(locale, profile.verifiedMissions),
      };
    },
  );
}
