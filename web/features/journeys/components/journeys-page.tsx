import { Container, Text, Title } from "@mantine/core";
import { JourneysAccordion } from "../../../components/journeys-accordion.tsx";
import { useT } from "../../../i18n/index.ts";
import { journeysCatalogs } from "../messages.ts";

export function JourneysPage() {
  const t = useT(journeysCatalogs);
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xs">
        {t("journeys.page.title")}
      </Title>
      <Text mb="lg">{t("journeys.page.intro")}</Text>
      <JourneysAccordion />
    </Container>
  );
}
