import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { missionNameIn } from "../../../content/localized.ts";
import { AdminQueueSchema } from "../../../contract/review.ts";
import { requestLocale } from "../../lib/i18n.ts";
import * as reviewService from "./service.ts";

export async function reviewRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const settings = reviewService.reviewSettingsOf(app.env);

  routes.get(
    "/api/review/queue",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["review"],
        summary:
          "The admins' queue: what waited past the escalation age in any club, and everything waiting in clubs without a leader, oldest first",
        response: { 200: AdminQueueSchema },
      },
    },
    async (request) => {
      const queue = await reviewService.adminQueue(db, app.clock, settings);
      // Built-in missions by their name in the admin's language; an admin's own as written.
      const locale = requestLocale(request);
      const named = <T extends { missionName: string | null }>(row: T): T => ({
        ...row,
        missionName: missionNameIn(locale, row.missionName),
      });
      return { ...queue, items: queue.items.map(named), decided: queue.decided.map(named) };
    },
  );
}
