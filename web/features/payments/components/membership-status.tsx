import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import type { Membership } from "../../../../contract/payments.ts";
import { formatDay, formatNumber, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import { openBillingPortal, useMembership } from "../api/checkout.ts";
import { paymentsCatalogs } from "../messages.ts";
import { AlertTitle } from "./alert-title.tsx";

const STATUS_LABELS: Record<Membership["status"], { label: string; color: string }> = {
  active: { label: "payments.status.active", color: "green" },
  pending: { label: "payments.status.pending", color: "yellow" },
  past_due: { label: "payments.status.pastDue", color: "red" },
  canceled: { label: "payments.status.canceled", color: "gray" },
  none: { label: "payments.status.none", color: "gray" },
};

const dateOf = (iso: string) => formatDay(iso);

function ManageMembershipButton() {
  const [opening, setOpening] = useState(false);
  const t = useT(paymentsCatalogs);
  const open = async () => {
    setOpening(true);
    try {
      const { url } = await openBillingPortal();
      window.location.assign(url);
    } catch (error) {
      toast("red", messageOf(error));
      setOpening(false);
    }
  };
  return (
    <Button variant="light" onClick={open} loading={opening}>
      {t("payments.status.manage")}
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
  const t = useT(paymentsCatalogs);
  if (!user) return null;
  if (membership.isPending) return <Loader size="sm" aria-label={t("payments.status.loading")} />;
  if (membership.error) {
    return (
      <Alert color="red" title={<AlertTitle>{t("payments.status.loadFailed")}</AlertTitle>}>
        {messageOf(membership.error)} {t("payments.reload")}
      </Alert>
    );
  }
  const { level, clubName, status, renewsAt, canManage, active, scholarshipEndsAt } =
    membership.data;
  const badge = STATUS_LABELS[status];
  return (
    <Card withBorder radius="md" padding="lg" maw={480}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="h4">
            {t("payments.status.title")}
          </Title>
          <Badge color={badge.color} variant="light">
            {t(badge.label)}
          </Badge>
        </Group>
        {level > 0 ? (
          <Text>
            {t("payments.status.level", {
              level: formatNumber(level),
              club: clubName ?? t("payments.status.clubOfLevel", { level: formatNumber(level) }),
            })}
          </Text>
        ) : (
          <Text>{t("payments.status.noClub")}</Text>
        )}
        {scholarshipEndsAt ? (
          <Text data-testid="scholarship">
            {t("payments.status.scholarship", { date: dateOf(scholarshipEndsAt) })}
          </Text>
        ) : null}
        {renewsAt && (
          <Text c="gray.7">{t("payments.status.renews", { date: dateOf(renewsAt) })}</Text>
        )}
        <Text size="sm">
          {active ? t("payments.status.opens") : t("payments.status.closed")}{" "}
          <Anchor component={Link} to="/Rewards" underline="always">
            {t("payments.status.vocateLink")}
          </Anchor>
        </Text>
        {canManage && <ManageMembershipButton />}
      </Stack>
    </Card>
  );
}
