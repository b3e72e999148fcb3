import { Badge, Button, Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

const PLACEHOLDER_PATHS = [
  { name: "Crypto Trader", text: "Markets, risk and a public track record." },
  { name: "Marketing", text: "Telling a project's story to the people it serves." },
  { name: "Community", text: "Growing and caring for an online community." },
  { name: "Developer", text: "Smart contracts, wallets and decentralised apps." },
  { name: "Designer", text: "Interfaces, brands and digital art for Web3." },
];

/** /WorkingPage: an alternative journey layout with five placeholder paths. */
export function WorkingPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Journeys in the works</Title>
        <Text>
          These paths are still being written. To start now, choose one of the six journeys.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {PLACEHOLDER_PATHS.map((path) => (
            <Card key={path.name} withBorder padding="lg" radius="md">
              <Stack gap="xs">
                <Title order={2} fz="h3">
                  {path.name}
                </Title>
                <Text>{path.text}</Text>
                <Badge color="gray" variant="light" c="gray.9">
                  Coming soon
                </Badge>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Button component={Link} to="/PreviewPage" w="fit-content">
          See the six journeys
        </Button>
      </Stack>
    </Container>
  );
}
