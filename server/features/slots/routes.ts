import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { NoBodySchema } from "../../../contract/common.ts";
import { BookedSlotListSchema, MySlotSchema } from "../../../contract/slots.ts";
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
        summary: "Whether the user has booked a speech slot at their club",
        response: { 200: MySlotSchema },
      },
    },
    async (request) => {
      return slotService.mySlot(db, userOf(request));
    },
  );

  routes.post(
    "/api/slots",
    {
      onRequest: app.requireUser,
      schema: {
        body: NoBodySchema,
        tags: ["slots"],
        summary: "Book Your Slot: one speech slot per user per club (409 for a second)",
        response: { 201: MySlotSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await slotService.bookSlot(db, userOf(request))),
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
    async (request) => {
      return slotService.listLedSlots(db, userOf(request));
    },
  );
}
