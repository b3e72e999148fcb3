import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { Membership } from "../../../../contract/payments.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { openBillingPortal, useMembership } from "../api/checkout.ts";
import { AlertTitle } from "./alert-title.tsx";

const STATUS_LABELS: Record<Membership["status"], { label: string; color: string }> = {
  active: { label: "Active", color: "green" },
  pending: { label: "Payment pending", color: "yellow" },
  past_due: { label: "Payment failed", color: "red" },
  canceled: { label: "Canceled", color: "gray" },
  none: { label: "Not paid", color: "gray" },
};

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

function ManageMembershipButton() {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const { url } = await openBillingPortal();
      window.location.assign(url);
    } catch (error) {
      notify("red", messageOf(error));
      setOpening(false);
    }
  };
  return (
    <Button variant="light" onClick={open} loading={opening}>
      Manage membership
    </Button>
  );
}

/**
 * The signed-in member's membership: level and club, paid status, renewal date, and 'Manage
 * membership' (Stripe's Billing Portal) for subscribers. Renders nothing when signed out.
 */
export function MembershipStatus() {
  const { data: user } = useCurrentUser();
  const membership = useMembership(Boolean(user));
  if (!user) return null;
  if (membership.isPending) return <Loader size="sm" aria-label="Loading membership" />;
  if (membership.error) {
    return (
      <Alert color="red" title={<AlertTitle>Your membership could not be loaded</AlertTitle>}>
        {messageOf(membership.error)} Reload the page to try again.
      </Alert>
    );
  }
  const { level, clubName, status, renewsAt, canManage } = membership.data;
  const badge = STATUS_LABELS[status];
  return (
    <Card withBorder radius="md" padding="lg" maw={480}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4">
            Your membership
          </Title>
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>
        {level > 0 ? (
          <Text>
            Level {level}: {clubName ?? `Club ${level}`}
          </Text>
        ) : (
          <Text>You are not a member of a club yet.</Text>
        )}
        {renewsAt && <Text c="gray.7">Renews on {dateOf(renewsAt)}</Text>}
        {canManage && <ManageMembershipButton />}
      </Stack>
    </Card>
  );
}
