import { useEffect, useRef } from "react";
import {
  type CheckoutEvent,
  CheckoutEventSchema,
  type PaymentEvent,
  PaymentEventSchema,
} from "../../../../contract/payments.ts";

interface Handlers {
  onPayment(event: PaymentEvent): void;
  onCheckout?(event: CheckoutEvent): void;
}

function parsed<T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  raw: string,
) {
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Listens to the signed-in user's events (`GET /api/events`) while `enabled`. The browser's
 * EventSource reconnects by itself and sends Last-Event-ID, so the server replays what was
 * missed; repeats are dropped here by event id.
 */
export function usePaymentEvents(enabled: boolean, handlers: Handlers) {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events", { withCredentials: true });
    const seen = new Set<string>();
    source.addEventListener("payment", (message) => {
      if (message.lastEventId) {
        if (seen.has(message.lastEventId)) return;
        seen.add(message.lastEventId);
      }
      const event = parsed<PaymentEvent>(PaymentEventSchema, message.data);
      if (event) latest.current.onPayment(event);
    });
    source.addEventListener("checkout", (message) => {
      const event = parsed<CheckoutEvent>(CheckoutEventSchema, message.data);
      if (event) latest.current.onCheckout?.(event);
    });
    return () => source.close();
  }, [enabled]);
}
