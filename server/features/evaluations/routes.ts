import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { MeetingParams } from "../../../contract/attendance.ts";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  EvaluationVisibilitySchema,
  EvaluatorCommentSchema,
  MeetingSpeechesSchema,
  MySpeechesSchema,
  ReflectionSchema,
  SaveEvaluationSchema,
  SpeechNoteSchema,
  SpeechParamsSchema,
  SpeechRecordSchema,
} from "../../../contract/evaluations.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { userOf } from "../../plugins/guards.ts";
import * as evaluationService from "./service.ts";

const TAGS = ["evaluations"];

export async function evaluationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const clock = app.clock;

  routes.get(
    "/api/clubs/:clubId/meetings/:meetingKey/speeches",
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary: "A meeting's speeches in booking order, each with its evaluator and timing",
        params: MeetingParams,
        response: { 200: MeetingSpeechesSchema },
      },
    },
    async (request) =>
      evaluationService.meetingSpeeches(
        db,
        userOf(request),
        request.params.clubId,
        request.params.meetingKey,
      ),
  );

  routes.get(
    "/api/speeches/mine",
    {
      onRequest: app.requireUser,
      config: { preparedReads: true },
      schema: {
        tags: TAGS,
        summary: "The member's own speeches with their evaluations, newest first",
        response: { 200: MySpeechesSchema },
      },
    },
    async (request) =>
      evaluationService.mySpeeches(db, clock, userOf(request), requestLocale(request)),
  );

  routes.get(
    "/api/speeches/:slotId",
    {
      onRequest: app.requireUser,
      config: { preparedReads: true },
      schema: {
        tags: TAGS,
        summary:
          "A speech's record: timing, evaluation (speaker, evaluator, General Evaluator, leader; anyone once public), notes",
        params: SpeechParamsSchema,
        response: { 200: SpeechRecordSchema },
      },
    },
    async (request) =>
      evaluationService.getSpeech(
        db,
        clock,
        userOf(request),
        request.params.slotId,
        requestLocale(request),
      ),
  );

  routes.put(
    "/api/speeches/:slotId/evaluation",
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          "The evaluator saves their draft as they type (or changes it within 48 hours of submitting)",
        params: SpeechParamsSchema,
        body: SaveEvaluationSchema,
        response: { 200: SpeechRecordSchema },
      },
    },
    async (request) =>
      evaluationService.saveEvaluation(
        db,
        clock,
        userOf(request),
        request.params.slotId,
        request.body,
        requestLocale(request),
      ),
  );

  routes.post(
    "/api/speeches/:slotId/evaluation/submit",
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary:
          "The evaluator submits a complete evaluation: the speaker is told, the speech delivered",
        params: SpeechParamsSchema,
        body: NoBodySchema,
        response: { 200: SpeechRecordSchema },
      },
    },
    async (request) =>
      evaluationService.submitEvaluation(
        db,
        clock,
        userOf(request),
        request.params.slotId,
        requestLocale(request),
      ),
  );

  const speechRequest = (request: { params: { slotId: number } } & FastifyRequest) => ({
    reader: userOf(request),
    slotId: request.params.slotId,
    locale: requestLocale(request),
  });

  routes.put(
    "/api/speeches/:slotId/evaluation/visibility",
    {
      onRequest: app.requireUser,
      schema: {
        tags: TAGS,
        summary: "The speaker shows their evaluation on their public profile, or hides it",
        params: SpeechParamsSchema,
        body: EvaluationVisibilitySchema,
        response: { 200: SpeechRecordSchema },
      },
    },
    async (request) =>
      evaluationService.setVisibility(db, clock, speechRequest(request), request.body.isPublic),
  );

  // The three texts about a speech: the same shape, each its own writer and rule.
  const texts = [
    {
      path: "evaluation/comment",
      summary: "The meeting's General Evaluator comments on a submitted evaluation",
      body: EvaluatorCommentSchema,
      write: evaluationService.commentOnEvaluation,
    },
    {
      path: "note",
      summary: "An attendee who checked in leaves the speaker a note (one each, replaceable)",
      body: SpeechNoteSchema,
      write: evaluationService.saveNote,
    },
    {
      path: "reflection",
      summary: "The speaker's reflection on their speech",
      body: ReflectionSchema,
      write: evaluationService.saveReflection,
    },
  ] as const;
  for (const text of texts) {
    routes.put(
      `/api/speeches/:slotId/${text.path}`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: TAGS,
          summary: text.summary,
          params: SpeechParamsSchema,
          body: text.body,
          response: { 200: SpeechRecordSchema },
        },
      },
      async (request) =>
        text.write(db, clock, speechRequest(request), (request.body as { text: string }).text),
    );
  }
}
