import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { missionNamesIn } from "../../../content/localized.ts";
import {
  LeaderboardQuerySchema,
  LeaderboardSchema,
  LeaderboardVisibilitySchema,
  ProgressSchema,
} from "../../../contract/progress.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { userOf } from "../../plugins/guards.ts";
import * as progressService from "./service.ts";

export async function progressRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/api/credentials/progress",
    {
      onRequest: app.requireUser,
      config: { preparedReads: true },
      schema: {
        tags: ["progress"],
        summary: "The member's journey: each mission's state, with its credential once verified",
        response: { 200: ProgressSchema },
      },
    },
    async (request) => {
      const progress = await progressService.progressOf(db, app.clock, userOf(request));
      // The built-in missions' names in the reader's language (ADR 020).
      return { ...progress, items: missionNamesIn(requestLocale(request), progress.items) };
    },
  );

  routes.get(
    "/api/leaderboard",
    {
      onRequest: app.requireUser,
      config: { preparedReads: true },
      schema: {
        tags: ["progress"],
        summary:
          "The member's club leaderboard, by verified missions (this month, overall) or by $VOCATE earned this season",
        querystring: LeaderboardQuerySchema,
        response: { 200: LeaderboardSchema },
      },
    },
    async (request) =>
      progressService.leaderboardOf(db, app.clock, userOf(request), request.query.by),
  );

  routes.put(
    "/api/leaderboard/visibility",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["progress"],
        summary: "Hide yourself from your club's leaderboard, or show yourself again",
        body: LeaderboardVisibilitySchema,
        response: { 200: LeaderboardVisibilitySchema },
      },
    },
    async (request) =>
      progressService.setLeaderboardVisibility(db, userOf(request), request.body.hidden),
  );
}
