import { Alert, Badge, Card, List, Loader, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { messageOf } from "../lib/api-client.ts";
import { usePlan } from "../lib/public-content.ts";

const usd = (amount: number) => `${amount.toLocaleString("en-US")}$`;

/** The membership plan with its scholar and list prices; `action` is the page's buy button. */
export function MembershipCard({ action }: { action?: ReactNode }) {
  const { data, error, isPending } = usePlan();
  if (isPending) return <Loader aria-label="Loading membership" />;
  if (error) return <Alert color="red">{messageOf(error)}</Alert>;
  const plan = data.plan;
  if (!plan) return <Alert color="yellow">No price available for checkout.</Alert>;
  return (
    <Card withBorder shadow="sm" padding="lg" radius="md" maw={480}>
      <Stack gap="sm">
        <Badge color="indigo" variant="light">
          For selected scholars
        </Badge>
        <Title order={2} fz="h3">
          {plan.name}
        </Title>
        <Text fz={32} fw={800} c="indigo.9" lh={1}>
          {usd(plan.scholarPriceSixMonthsUsd)}{" "}
          <Text span fz="md" fw={500} c="gray.7">
            for 6 months ({usd(plan.scholarPriceMonthlyUsd)}/Month)
          </Text>
        </Text>
        <Text c="gray.7">
          Original price:{" "}
          <Text span td="line-through">
            {usd(plan.listPriceSixMonthsUsd)} per 6 months or {usd(plan.listPriceMonthlyUsd)}/Month
          </Text>
        </Text>
        <Text fw={700}>+ {plan.rewardTokens.toLocaleString("en-US")} $VOCATE in rewards</Text>
        <List spacing={4}>
          {plan.perks.map((perk) => (
            <List.Item key={perk}>{perk}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}
