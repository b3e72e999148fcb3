import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { NoBodySchema } from "../../../contract/common.ts";
import {
  ActivePlanSchema,
  BillingPortalSchema,
  CheckoutIdParamsSchema,
  CheckoutSessionSchema,
  CreateCheckoutSchema,
  MembershipSchema,
  PaymentModeSchema,
  TestCheckoutSchema,
  WebhookAckSchema,
} from "../../../contract/payments.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { sendIdempotent } from "../../lib/idempotency.ts";
import { userOf } from "../../plugins/guards.ts";
import { paymentReplay } from "./fulfilment.ts";
import * as paymentService from "./service.ts";
import { paymentModeOf, stripeFromEnv } from "./stripe-client.ts";

/** Stripe events can be larger than the app's 64 KB body limit. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

export async function paymentRoutes(app: FastifyInstance) {
  const stripe = stripeFromEnv(app.env);
  const ctx: paymentService.PaymentsContext = {
    db: app.database.db,
    env: app.env,
    stripe,
    mode: paymentModeOf(app.env, stripe),
    clock: app.clock,
  };
  if (ctx.mode === "test") {
    app.log.warn(
      "Test-mode payments are ON (PAYMENTS_TEST_MODE=true): anyone signed in can get a membership without paying",
    );
  } else if (ctx.mode === "off") {
    app.log.info(
      "Payments are off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_TEST_MODE=true for a demo",
    );
  } else if (app.env.PAYMENTS_TEST_MODE) {
    app.log.warn("PAYMENTS_TEST_MODE is ignored: Stripe is configured");
  }
  app.events.addReplaySource(paymentReplay(app.database.db));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/plan",
    {
      schema: {
        tags: ["payments"],
        summary: "The active membership plan and its prices (public)",
        response: { 200: ActivePlanSchema },
      },
    },
    async (request, reply) => {
      // In the reader's language: caches keep one copy per language.
      reply.header("vary", "accept-language, cookie");
      return paymentService.getActivePlan(app.database.db, requestLocale(request));
    },
  );

  routes.get(
    "/api/payments/mode",
    {
      schema: {
        tags: ["payments"],
        summary: "How this server takes payments: stripe, test (no money) or off (public)",
        response: { 200: PaymentModeSchema },
      },
    },
    async () => ({ mode: ctx.mode }),
  );

  routes.post(
    "/api/payments/checkout",
    {
      config: { idempotent: true },
      onRequest: app.requireUser,
      schema: {
        tags: ["payments"],
        summary: "Start a membership checkout (level 1, 2 or 3); open the returned url",
        body: CreateCheckoutSchema,
        response: { 201: CheckoutSessionSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      return sendIdempotent(request, reply, { db: ctx.db, userId: user.id, status: 201 }, (tx) =>
        paymentService.createCheckout({ ...ctx, db: tx }, user, request.body.level),
      );
    },
  );

  routes.get(
    "/api/payments/checkout/:id",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["payments"],
        summary: "The signed-in member's test-mode checkout (only without Stripe)",
        params: CheckoutIdParamsSchema,
        response: { 200: TestCheckoutSchema },
      },
    },
    async (request) => paymentService.getTestCheckout(ctx, userOf(request), request.params.id),
  );

  routes.post(
    "/api/payments/checkout/:id/pay",
    {
      onRequest: app.requireUser,
      schema: {
        body: NoBodySchema,
        tags: ["payments"],
        summary: "Test mode's Pay: fulfils the member's own checkout (only without Stripe)",
        params: CheckoutIdParamsSchema,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await paymentService.payTestCheckout(ctx, userOf(request), request.params.id, request.log);
      return reply.code(204).send();
    },
  );

  routes.post(
    "/api/payments/checkout/:id/cancel",
    {
      onRequest: app.requireUser,
      schema: {
        body: NoBodySchema,
        tags: ["payments"],
        summary: "Test mode's Cancel: ends the member's own checkout unpaid",
        params: CheckoutIdParamsSchema,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await paymentService.cancelTestCheckout(ctx, userOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  routes.get(
    "/api/payments/membership",
    {
      onRequest: app.requireUser,
      config: { preparedReads: true },
      schema: {
        tags: ["payments"],
        summary: "The signed-in member's membership: level, status, renewal date",
        response: { 200: MembershipSchema },
      },
    },
    async (request) => paymentService.getMembership(ctx, userOf(request)),
  );

  routes.post(
    "/api/payments/portal",
    {
      onRequest: app.requireUser,
      schema: {
        body: NoBodySchema,
        tags: ["payments"],
        summary: "A Stripe Billing Portal session for the member's subscription",
        response: { 200: BillingPortalSchema },
      },
    },
    async (request) => paymentService.openBillingPortal(ctx, userOf(request)),
  );

  // The webhook reads its body as raw bytes: the signature covers them exactly. The parser
  // is replaced only inside this encapsulated plugin; Stripe sends JSON, anything else is 415.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/payments/webhook",
      {
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        schema: {
          tags: ["payments"],
          summary: "Stripe webhook (signed with Stripe-Signature; no session)",
          response: { 200: WebhookAckSchema },
        },
      },
      async (request, reply) => {
        await paymentService.handleWebhook(
          ctx,
          request.body instanceof Buffer ? request.body : undefined,
          request.headers["stripe-signature"],
          request.log,
        );
        return reply.send({ received: true as const });
      },
    );
  });
}
