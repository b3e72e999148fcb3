import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  GrantScholarshipSchema,
  ScholarshipListQuerySchema,
  ScholarshipListSchema,
  ScholarshipParamsSchema,
} from "../../../contract/scholarships.ts";
import { userOf } from "../../plugins/guards.ts";
import * as scholarshipService from "./service.ts";

/** Scholarships: memberships admins give without payment. Admins only. */
export async function scholarshipRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/api/admin/scholarships",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Scholarships in force (or every one granted), newest first",
        querystring: ScholarshipListQuerySchema,
        response: { 200: ScholarshipListSchema },
      },
    },
    async (request) => scholarshipService.listScholarships(db, app.clock.now(), request.query),
  );

  routes.post(
    "/api/admin/scholarships",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "Give a person the membership for some months without payment, with a reason",
        body: GrantScholarshipSchema,
        response: { 201: z.object({ scholarshipId: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const granted = await scholarshipService.grantScholarship(
        db,
        userOf(request),
        app.clock.now(),
        request.body,
      );
      return reply.code(201).send(granted);
    },
  );

  routes.post(
    "/api/admin/scholarships/:scholarshipId/revoke",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        summary: "End a scholarship in force now",
        params: ScholarshipParamsSchema,
        body: NoBodySchema,
      },
    },
    async (request, reply) => {
      await scholarshipService.revokeScholarship(
        db,
        userOf(request),
        app.clock.now(),
        request.params.scholarshipId,
      );
      return reply.code(204).send();
    },
  );
}
