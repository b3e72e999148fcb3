import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { MissionIdParamsSchema, MissionStepParamsSchema } from "../../../contract/missions.ts";
import {
  QuizAttemptInputSchema,
  QuizAttemptResultSchema,
  StepResponseInputSchema,
  StepResponseListSchema,
  StepResponseSchema,
} from "../../../contract/steps.ts";
import { userOf } from "../../plugins/guards.ts";
import * as responseService from "./service.ts";

export async function stepResponseRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/api/missions/:missionId/responses",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["missions"],
        summary:
          "What the member handed in for each step that collects something: links, texts, quiz attempts, speech",
        params: MissionIdParamsSchema,
        response: { 200: StepResponseListSchema },
      },
    },
    async (request) =>
      responseService.listResponses(db, app.clock, userOf(request), request.params.missionId),
  );

  routes.put(
    "/api/missions/:missionId/steps/:stepId/response",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["missions"],
        summary:
          "Save the member's link and/or text for an evidence or reflection step (409: another member's link)",
        params: MissionStepParamsSchema,
        body: StepResponseInputSchema,
        response: { 200: StepResponseSchema },
      },
    },
    async (request) =>
      responseService.saveResponse(db, app.clock, userOf(request), request.params, request.body),
  );

  routes.post(
    "/api/missions/:missionId/steps/:stepId/quiz-attempts",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["missions"],
        summary:
          "Score an attempt at a quiz step: which questions were right, never the answers (409 while the retry waits)",
        params: MissionStepParamsSchema,
        body: QuizAttemptInputSchema,
        response: { 201: QuizAttemptResultSchema },
      },
    },
    async (request, reply) => {
      const { params, body } = request;
      const result = await responseService.attemptQuiz(
        db,
        app.clock,
        userOf(request),
        params,
        body,
      );
      return reply.code(201).send(result);
    },
  );
}
