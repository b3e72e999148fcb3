import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { builtInMissionIn } from "../../../content/localized.ts";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  CreateMissionSchema,
  ManagedMissionListSchema,
  ManagedMissionSchema,
  MissionDetailSchema,
  MissionIdParamsSchema,
  MissionListSchema,
  MissionStepListSchema,
  MissionStepParamsSchema,
  MissionStepSchema,
  StepInputSchema,
  StepOrderSchema,
  UpdateMissionSchema,
} from "../../../contract/missions.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { userOf } from "../../plugins/guards.ts";
import * as missionService from "./service.ts";

export async function missionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/api/missions",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["missions"],
        summary: "The missions of the user's journey, with the user's own submission status",
        response: { 200: MissionListSchema },
      },
    },
    async (request) => {
      const list = await missionService.listMyMissions(db, app.clock, userOf(request));
      // The built-in missions in the reader's language (ADR 020).
      const locale = requestLocale(request);
      return { ...list, items: list.items.map((item) => builtInMissionIn(locale, item)) };
    },
  );

  routes.get(
    "/api/missions/:missionId",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["missions"],
        summary: "One mission with its steps (403 for another journey's mission)",
        params: MissionIdParamsSchema,
        response: { 200: MissionDetailSchema },
      },
    },
    async (request) => {
      const mission = await missionService.getMyMission(
        db,
        app.clock,
        userOf(request),
        request.params.missionId,
      );
      return missionService.missionIn(requestLocale(request), mission);
    },
  );

  // The mission manager: admins only.
  routes.get(
    "/api/admin/missions",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["mission manager"],
        summary: "Every mission with its steps, ordered by journey",
        response: { 200: ManagedMissionListSchema },
      },
    },
    async () => missionService.listManagedMissions(db),
  );

  routes.post(
    "/api/admin/missions",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["mission manager"],
        summary: "Create a mission (its address is / + its name without spaces)",
        body: CreateMissionSchema,
        response: { 201: ManagedMissionSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return missionService.createMission(db, request.body);
    },
  );

  routes.patch(
    "/api/admin/missions/:missionId",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["mission manager"],
        summary:
          "Update a mission's name (its old address then redirects), objective, journey, or archive it",
        params: MissionIdParamsSchema,
        body: UpdateMissionSchema,
        response: { 200: ManagedMissionSchema },
      },
    },
    async (request) => missionService.updateMission(db, request.params.missionId, request.body),
  );

  routes.post(
    "/api/admin/missions/:missionId/steps",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["mission manager"],
        summary: "Add a step of a kind at the end of a mission",
        params: MissionIdParamsSchema,
        body: StepInputSchema,
        response: { 201: MissionStepSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return missionService.addStep(db, request.params.missionId, request.body);
    },
  );

  routes.put(
    "/api/admin/missions/:missionId/steps/:stepId",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["mission manager"],
        summary: "Change a step's kind, name, description and the fields its kind needs",
        params: MissionStepParamsSchema,
        body: StepInputSchema,
        response: { 200: MissionStepSchema },
      },
    },
    async (request) =>
      missionService.updateStep(db, request.params.missionId, request.params.stepId, request.body),
  );

  routes.delete(
    "/api/admin/missions/:missionId",
    {
      onRequest: app.requireAdmin,
      schema: {
        body: NoBodySchema,
        tags: ["mission manager"],
        summary:
          "Delete a mission (409 while it has submissions or is built in: archive it instead)",
        params: MissionIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await missionService.deleteMission(db, request.params.missionId);
      return reply.code(204).send(null);
    },
  );

  routes.put(
    "/api/admin/missions/:missionId/step-order",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["mission manager"],
        summary: "Reorder a mission's steps (every step id of the mission, once, in the new order)",
        params: MissionIdParamsSchema,
        body: StepOrderSchema,
        response: { 200: MissionStepListSchema },
      },
    },
    async (request) => missionService.reorderSteps(db, request.params.missionId, request.body),
  );

  routes.delete(
    "/api/admin/missions/:missionId/steps/:stepId",
    {
      onRequest: app.requireAdmin,
      schema: {
        body: NoBodySchema,
        tags: ["mission manager"],
        summary: "Delete a step",
        params: MissionStepParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await missionService.deleteStep(db, request.params.missionId, request.params.stepId);
      return reply.code(204).send(null);
    },
  );
}
