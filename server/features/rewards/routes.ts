import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  RewardAdjustmentBodySchema,
  RewardAdjustmentListSchema,
  RewardAdjustmentParamsSchema,
  RewardAdjustmentStatusSchema,
  RewardRecipientQuerySchema,
  RewardRecipientSchema,
  RewardRuleBodySchema,
  RewardRuleListSchema,
  RewardRuleParamsSchema,
  RewardRuleSchema,
  RewardSignalsSchema,
  RewardSummarySchema,
  RewardUserParamsSchema,
} from "../../../contract/rewards.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { userOf } from "../../plugins/guards.ts";
import * as rewardService from "./service.ts";
import { rewardSignals } from "./signals.ts";

const DecidedSchema = z.object({
  adjustmentId: z.number().int(),
  status: RewardAdjustmentStatusSchema,
});

/** $VOCATE (ADR 038): a member's balance and history; the rules; admins' rules and adjustments. */
export async function rewardRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  routes.get(
    "/api/me/rewards",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["rewards"],
        summary: "My $VOCATE balance, this season against its cap, my history, the rules",
        response: { 200: RewardSummarySchema },
      },
    },
    async (request) => {
      const reader = userOf(request);
      return rewardService.summaryOf(
        db,
        app.clock.now(),
        reader,
        reader.id,
        requestLocale(request),
      );
    },
  );

  routes.get(
    "/api/admin/rewards/users/:userId",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["rewards"],
        summary: "A person's $VOCATE balance and history (admins; a member reads only their own)",
        params: RewardUserParamsSchema,
        response: { 200: RewardSummarySchema },
      },
    },
    async (request) =>
      rewardService.summaryOf(
        db,
        app.clock.now(),
        userOf(request),
        request.params.userId,
        requestLocale(request),
      ),
  );

  routes.get(
    "/api/rewards/rules",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["rewards"],
        summary: "What earns how much $VOCATE, and the caps per person and season",
        response: { 200: RewardRuleListSchema },
      },
    },
    async () => rewardService.listRules(db),
  );

  routes.put(
    "/api/admin/rewards/rules/:key",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["rewards"],
        summary: "Change a $VOCATE rule (admins; audit-logged)",
        params: RewardRuleParamsSchema,
        body: RewardRuleBodySchema,
        response: { 200: RewardRuleSchema },
      },
    },
    async (request) =>
      rewardService.updateRule(
        db,
        userOf(request),
        app.clock.now(),
        request.params.key,
        request.body,
      ),
  );

  routes.get(
    "/api/admin/rewards/adjustments",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["rewards"],
        summary: "Adjustments waiting for a second admin's approval, oldest first",
        response: { 200: RewardAdjustmentListSchema },
      },
    },
    async () => rewardService.pendingAdjustments(db),
  );

  routes.get(
    "/api/admin/rewards/recipient",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["rewards"],
        summary: "Who an email names, shown to the admin before an adjustment (admins)",
        querystring: RewardRecipientQuerySchema,
        response: { 200: RewardRecipientSchema },
      },
    },
    async (request) => rewardService.recipientOf(db, request.query.email),
  );

  routes.get(
    "/api/admin/rewards/signals",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["rewards"],
        summary:
          "Abuse signals (admins): leaders deciding far from their region, many accounts on one device",
        response: { 200: RewardSignalsSchema },
      },
    },
    async (_request, reply) =>
      reply.header("cache-control", "no-store").send(await rewardSignals(db, app.clock.now())),
  );

  routes.post(
    "/api/admin/rewards/adjustments",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["rewards"],
        summary:
          "Adjust a person's $VOCATE with a reason; above the threshold a second admin approves",
        body: RewardAdjustmentBodySchema,
        response: { 201: DecidedSchema },
      },
    },
    async (request, reply) => {
      const adjusted = await rewardService.requestAdjustment(
        db,
        userOf(request),
        app.clock.now(),
        request.body,
      );
      return reply.code(201).send(adjusted);
    },
  );

  for (const [verb, decision] of [
    ["approve", "approved"],
    ["reject", "rejected"],
  ] as const) {
    routes.post(
      `/api/admin/rewards/adjustments/:adjustmentId/${verb}`,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags: ["rewards"],
          summary: `A second admin ${verb}s a pending adjustment`,
          params: RewardAdjustmentParamsSchema,
          body: NoBodySchema,
          response: { 200: DecidedSchema },
        },
      },
      async (request) =>
        rewardService.decideAdjustment(
          db,
          userOf(request),
          app.clock.now(),
          request.params.adjustmentId,
          decision,
        ),
    );
  }
}
