import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A loopback stand-in for the few Stripe API calls the app makes (create a Checkout Session,
 * read a subscription, create a Billing Portal session). It records every request's form
 * parameters, as the SDK sent them (`metadata[userId]`, `line_items[0][price]`, ...).
 */
export interface StripeStandIn {
  /** For STRIPE_API_BASE. */
  url: string;
  requests: { method: string; path: string; params: Record<string, string> }[];
  /** The next Checkout Session create answers with this Stripe error instead. */
  failNextCheckout(message: string): void;
  /** The customer a subscription belongs to (GET /v1/subscriptions/:id). */
  setSubscriptionCustomer(subscriptionId: string, customerId: string): void;
  close(): Promise<void>;
}

export const STAND_IN_SECRET_KEY = "sk_test_stand_in";
export const STAND_IN_WEBHOOK_SECRET = "whsec_stand_in_secret";
export const STAND_IN_PRICE_ID = "price_stand_in_6m";

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeStandIn["requests"] = [];
  const customers = new Map<string, string>();
  let checkoutFailure: string | undefined;

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const path = (request.url ?? "").split("?")[0] ?? "";
    const params = Object.fromEntries(new URLSearchParams(body));
    requests.push({ method: request.method ?? "GET", path, params });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": "req_1" });
      response.end(JSON.stringify(payload));
    };

    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      if (checkoutFailure) {
        const message = checkoutFailure;
        checkoutFailure = undefined;
        return send(400, { error: { type: "invalid_request_error", message } });
      }
      const id = `cs_test_${randomUUID().replaceAll("-", "")}`;
      return send(200, {
        id,
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        customer_email: params.customer_email,
        metadata: {},
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (request.method === "GET" && subscription?.[1]) {
      const customer = customers.get(subscription[1]);
      if (!customer) {
        return send(404, {
          error: { type: "invalid_request_error", message: "No such subscription" },
        });
      }
      return send(200, { id: subscription[1], object: "subscription", customer });
    }
    if (request.method === "POST" && path === "/v1/billing_portal/sessions") {
      return send(200, {
        id: `bps_${randomUUID().slice(0, 8)}`,
        object: "billing_portal.session",
        customer: params.customer,
        url: `https://billing.stripe.test/p/session/${params.customer}`,
      });
    }
    return send(404, { error: { type: "invalid_request_error", message: `No route ${path}` } });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNextCheckout(message) {
      checkoutFailure = message;
    },
    setSubscriptionCustomer(subscriptionId, customerId) {
      customers.set(subscriptionId, customerId);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The app's environment for Stripe mode, pointed at the stand-in. */
export function stripeEnv(standIn: StripeStandIn): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_PRICE_ID: STAND_IN_PRICE_ID,
    STRIPE_API_BASE: standIn.url,
  };
}

const signer = new Stripe(STAND_IN_SECRET_KEY);

/** A webhook body and its Stripe-Signature header, signed by the SDK's own test helper. */
export function signedWebhook(
  event: Record<string, unknown>,
  options: { timestamp?: number; secret?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature };
}

let eventCounter = 0;

/** A Stripe event envelope around `object`. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number } = {},
): Record<string, unknown> {
  eventCounter += 1;
  return {
    id: options.id ?? `evt_test_${Date.now().toString(36)}_${eventCounter}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: options.created ?? Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}
