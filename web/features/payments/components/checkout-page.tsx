import { Container, Stack, Text, Title } from "@mantine/core";
import { MembershipCard } from "../../../components/membership-card.tsx";
import { CheckoutButton } from "./checkout-button.tsx";
import { MembershipStatus } from "./membership-status.tsx";

/** /Checkout: the membership purchase button (level 1, the global club). */
export function CheckoutPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>Checkout</Title>
          <Text mt="xs" maw={640}>
            Become a Blockvocates member: join the global club, follow your career journey and
            present your work at club meetings.
          </Text>
        </div>
        <MembershipStatus />
        <MembershipCard action={<CheckoutButton level={1} label="Checkout" />} />
      </Stack>
    </Container>
  );
}
