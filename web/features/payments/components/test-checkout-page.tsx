import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { TestCheckout } from "../../../../contract/payments.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { formatNumber, type Translate, useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { ApiError, messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { decideTestCheckout, testCheckoutQuery, useTestCheckout } from "../api/checkout.ts";
import { paymentsCatalogs } from "../messages.ts";
import { AlertTitle } from "./alert-title.tsx";

const priceOf = (t: Translate, checkout: TestCheckout) =>
  t("payments.test.price", {
    amount: formatNumber(checkout.amountCents / 100),
    currency: checkout.currency.toUpperCase(),
    count: checkout.intervalCount,
    interval: checkout.interval,
  });

function Outcome({ status }: { status: TestCheckout["status"] }) {
  const t = useT(paymentsCatalogs);
  if (status === "complete") {
    return (
      <Alert
        color="green"
        title={<AlertTitle>{t("payments.test.complete.title")}</AlertTitle>}
        role="status"
      >
        <Stack gap="xs">
          <Text>{t("payments.test.complete.text")}</Text>
          <Text>
            <Link to="/dashboard">{t("payments.test.complete.dashboard")}</Link>
          </Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="gray"
      title={<AlertTitle>{t("payments.test.canceled.title")}</AlertTitle>}
      role="status"
    >
      <Text>{t("payments.test.canceled.text")}</Text>
    </Alert>
  );
}

function TestCheckoutForm({ id }: { id: string }) {
  const checkout = useTestCheckout(id);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);
  const t = useT(paymentsCatalogs);

  if (checkout.isPending) return <Loader aria-label={t("payments.test.loading")} />;
  if (checkout.error) {
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    return (
      <Alert
        color="red"
        title={
          <AlertTitle>
            {missing ? t("payments.test.notFound.title") : t("payments.test.loadFailed")}
          </AlertTitle>
        }
      >
        {missing
          ? t("payments.test.notFound.text")
          : `${messageOf(checkout.error)} ${t("payments.reload")}`}
      </Alert>
    );
  }

  const decide = async (decision: "pay" | "cancel") => {
    setBusy(decision);
    try {
      await decideTestCheckout(id, decision);
    } catch (error) {
      toast("red", messageOf(error));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: testCheckoutQuery(id).queryKey });
    }
  };

  const data = checkout.data;
  return (
    <Card withBorder radius="md" padding="lg" maw={480}>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {data.planName}
        </Title>
        <Text>
          <T
            id="payments.test.club"
            values={{ club: data.clubName, level: formatNumber(data.level) }}
            components={{ 0: <strong /> }}
          />
        </Text>
        <Text fw={700}>{priceOf(t, data)}</Text>
        {data.status === "open" ? (
          <Group grow wrap="wrap">
            <Button onClick={() => decide("pay")} loading={busy === "pay"} disabled={busy !== null}>
              {t("payments.test.pay")}
            </Button>
            <Button
              variant="default"
              onClick={() => decide("cancel")}
              loading={busy === "cancel"}
              disabled={busy !== null}
            >
              {t("payments.test.cancel")}
            </Button>
          </Group>
        ) : (
          <Outcome status={data.status} />
        )}
      </Stack>
    </Card>
  );
}

/** /TestCheckout/:id: the built-in checkout used when no payment provider is configured. */
export function TestCheckoutPage() {
  const { id = "" } = useParams();
  const t = useT(paymentsCatalogs);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("payments.test.title")}</Title>
        <Alert color="yellow" title={<AlertTitle>{t("payments.test.mode.title")}</AlertTitle>}>
          {t("payments.test.mode.text")}
        </Alert>
        <RequireSignIn>{() => <TestCheckoutForm id={id} />}</RequireSignIn>
      </Stack>
    </Container>
  );
}
