import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { useT } from "../../../i18n/index.ts";
import { journeyChoiceCatalogs } from "../messages.ts";
import { JourneyChoiceGate, type JourneyChoiceProps } from "./journey-choice-gate.tsx";

/**
 * The five paths in the works, each starting today as the closest of the six journeys (by its
 * slug: the journeys' titles are in the reader's language).
 */
export const PLACEHOLDER_PATHS = [
  {
    key: "trader",
    name: "journeyChoice.path.trader.name",
    text: "journeyChoice.path.trader.text",
    journey: "trader",
  },
  {
    key: "marketing",
    name: "journeyChoice.path.marketing.name",
    text: "journeyChoice.path.marketing.text",
    journey: "founder",
  },
  {
    key: "community",
    name: "journeyChoice.path.community.name",
    text: "journeyChoice.path.community.text",
    journey: "community-builder",
  },
  {
    key: "developer",
    name: "journeyChoice.path.developer.name",
    text: "journeyChoice.path.developer.text",
    journey: "developer",
  },
  {
    key: "designer",
    name: "journeyChoice.path.designer.name",
    text: "journeyChoice.path.designer.text",
    journey: "designer",
  },
] as const;

function WorkingChoice({ journeys, canSelect, select, notice }: JourneyChoiceProps) {
  const [chosenId, setChosenId] = useState("");
  const t = useT(journeyChoiceCatalogs);
  const bySlug = (slug: string) => journeys.find((journey) => journey.slug === slug);
  const chosen = journeys.find((journey) => String(journey.id) === chosenId);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("journeyChoice.working.title")}</Title>
        <Text>{t("journeyChoice.working.intro")}</Text>
        {notice}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {PLACEHOLDER_PATHS.map((path) => {
            const journey = bySlug(path.journey);
            const name = t(path.name);
            return (
              <Card key={path.key} withBorder padding="lg" radius="md" component="article">
                <Stack gap="xs" h="100%" justify="space-between">
                  <Stack gap="xs">
                    <Title order={2} fz="h3">
                      {name}
                    </Title>
                    <Text>{t(path.text)}</Text>
                    <Group gap="xs">
                      <Badge color="gray" variant="light" c="gray.9">
                        {t("journeyChoice.working.soon")}
                      </Badge>
                      {journey ? (
                        <Text size="sm">
                          {t("journeyChoice.working.startsAs", { journey: journey.title })}
                        </Text>
                      ) : null}
                    </Group>
                  </Stack>
                  <Button
                    disabled={!canSelect || !journey}
                    aria-label={t("journeyChoice.selectName", { name })}
                    onClick={() => journey && select(journey)}
                  >
                    {t("journeyChoice.select")}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="any-journey">
          <Title order={2} fz="h3" id="any-journey" mb="sm">
            {t("journeyChoice.working.any")}
          </Title>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t("journeyChoice.working.journey")}
              value={chosenId}
              disabled={!canSelect}
              onChange={(event) => setChosenId(event.currentTarget.value)}
              data={[
                { value: "", label: t("journeyChoice.working.chooseJourney") },
                ...journeys.map((journey) => ({ value: String(journey.id), label: journey.title })),
              ]}
            />
            <Button
              disabled={!canSelect || !chosen}
              onClick={() => chosen && select(chosen)}
              aria-label={t("journeyChoice.working.selectChosen")}
            >
              {t("journeyChoice.select")}
            </Button>
          </Group>
        </Card>
      </Stack>
    </Container>
  );
}

/** /WorkingPage: the alternative journey choice (five paths in the works), final like /PreviewPage. */
export function WorkingPage() {
  return (
    <RequireSignIn>
      {(user) => (
        <JourneyChoiceGate user={user}>{(props) => <WorkingChoice {...props} />}</JourneyChoiceGate>
      )}
    </RequireSignIn>
  );
}
