import {
  Button,
  Card,
  Container,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { Journey } from "../../../../contract/journeys.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { useT } from "../../../i18n/index.ts";
import { journeyChoiceCatalogs } from "../messages.ts";
import { JourneyChoiceGate, type JourneyChoiceProps } from "./journey-choice-gate.tsx";
import classes from "./preview-page.module.css";

function JourneyCard({
  journey,
  canSelect,
  onSelect,
}: {
  journey: Journey;
  canSelect: boolean;
  onSelect: (journey: Journey) => void;
}) {
  const t = useT(journeyChoiceCatalogs);
  return (
    <Card
      withBorder
      shadow="xs"
      padding="lg"
      radius="md"
      className={classes.card}
      component="article"
      aria-labelledby={`journey-${journey.id}`}
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="sm">
          <Image src={journey.image} alt="" h={96} fit="contain" />
          <Title order={2} fz="h3" id={`journey-${journey.id}`}>
            {journey.title}
          </Title>
          <div>
            <Text mb="xs">{journey.description}</Text>
            <List
              spacing={2}
              size="sm"
              aria-label={t("journeyChoice.modules", { title: journey.title })}
            >
              {journey.modules.map((module) => (
                <List.Item key={module}>{module}</List.Item>
              ))}
            </List>
          </div>
        </Stack>
        <Button
          onClick={() => onSelect(journey)}
          disabled={!canSelect}
          aria-label={t("journeyChoice.selectName", { name: journey.title })}
        >
          {t("journeyChoice.select")}
        </Button>
      </Stack>
    </Card>
  );
}

function JourneyChoice({ journeys, canSelect, select, notice }: JourneyChoiceProps) {
  const t = useT(journeyChoiceCatalogs);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("journeyChoice.preview.title")}</Title>
        <Text>{t("journeyChoice.final")}</Text>
        {notice}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {journeys.map((journey) => (
            <JourneyCard
              key={journey.id}
              journey={journey}
              canSelect={canSelect}
              onSelect={select}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/** /PreviewPage: the six journeys, each with a Select (final, after a confirmation). */
export function PreviewPage() {
  return (
    <RequireSignIn>
      {(user) => (
        <JourneyChoiceGate user={user}>{(props) => <JourneyChoice {...props} />}</JourneyChoiceGate>
      )}
    </RequireSignIn>
  );
}
