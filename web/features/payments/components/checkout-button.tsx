import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { createCheckout, usePaymentMode } from "../api/checkout.ts";
import { usePaymentEvents } from "../api/payment-events.ts";

export const LOGIN_REQUIRED_MESSAGE = "You must be logged in to checkout.";
export const PAYMENT_SUCCESS_MESSAGE = "Payment successful! Club membership updated.";
export const GENERIC_ERROR_MESSAGE = "An error occurred. Please try again.";

/** The server's words for a refused checkout (no price, the provider's error); else the generic. */
function checkoutErrorMessage(error: unknown): string {
  if (error instanceof ApiError && [409, 502, 503].includes(error.status)) {
    return error.problem.detail;
  }
  return GENERIC_ERROR_MESSAGE;
}

/**
 * The membership purchase button: asks the server for a checkout session at `level`, opens it
 * in a new tab, then waits on this user's live events. Only the server grants membership; this
 * page moves to /dashboard once the server says the payment succeeded.
 */
export function CheckoutButton({ level, label }: { level: number; label: string }) {
  const { data: user, isPending } = useCurrentUser();
  const { data: payments } = usePaymentMode();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const waitingRef = useRef<string | null>(null);
  const paidEarly = useRef(new Set<string>());
  const done = useRef(false);

  const wait = (checkoutId: string | null) => {
    waitingRef.current = checkoutId;
    setWaitingFor(checkoutId);
  };

  const succeed = () => {
    if (done.current) return;
    done.current = true;
    notify("green", PAYMENT_SUCCESS_MESSAGE);
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    void queryClient.invalidateQueries({ queryKey: queryKeys.payments.all });
    navigate("/dashboard");
  };

  usePaymentEvents(Boolean(user), {
    onPayment(event) {
      if (!event.checkoutSessionId) return;
      const mine = event.checkoutSessionId === waitingRef.current;
      if (event.status === "succeeded") {
        if (mine) succeed();
        else paidEarly.current.add(event.checkoutSessionId);
      } else if (event.status === "failed" && mine) {
        notify("red", GENERIC_ERROR_MESSAGE);
        wait(null);
      }
    },
    onCheckout(event) {
      if (event.checkoutSessionId === waitingRef.current) wait(null);
    },
  });

  const start = async () => {
    if (!user) {
      notify("red", LOGIN_REQUIRED_MESSAGE);
      navigate("/login");
      return;
    }
    // Opened now, inside the click, so no popup blocker stops it; pointed at the page below.
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    setStarting(true);
    try {
      const session = await createCheckout(level);
      wait(session.id);
      if (tab) tab.location.href = session.url;
      else window.open(session.url, "_blank", "noopener");
      if (paidEarly.current.has(session.id)) succeed();
    } catch (error) {
      tab?.close();
      if (error instanceof ApiError && error.status === 401) {
        notify("red", LOGIN_REQUIRED_MESSAGE);
        navigate("/login");
        return;
      }
      notify("red", checkoutErrorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack gap="xs">
      <Button
        size="md"
        onClick={start}
        loading={isPending || starting}
        disabled={payments?.mode === "off"}
        fullWidth
      >
        {label}
      </Button>
      {payments?.mode === "test" && (
        <Text fz="sm" c="gray.8">
          Test mode: no real payment is taken, and the membership is for trying the app.
        </Text>
      )}
      {payments?.mode === "off" && (
        <Text fz="sm" c="gray.8">
          Payments are not available on this server yet.
        </Text>
      )}
      {waitingFor && (
        <Group gap="xs" wrap="nowrap" role="status">
          <Loader size="xs" aria-hidden />
          <Text fz="sm" c="gray.7">
            Complete the payment in the new tab. This page moves on by itself once it succeeds.
          </Text>
        </Group>
      )}
    </Stack>
  );
}
