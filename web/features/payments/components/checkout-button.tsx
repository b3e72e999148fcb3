import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type Translate, useT } from "../../../i18n/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import { createCheckout, usePaymentMode } from "../api/checkout.ts";
import { usePaymentEvents } from "../api/payment-events.ts";
import { paymentsCatalogs } from "../messages.ts";

/** The server's words for a refused checkout (no price, the provider's error); else the generic. */
function checkoutErrorMessage(t: Translate, error: unknown): string {
  if (error instanceof ApiError && [409, 502, 503].includes(error.status)) {
    return error.problem.detail;
  }
  return t("payments.checkout.error");
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
  const t = useT(paymentsCatalogs);

  const wait = (checkoutId: string | null) => {
    waitingRef.current = checkoutId;
    setWaitingFor(checkoutId);
  };

  const succeed = () => {
    if (done.current) return;
    done.current = true;
    toast("green", t("payments.checkout.success"));
    void queryClient.invalidateQueries({ queryKey: queryKeys.payments.all });
    // The dashboard reads the person's club from their record: once it is fetched again, or the
    // stale one (no club yet) would send them on to the landing page.
    void queryClient
      .invalidateQueries({ queryKey: queryKeys.me })
      .finally(() => navigate("/dashboard"));
  };

  usePaymentEvents(Boolean(user), {
    onPayment(event) {
      if (!event.checkoutSessionId) return;
      const mine = event.checkoutSessionId === waitingRef.current;
      if (event.status === "succeeded") {
        if (mine) succeed();
        else paidEarly.current.add(event.checkoutSessionId);
      } else if (event.status === "failed" && mine) {
        toast("red", t("payments.checkout.error"));
        wait(null);
      }
    },
    onCheckout(event) {
      if (event.checkoutSessionId === waitingRef.current) wait(null);
    },
  });

  const start = async () => {
    if (!user) {
      toast("red", t("payments.checkout.loginRequired"));
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
        toast("red", t("payments.checkout.loginRequired"));
        navigate("/login");
        return;
      }
      toast("red", checkoutErrorMessage(t, error));
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
          {t("payments.checkout.testMode")}
        </Text>
      )}
      {payments?.mode === "off" && (
        <Text fz="sm" c="gray.8">
          {t("payments.checkout.off")}
        </Text>
      )}
      {waitingFor && (
        <Group gap="xs" wrap="nowrap" role="status">
          <Loader size="xs" aria-hidden />
          <Text fz="sm" c="gray.7">
            {t("payments.checkout.waiting")}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
