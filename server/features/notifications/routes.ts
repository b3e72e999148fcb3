import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NoBodySchema, PageQuerySchema } from "../../../contract/common.ts";
import {
  NotificationListSchema,
  NotificationParamsSchema,
  UnreadCountSchema,
} from "../../../contract/notifications.ts";
import { userOf } from "../../plugins/guards.ts";
import * as notificationService from "./service.ts";

export async function notificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  app.events.addReplaySource(notificationService.notificationReplay(db));

  routes.get(
    "/api/notifications",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["notifications"],
        summary: "The signed-in person's notifications, newest first, a page at a time",
        querystring: PageQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    async (request) => notificationService.listNotifications(db, userOf(request).id, request.query),
  );

  routes.get(
    "/api/notifications/unread-count",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["notifications"],
        summary: "How many of the signed-in person's notifications are unread (the bell)",
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => notificationService.unreadCount(db, userOf(request).id),
  );

  routes.post(
    "/api/notifications/:notificationId/read",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["notifications"],
        summary: "Mark one of one's notifications read; answers the unread count",
        params: NotificationParamsSchema,
        body: NoBodySchema,
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) =>
      notificationService.markRead(
        db,
        app.clock,
        userOf(request).id,
        request.params.notificationId,
      ),
  );

  routes.post(
    "/api/notifications/read-all",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["notifications"],
        summary: "Mark all of one's notifications read",
        body: NoBodySchema,
        response: { 200: UnreadCountSchema },
      },
    },
    async (request) => notificationService.markAllRead(db, app.clock, userOf(request).id),
  );
}
