import { Accordion, Alert, Group, Image, List, Loader, Stack, Text } from "@mantine/core";
import { messageOf } from "../lib/api-client.ts";
import { useJourneys } from "../lib/public-content.ts";

/** The six journeys: one open at a time, each with its description and eight modules. */
export function JourneysAccordion() {
  const { data, error, isPending } = useJourneys();
  if (isPending) return <Loader aria-label="Loading journeys" />;
  if (error) return <Alert color="red">{messageOf(error)}</Alert>;
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {data.items.map((journey) => (
        <Accordion.Item key={journey.id} value={String(journey.id)}>
          <Accordion.Control>
            <Group wrap="nowrap">
              <Image src={journey.image} alt="" w={64} h={36} fit="contain" />
              <Text fw={700}>{journey.title}</Text>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <Text>{journey.description}</Text>
              <List spacing={4} aria-label={`${journey.title} modules`}>
                {journey.modules.map((module) => (
                  <List.Item key={module}>{module}</List.Item>
                ))}
              </List>
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
