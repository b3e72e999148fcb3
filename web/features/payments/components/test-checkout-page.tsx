import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { TestCheckout } from "../../../../contract/payments.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { ApiError, messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { decideTestCheckout, testCheckoutQuery, useTestCheckout } from "../api/checkout.ts";
import { AlertTitle } from "./alert-title.tsx";

const priceOf = (checkout: TestCheckout) =>
  `${(checkout.amountCents / 100).toLocaleString("en-US")} ${checkout.currency.toUpperCase()} for ${checkout.intervalCount} ${checkout.interval}${checkout.intervalCount === 1 ? "" : "s"}`;

function Outcome({ status }: { status: TestCheckout["status"] }) {
  if (status === "complete") {
    return (
      <Alert color="green" title={<AlertTitle>Payment complete</AlertTitle>} role="status">
        <Stack gap="xs">
          <Text>Your membership is active. You can close this tab.</Text>
          <Text>
            <Link to="/dashboard">Go to your dashboard</Link>
          </Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="gray" title={<AlertTitle>Checkout canceled</AlertTitle>} role="status">
      <Text>No payment was made. You can close this tab.</Text>
    </Alert>
  );
}

function TestCheckoutForm({ id }: { id: string }) {
  const checkout = useTestCheckout(id);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<"pay" | "cancel" | null>(null);

  if (checkout.isPending) return <Loader aria-label="Loading checkout" />;
  if (checkout.error) {
    const missing = checkout.error instanceof ApiError && checkout.error.status === 404;
    return (
      <Alert
        color="red"
        title={
          <AlertTitle>{missing ? "Checkout not found" : "Checkout could not be loaded"}</AlertTitle>
        }
      >
        {missing
          ? "This checkout does not exist or belongs to another account. Start again from the membership page."
          : `${messageOf(checkout.error)} Reload the page to try again.`}
      </Alert>
    );
  }

  const decide = async (decision: "pay" | "cancel") => {
    setBusy(decision);
    try {
      await decideTestCheckout(id, decision);
    } catch (error) {
      notify("red", messageOf(error));
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
          Club: <strong>{data.clubName}</strong> (membership level {data.level})
        </Text>
        <Text fw={700}>{priceOf(data)}</Text>
        {data.status === "open" ? (
          <Group grow wrap="wrap">
            <Button onClick={() => decide("pay")} loading={busy === "pay"} disabled={busy !== null}>
              Pay
            </Button>
            <Button
              variant="default"
              onClick={() => decide("cancel")}
              loading={busy === "cancel"}
              disabled={busy !== null}
            >
              Cancel
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
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Membership checkout</Title>
        <Alert color="yellow" title={<AlertTitle>Test mode — no card is charged</AlertTitle>}>
          This is the app's built-in checkout. Pay grants the membership exactly as a real payment
          would; Cancel ends the checkout without one.
        </Alert>
        <RequireSignIn>{() => <TestCheckoutForm id={id} />}</RequireSignIn>
      </Stack>
    </Container>
  );
}
