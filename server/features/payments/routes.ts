import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ActivePlanSchema } from "../../../contract/payments.ts";
import * as paymentService from "./service.ts";

export async function paymentRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/plan",
    {
      schema: {
        tags: ["payments"],
        summary: "The active membership plan and its prices (public)",
        response: { 200: ActivePlanSchema },
      },
    },
    async () => paymentService.getActivePlan(app.database.db),
  );
}
