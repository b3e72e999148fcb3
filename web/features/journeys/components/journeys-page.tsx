import { Container, Text, Title } from "@mantine/core";
import { JourneysAccordion } from "../../../components/journeys-accordion.tsx";

export function JourneysPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xs">
        Six Customized Journeys
      </Title>
      <Text mb="lg">
        Every journey starts with blockchain fundamentals and your Web3 identity, then follows the
        career you choose. You pick one journey, once.
      </Text>
      <JourneysAccordion />
    </Container>
  );
}
