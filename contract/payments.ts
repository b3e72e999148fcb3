import { z } from "zod";

export const MembershipPriceSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  interval: z.string(),
  intervalCount: z.number().int(),
});

export const MembershipPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  scholarPriceSixMonthsUsd: z.number(),
  scholarPriceMonthlyUsd: z.number(),
  listPriceSixMonthsUsd: z.number(),
  listPriceMonthlyUsd: z.number(),
  rewardTokens: z.number().int(),
  perks: z.array(z.string()),
  prices: z.array(MembershipPriceSchema),
});
export type MembershipPlan = z.infer<typeof MembershipPlanSchema>;

/** `null` when no plan is active: the screens then say 'No price available for checkout.' */
export const ActivePlanSchema = z.object({ plan: MembershipPlanSchema.nullable() });

/**
 * How this server takes payments: Stripe Checkout, the built-in test-mode page (no money, an
 * explicit choice of the operator), or not at all (checkout answers 503).
 */
export const PaymentModeSchema = z.object({ mode: z.enum(["stripe", "test", "off"]) });
export type PaymentMode = z.infer<typeof PaymentModeSchema>;
export type ActivePlan = z.infer<typeof ActivePlanSchema>;

/** Membership levels a payment grants: 1 (/Checkout), 2 (Kerala), 3 (Oman) = clubs 1, 2, 3. */
export const MembershipLevelSchema = z.number().int().min(1).max(3);

export const CreateCheckoutSchema = z
  .strictObject({ level: MembershipLevelSchema })
  .meta({ example: { level: 2 } });
export type CreateCheckout = z.infer<typeof CreateCheckoutSchema>;

/** A checkout session: open its `url` in a new tab (Stripe's page, or the test-mode page). */
export const CheckoutSessionSchema = z.object({ id: z.string(), url: z.string() });
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

export const CheckoutIdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

export const CheckoutStatusSchema = z.enum(["open", "complete", "canceled"]);
export type CheckoutStatus = z.infer<typeof CheckoutStatusSchema>;

/** What the test-mode checkout page shows (only to the member who started the checkout). */
export const TestCheckoutSchema = z.object({
  id: z.string(),
  level: z.number().int(),
  clubName: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  intervalCount: z.number().int(),
  interval: z.string(),
  status: CheckoutStatusSchema,
});
export type TestCheckout = z.infer<typeof TestCheckoutSchema>;

export const PaymentStatusSchema = z.enum(["pending", "succeeded", "failed", "canceled"]);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** `event: payment` on `GET /api/events`: a payment record of the signed-in user changed. */
export const PaymentEventSchema = z.object({
  paymentId: z.number().int(),
  checkoutSessionId: z.string().nullable(),
  level: z.number().int(),
  status: PaymentStatusSchema,
});
export type PaymentEvent = z.infer<typeof PaymentEventSchema>;

/** `event: checkout` on `GET /api/events`: a checkout was canceled or expired unpaid. */
export const CheckoutEventSchema = z.object({
  checkoutSessionId: z.string(),
  status: CheckoutStatusSchema,
});
export type CheckoutEvent = z.infer<typeof CheckoutEventSchema>;

/** The signed-in member's membership: level (= club id), paid status and renewal date. */
export const MembershipSchema = z.object({
  level: z.number().int(),
  clubName: z.string().nullable(),
  status: z.enum(["none", "pending", "active", "past_due", "canceled"]),
  /** ISO date-time the paid period ends (and renews); null without a paid membership. */
  renewsAt: z.string().nullable(),
  /** True when 'Manage membership' can open the provider's billing portal. */
  canManage: z.boolean(),
  /**
   * Whether the membership is in force now (paid for this period, or a scholarship): it opens the
   * journey's missions 3 to 8, their credentials and $VOCATE rewards (docs/product.md, round 3).
   */
  active: z.boolean(),
  /** ISO date-time a scholarship in force ends (an admin gave it without payment); else null. */
  scholarshipEndsAt: z.string().nullable(),
});
export type Membership = z.infer<typeof MembershipSchema>;

export const BillingPortalSchema = z.object({ url: z.string() });
export type BillingPortal = z.infer<typeof BillingPortalSchema>;

export const WebhookAckSchema = z.object({ received: z.literal(true) });
