import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorCode, HealthSchema } from "../../../contract/common.ts";
import { AppError } from "../../lib/errors.ts";

/** Liveness says only that the process answers: no dependency is asked. */
const LivenessSchema = z.object({ status: z.literal("ok") });

/**
 * Two health checks for load balancers and orchestrators:
 * - `GET /api/health/live` (liveness): the process answers. Restart the instance when it fails.
 * - `GET /api/health` (readiness): the database answers `select 1` within the same deadline as
 *   every request's queries. Route traffic elsewhere while it answers 503; a slow database that
 *   still answers within the deadline is ready, since requests succeed too.
 */
export async function healthRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary:
          "Readiness: the database answers within the request deadline (503 problem+json when not)",
        response: { 200: HealthSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const { deadlineMs } = app.database;
      if (!(await app.database.ping(deadlineMs))) {
        reply.header("retry-after", "5");
        throw new AppError(
          ErrorCode.databaseUnavailable,
          `Not ready: the database did not answer within ${deadlineMs} ms.`,
        );
      }
      return { status: "ok" as const, database: "up" as const };
    },
  );

  routes.get(
    "/api/health/live",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness: the process answers (the database is not asked)",
        response: { 200: LivenessSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );
}
