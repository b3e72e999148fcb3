import { Alert, Badge, Card, List, Loader, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatNumber, useT } from "../i18n/index.ts";
import { messageOf } from "../lib/api-client.ts";
import { usePlan } from "../lib/public-content.ts";
import { componentCatalogs } from "./messages.ts";

/** "1,000$": the spec's form, with the digits of the page's language. */
const usd = (amount: number) => `${formatNumber(amount)}$`;

/** The membership plan with its scholar and list prices; `action` is the page's buy button. */
export function MembershipCard({ action }: { action?: ReactNode }) {
  const { data, error, isPending } = usePlan();
  const t = useT(componentCatalogs);
  if (isPending) return <Loader aria-label={t("membership.loading")} />;
  if (error) return <Alert color="red">{messageOf(error)}</Alert>;
  const plan = data.plan;
  if (!plan) return <Alert color="yellow">{t("membership.noPrice")}</Alert>;
  return (
    <Card withBorder shadow="sm" padding="lg" radius="md" maw={480}>
      <Stack gap="sm">
        <Badge color="indigo" variant="light">
          {t("membership.forScholars")}
        </Badge>
        <Title order={2} fz="h3">
          {plan.name}
        </Title>
        <Text fz={32} fw={800} c="indigo.9" lh={1}>
          {usd(plan.scholarPriceSixMonthsUsd)}{" "}
          <Text span fz="md" fw={500} c="gray.7">
            {t("membership.sixMonths", { monthly: usd(plan.scholarPriceMonthlyUsd) })}
          </Text>
        </Text>
        <Text c="gray.7">
          {t("membership.original")}{" "}
          <Text span td="line-through">
            {t("membership.originalPrices", {
              sixMonths: usd(plan.listPriceSixMonthsUsd),
              monthly: usd(plan.listPriceMonthlyUsd),
            })}
          </Text>
        </Text>
        <Text fw={700}>{t("membership.rewards", { tokens: formatNumber(plan.rewardTokens) })}</Text>
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
