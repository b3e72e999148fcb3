import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import {
  BillingPortalSchema,
  CheckoutSessionSchema,
  MembershipSchema,
  PaymentModeSchema,
  TestCheckoutSchema,
} from "../../../../contract/payments.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** How the server takes payments (stripe, test mode, or off): the button says which. */
export function usePaymentMode() {
  return useQuery({
    queryKey: queryKeys.payments.mode,
    queryFn: ({ signal }) =>
      apiRequest("/api/payments/mode", { schema: PaymentModeSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Asks the server for a checkout session at `level` (1 Checkout, 2 Kerala, 3 Oman). */
export function createCheckout(level: number) {
  return apiRequest("/api/payments/checkout", {
    method: "POST",
    body: { level },
    schema: CheckoutSessionSchema,
  });
}

export const testCheckoutQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.payments.testCheckout(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/payments/checkout/${encodeURIComponent(id)}`, {
        schema: TestCheckoutSchema,
        signal,
      }),
    staleTime: 0,
  });

export function useTestCheckout(id: string) {
  return useQuery(testCheckoutQuery(id));
}

/** Test mode's Pay and Cancel: the server fulfils (or ends) the checkout. */
export function decideTestCheckout(id: string, decision: "pay" | "cancel") {
  return apiRequest(`/api/payments/checkout/${encodeURIComponent(id)}/${decision}`, {
    method: "POST",
    schema: z.undefined(),
  });
}

export const membershipQuery = queryOptions({
  queryKey: queryKeys.payments.membership,
  queryFn: ({ signal }) =>
    apiRequest("/api/payments/membership", { schema: MembershipSchema, signal }),
});

export function useMembership(enabled: boolean) {
  return useQuery({ ...membershipQuery, enabled });
}

export function openBillingPortal() {
  return apiRequest("/api/payments/portal", { method: "POST", schema: BillingPortalSchema });
}
