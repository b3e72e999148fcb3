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
import { JourneyChoiceGate, type JourneyChoiceProps } from "./journey-choice-gate.tsx";

/** The five paths in the works, each starting today as the closest of the six journeys. */
export const PLACEHOLDER_PATHS = [
  { name: "Crypto Trader", text: "Markets, risk and a public track record.", journey: "Trader" },
  {
    name: "Marketing",
    text: "Telling a project's story to the people it serves.",
    journey: "Founder",
  },
  {
    name: "Community",
    text: "Growing and caring for an online community.",
    journey: "Community Builder",
  },
  {
    name: "Developer",
    text: "Smart contracts, wallets and decentralised apps.",
    journey: "Developer",
  },
  { name: "Designer", text: "Interfaces, brands and digital art for Web3.", journey: "Designer" },
] as const;

function WorkingChoice({ journeys, canSelect, select, notice }: JourneyChoiceProps) {
  const [chosenId, setChosenId] = useState("");
  const byTitle = (title: string) => journeys.find((journey) => journey.title === title);
  const chosen = journeys.find((journey) => String(journey.id) === chosenId);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Journeys in the works</Title>
        <Text>
          These paths are still being written. Each starts today as the closest of the six journeys.
          Journey cannot be changed once picked.
        </Text>
        {notice}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {PLACEHOLDER_PATHS.map((path) => {
            const journey = byTitle(path.journey);
            return (
              <Card key={path.name} withBorder padding="lg" radius="md" component="article">
                <Stack gap="xs" h="100%" justify="space-between">
                  <Stack gap="xs">
                    <Title order={2} fz="h3">
                      {path.name}
                    </Title>
                    <Text>{path.text}</Text>
                    <Group gap="xs">
                      <Badge color="gray" variant="light" c="gray.9">
                        Coming soon
                      </Badge>
                      <Text size="sm">Starts as: {path.journey}</Text>
                    </Group>
                  </Stack>
                  <Button
                    disabled={!canSelect || !journey}
                    aria-label={`Select ${path.name}`}
                    onClick={() => journey && select(journey)}
                  >
                    Select
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="any-journey">
          <Title order={2} fz="h3" id="any-journey" mb="sm">
            Or choose any of the six journeys
          </Title>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label="Journey"
              value={chosenId}
              disabled={!canSelect}
              onChange={(event) => setChosenId(event.currentTarget.value)}
              data={[
                { value: "", label: "Choose a journey" },
                ...journeys.map((journey) => ({ value: String(journey.id), label: journey.title })),
              ]}
            />
            <Button
              disabled={!canSelect || !chosen}
              onClick={() => chosen && select(chosen)}
              aria-label="Select the chosen journey"
            >
              Select
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
