import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { builtInMissionIn, missionNamesIn } from "../../../content/localized.ts";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  CompletionDecisionSchema,
  CompletionParamsSchema,
  type PendingCompletion,
  PendingCompletionListSchema,
  RejectCompletionSchema,
  SubmissionSchema,
  VerifyBatchResultSchema,
  VerifyBatchSchema,
  WaitingSubmissionListSchema,
} from "../../../contract/completions.ts";
import type { Locale } from "../../../contract/locales.ts";
import { MissionIdParamsSchema } from "../../../contract/missions.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { userOf } from "../../plugins/guards.ts";
import * as completionService from "./service.ts";

/**
 * A submission's step evidence with the shipped step names and asks in `locale` (an admin's own
 * texts stay as written), as the mission's page says them.
 */
function stepsIn(locale: Locale, item: PendingCompletion): PendingCompletion {
  const { steps } = item.evidence;
  if (steps.length === 0) return item;
  const said = builtInMissionIn(locale, {
    id: item.missionId,
    missionName: item.missionName,
    objective: "",
    steps: steps.map((step) => ({
      stepName: step.stepName,
      description: "",
      ...(step.asks === null ? {} : { evidence: { asks: step.asks } }),
    })),
  }).steps;
  return {
    ...item,
    evidence: {
      ...item.evidence,
      steps: steps.map((step, index) => {
        const texts = said?.[index];
        return texts
          ? { ...step, stepName: texts.stepName, asks: texts.evidence?.asks ?? step.asks }
          : step;
      }),
    },
  };
}

export async function completionRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const context = { clock: app.clock, adminEmails: app.env.ADMIN_EMAILS };

  routes.post(
    "/api/missions/:missionId/submission",
    {
      onRequest: app.requireUser,
      schema: {
        body: NoBodySchema,
        tags: ["missions"],
        summary: "Mark as Complete: submit the mission to the club's leader (pending)",
        params: MissionIdParamsSchema,
        response: { 201: SubmissionSchema },
      },
    },
    async (request, reply) => {
      const submission = await completionService.submitMission(
        db,
        context,
        userOf(request),
        request.params.missionId,
      );
      return reply.code(201).send(submission);
    },
  );

  routes.get(
    "/api/completions/pending",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["missions"],
        summary: "Submissions awaiting verification in the clubs the user leads",
        response: { 200: PendingCompletionListSchema },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const pending = await completionService.listPending(db, userOf(request), {
        locale,
        now: app.clock.now(),
      });
      // The built-in missions' names and steps in the reader's language (ADR 020).
      return { items: missionNamesIn(locale, pending.items).map((item) => stepsIn(locale, item)) };
    },
  );

  routes.get(
    "/api/completions/mine/pending",
    {
      onRequest: app.requireUser,
      config: { preparedReads: true },
      schema: {
        tags: ["missions"],
        summary: "The signed-in member's own submissions waiting for verification, oldest first",
        response: { 200: WaitingSubmissionListSchema },
      },
    },
    async (request) => {
      const waiting = await completionService.listOwnPending(db, userOf(request));
      return { items: missionNamesIn(requestLocale(request), waiting.items) };
    },
  );

  routes.post(
    "/api/completions/:completionId/verify",
    {
      onRequest: app.requireUser,
      schema: {
        body: NoBodySchema,
        tags: ["missions"],
        summary: "Verify a submission (the member's club leader, or an admin)",
        params: CompletionParamsSchema,
        response: { 200: CompletionDecisionSchema },
      },
    },
    async (request) =>
      completionService.decide(
        db,
        context,
        userOf(request),
        request.params.completionId,
        { missionStatus: "completed", leaderNote: null },
        app.credentialIssuer,
      ),
  );

  routes.post(
    "/api/completions/:completionId/reject",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["missions"],
        summary:
          "Reject a submission with a short note, and optionally a note per step (the member's club leader, or an admin)",
        params: CompletionParamsSchema,
        body: RejectCompletionSchema,
        response: { 200: CompletionDecisionSchema },
      },
    },
    async (request) =>
      completionService.decide(
        db,
        context,
        userOf(request),
        request.params.completionId,
        {
          missionStatus: "rejected",
          leaderNote: request.body.note,
          stepNotes: request.body.stepNotes,
        },
        app.credentialIssuer,
      ),
  );

  routes.post(
    "/api/completions/verify-batch",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["missions"],
        summary:
          "Verify several submissions, each on its own (one refused does not stop the others)",
        body: VerifyBatchSchema,
        response: { 200: VerifyBatchResultSchema },
      },
    },
    async (request) =>
      completionService.verifyBatch(
        db,
        context,
        userOf(request),
        request.body.completionIds,
        app.credentialIssuer,
        requestLocale(request),
      ),
  );
}
