import {
  Alert,
  Anchor,
  Badge,
  Card,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { formatNumber, useT } from "../i18n/index.ts";
import { messageOf } from "../lib/api-client.ts";
import { usePlan } from "../lib/public-content.ts";
import { componentCatalogs } from "./messages.ts";

/**
 * An amount of US dollars in the page's language: one currency format per language (Intl), the
 * cents only when there are some ("$60", "‏60 US$").
 */
export const usd = (amount: number) =>
  formatNumber(amount, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });

/** What is free to everyone signed in, and what the paid membership adds (docs/product.md, round 3). */
const FREE = [
  "membership.free.apply",
  "membership.free.meetings",
  "membership.free.journey",
  "membership.free.missions",
  "membership.free.opportunities",
] as const;

/**
 * The two lists: free to every signed-in person, and what the paid membership adds ($VOCATE up
 * to `rewardTokens` a six-month period, with what $VOCATE are and are not).
 */
export function MembershipGives({ rewardTokens }: { rewardTokens: number }) {
  const t = useT(componentCatalogs);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <section data-testid="membership-free">
          <Title order={3} fz="h5" mb={4}>
            {t("membership.free.title")}
          </Title>
          <List spacing={4} size="sm">
            {FREE.map((id) => (
              <List.Item key={id}>{t(id)}</List.Item>
            ))}
          </List>
        </section>
        <section data-testid="membership-paid">
          <Title order={3} fz="h5" mb={4}>
            {t("membership.paid.title")}
          </Title>
          <List spacing={4} size="sm">
            <List.Item>{t("membership.paid.missions")}</List.Item>
            <List.Item>{t("membership.paid.credential")}</List.Item>
            <List.Item>
              {t("membership.paid.rewards", { tokens: formatNumber(rewardTokens) })}
            </List.Item>
          </List>
        </section>
      </SimpleGrid>
      <Text fz="sm" c="gray.7">
        {t("membership.vocate")} <Anchor href="/Rewards">{t("membership.vocateLink")}</Anchor>
      </Text>
    </Stack>
  );
}

/**
 * The pay button's words, named for what it does: "Pay $60 for 6 months" (the plan's scholar
 * price), or "Pay for the membership" until the plan is known.
 */
export function usePayLabel(): string {
  const { data } = usePlan();
  const t = useT(componentCatalogs);
  const plan = data?.plan;
  return plan
    ? t("membership.pay", { price: usd(plan.scholarPriceSixMonthsUsd) })
    : t("membership.payPlain");
}

/** The membership plan with its scholar and list prices; `action` is the page's buy button. */
export function MembershipCard({ action }: { action?: ReactNode }) {
  const { data, error, isPending } = usePlan();
  const t = useT(componentCatalogs);
  if (isPending) return <Loader aria-label={t("membership.loading")} />;
  if (error) return <Alert color="red">{messageOf(error)}</Alert>;
  const plan = data.plan;
  if (!plan) return <Alert color="yellow">{t("membership.noPrice")}</Alert>;
  return (
    <Card withBorder shadow="sm" padding="lg" radius="md" maw={640} data-testid="membership-card">
      <Stack gap="sm">
        <Badge color="indigo" variant="light">
          {t("membership.forScholars")}
        </Badge>
        <Title order={2} fz="h3">
          {plan.name}
        </Title>
        <Text fz={32} fw={800} c="indigo.9" lh={1.2} data-testid="membership-price">
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
        <MembershipGives rewardTokens={plan.rewardTokens} />
        {action}
      </Stack>
    </Card>
  );
}
