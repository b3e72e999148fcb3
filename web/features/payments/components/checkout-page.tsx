import { Container, Stack, Text, Title } from "@mantine/core";
import { MembershipCard, usePayLabel } from "../../../components/membership-card.tsx";
import { useT } from "../../../i18n/index.ts";
import { paymentsCatalogs } from "../messages.ts";
import { CheckoutButton } from "./checkout-button.tsx";
import { MembershipStatus } from "./membership-status.tsx";

/** /Checkout: the membership purchase button (level 1, the global club). */
export function CheckoutPage() {
  const t = useT(paymentsCatalogs);
  const payLabel = usePayLabel();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>{t("payments.checkout.title")}</Title>
          <Text mt="xs" maw={640}>
            {t("payments.checkout.intro")}
          </Text>
        </div>
        <MembershipStatus />
        <MembershipCard action={<CheckoutButton level={1} label={payLabel} />} />
      </Stack>
    </Container>
  );
}
