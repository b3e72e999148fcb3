import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HealthSchema } from "../../../contract/common.ts";

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "Whether the service and its database answer",
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      reply.header("cache-control", "no-store");
      return reply
        .code(up ? 200 : 503)
        .send({ status: up ? "ok" : "degraded", database: up ? "up" : "down" });
    },
  );
}
