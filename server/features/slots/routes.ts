import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  BookedSlotListSchema,
  BookSlotSchema,
  MySlotSchema,
  SlotParamsSchema,
} from "../../../contract/slots.ts";
import { userOf } from "../../plugins/guards.ts";
import * as slotService from "./service.ts";

export async function slotRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/api/slots/mine",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["slots"],
        summary: "The user's upcoming speech at their club (or their latest one)",
        response: { 200: MySlotSchema },
      },
    },
    async (request) => slotService.mySlot(db, app.clock, userOf(request)),
  );

  routes.post(
    "/api/slots",
    {
      onRequest: app.requireUser,
      schema: {
        body: BookSlotSchema,
        tags: ["slots"],
        summary:
          "Book Your Slot on one meeting of the user's club: 409 when full, begun, cancelled or already booked",
        response: { 201: MySlotSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await slotService.bookSlot(db, app.clock, userOf(request), request.body)),
  );

  routes.post(
    "/api/slots/:slotId/cancel",
    {
      onRequest: app.requireUser,
      schema: {
        params: SlotParamsSchema,
        body: NoBodySchema,
        tags: ["slots"],
        summary: "Cancel one's own booking until the meeting starts",
        response: { 200: MySlotSchema },
      },
    },
    async (request) =>
      slotService.cancelSlot(db, app.clock, userOf(request), request.params.slotId),
  );

  routes.post(
    "/api/slots/:slotId/delivered",
    {
      onRequest: app.requireUser,
      schema: {
        params: SlotParamsSchema,
        body: NoBodySchema,
        tags: ["slots"],
        summary: "The club's leader marks a speech delivered (once its meeting has started)",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await slotService.markDelivered(db, app.clock, userOf(request), request.params.slotId);
      return reply.code(204).send(null);
    },
  );

  routes.get(
    "/api/slots/club",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["slots"],
        summary: "Booked speech slots in the clubs the user leads",
        response: { 200: BookedSlotListSchema },
      },
    },
    async (request) => slotService.listLedSlots(db, userOf(request)),
  );
}
