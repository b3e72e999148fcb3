import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  PushEndpointSchema,
  PushKeySchema,
  PushPreferencesSchema,
  PushSubscriptionInputSchema,
  PushSubscriptionSavedSchema,
  UpdatePushPreferencesSchema,
} from "../../../contract/push.ts";
import type { VapidKeys } from "../../notify/index.ts";
import { userOf } from "../../plugins/guards.ts";
import { endpointRuleOf } from "./policy.ts";
import * as pushService from "./service.ts";

/** Web push (issue 38, ADR 044): the server's key, a person's devices and their choice per kind. */
export async function pushRoutes(app: FastifyInstance, options: { vapid: VapidKeys }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const rule = endpointRuleOf(app.env.NODE_ENV);

  routes.get(
    "/api/push/key",
    {
      schema: {
        tags: ["notifications"],
        summary: "The server's VAPID public key, for PushManager.subscribe",
        response: { 200: PushKeySchema },
      },
    },
    async () => ({ publicKey: options.vapid.publicKey }),
  );

  routes.post(
    "/api/push/subscriptions",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["notifications"],
        summary: "Subscribe this device to push notifications (its PushSubscription as JSON)",
        body: PushSubscriptionInputSchema,
        response: { 201: PushSubscriptionSavedSchema },
      },
    },
    async (request, reply) => {
      const saved = await pushService.subscribe(
        db,
        app.clock,
        rule,
        userOf(request).id,
        request.body,
        request.headers["user-agent"],
      );
      return reply.code(201).send(saved);
    },
  );

  routes.delete(
    "/api/push/subscriptions",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["notifications"],
        summary: "Unsubscribe one of one's devices, by its endpoint (someone else's: 404)",
        body: PushEndpointSchema,
      },
    },
    async (request, reply) => {
      await pushService.unsubscribe(db, userOf(request).id, request.body.endpoint);
      return reply.code(204).send();
    },
  );

  routes.get(
    "/api/me/push-preferences",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["notifications"],
        summary: "Which kinds of notification are pushed to the signed-in person's devices",
        response: { 200: PushPreferencesSchema },
      },
    },
    async (request) => pushService.getPreferences(db, userOf(request).id),
  );

  routes.put(
    "/api/me/push-preferences",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["notifications"],
        summary: "Turn pushes of kinds of notification on or off (only the kinds named change)",
        body: UpdatePushPreferencesSchema,
        response: { 200: PushPreferencesSchema },
      },
    },
    async (request) =>
      pushService.updatePreferences(db, app.clock, userOf(request).id, request.body),
  );
}
