import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AdminQueueSchema } from "../../../contract/review.ts";
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
    async () => reviewService.adminQueue(db, app.clock, settings),
  );
}
