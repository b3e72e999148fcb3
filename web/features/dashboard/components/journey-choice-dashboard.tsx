import {
  Alert,
  Container,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Me } from "../../../../contract/accounts.ts";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useJourneys } from "../../../lib/public-content.ts";
import { dashboardCatalogs } from "../messages.ts";
import { MemberGreeting } from "./member-greeting.tsx";

function JourneyTiles() {
  const { data, error, isPending } = useJourneys();
  const t = useT(dashboardCatalogs);
  if (isPending) return <Loader aria-label={t("dashboard.journeys.loading")} />;
  if (error) {
    return (
      <Alert color="red.9">
        {messageOf(error)} {t("dashboard.reload")}
      </Alert>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      component="ul"
      style={{ listStyle: "none", padding: 0 }}
    >
      {data.items.map((journey) => (
        <li key={journey.id}>
          <Paper
            component={Link}
            to="/PreviewPage"
            withBorder
            shadow="xs"
            p="md"
            radius="md"
            style={{ display: "block", textDecoration: "none", color: "inherit" }}
          >
            <Stack gap="xs" align="center">
              <Image src={journey.image} alt="" h={80} w="auto" fit="contain" />
              <Text fw={700} c="indigo.9">
                {journey.title}
              </Text>
            </Stack>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** /DashboardOne: a member with a club who has not chosen a journey yet. */
export function JourneyChoiceDashboard({ user, waiting }: { user: Me; waiting?: ReactNode }) {
  const t = useT(dashboardCatalogs);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <MemberGreeting user={user} />
        {waiting}
        <Title order={2}>{t("dashboard.journeys.choose")}</Title>
        <JourneyTiles />
      </Stack>
    </Container>
  );
}
