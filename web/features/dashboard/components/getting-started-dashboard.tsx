import "@mantine/core/styles/ThemeIcon.css";
import {
  Alert,
  Button,
  Card,
  Container,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Me } from "../../../../contract/accounts.ts";
import { componentCatalogs } from "../../../components/messages.ts";
import { useT } from "../../../i18n/index.ts";
import { dashboardCatalogs } from "../messages.ts";
import { LineIcon } from "./line-icon.tsx";
import { StartChecklist } from "./start-checklist.tsx";

/** The programme's three promises (docs/product.md, round 3), each with a mark of its own. */
const PROMISES = [
  {
    title: "dashboard.start.promise.learn.title",
    text: "dashboard.start.promise.learn.text",
    color: "indigo",
    path: "M4 19.5V5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2zm0 0A2 2 0 0 0 6 22h14",
  },
  {
    title: "dashboard.start.promise.speak.title",
    text: "dashboard.start.promise.speak.text",
    color: "teal",
    path: "M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3",
  },
  {
    title: "dashboard.start.promise.job.title",
    text: "dashboard.start.promise.job.text",
    color: "grape",
    path: "M3 8h18v12H3zM8 8V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3M3 13h18",
  },
] as const;

function Promises() {
  const t = useT(dashboardCatalogs);
  return (
    <section aria-labelledby="programme">
      <Title order={2} id="programme" mb={4}>
        {t("dashboard.start.programme.title")}
      </Title>
      <Text mb="sm">{t("dashboard.start.programme.lead")}</Text>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {PROMISES.map((promise) => (
          <Card component="li" withBorder radius="md" padding="md" key={promise.title}>
            <Stack gap={6}>
              <ThemeIcon variant="light" color={promise.color} size={36} radius="md" aria-hidden>
                <LineIcon path={promise.path} />
              </ThemeIcon>
              <Title order={3} fz="h4">
                {t(promise.title)}
              </Title>
              <Text size="sm">{t(promise.text)}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** Right after sign-up (`?welcome=1`): a welcome the person may close. */
function Welcome({ name }: { name: string }) {
  const [params] = useSearchParams();
  const [closed, setClosed] = useState(false);
  const t = useT(dashboardCatalogs);
  const tc = useT(componentCatalogs);
  if (closed || params.get("welcome") !== "1") return null;
  return (
    <Alert
      color="green"
      variant="light"
      title={t("dashboard.start.welcome.title", { name })}
      withCloseButton
      closeButtonLabel={tc("common.close")}
      onClose={() => setClosed(true)}
      data-testid="welcome"
      role="status"
    >
      <Text c="dark.8">{t("dashboard.start.welcome.text")}</Text>
    </Alert>
  );
}

/** 'Your applications' when there are none: what to do to have one. */
export function NoApplicationsYet() {
  const t = useT(dashboardCatalogs);
  return (
    <section aria-labelledby="my-applications-empty">
      <Title order={2} id="my-applications-empty" mb="sm">
        {t("dashboard.start.applications.title")}
      </Title>
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Text>{t("dashboard.start.applications.empty")}</Text>
      </Paper>
    </section>
  );
}

/** 'The membership': its state (`status`), what it gives (`gives`) and the way to it. */
export function MembershipOverview({ status, gives }: { status: ReactNode; gives: ReactNode }) {
  const t = useT(dashboardCatalogs);
  return (
    <section aria-labelledby="membership-overview">
      <Title order={2} id="membership-overview" mb={4}>
        {t("dashboard.start.membership.title")}
      </Title>
      <Text mb="sm">{t("dashboard.start.membership.lead")}</Text>
      <Stack gap="md">
        {status}
        <Paper withBorder radius="md" p="md" maw={640}>
          <Stack gap="sm">
            {gives}
            <Button component={Link} to="/Checkout" style={{ alignSelf: "flex-start" }}>
              {t("dashboard.start.membership.see")}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </section>
  );
}

/**
 * MY ACCOUNT for a signed-in person without a club (docs/product.md, round 3 decision 1): a welcome
 * after sign-up, the checklist of next steps, their applications, clubs to apply to, what the
 * programme is and the membership. The slots are composed in by the route.
 */
export function GettingStartedDashboard({
  user,
  applications,
  clubs,
  membership,
}: {
  user: Me;
  applications: ReactNode;
  clubs: ReactNode;
  membership: ReactNode;
}) {
  const t = useT(dashboardCatalogs);
  const tc = useT(componentCatalogs);
  return (
    <Container size="lg" py="xl" px={{ base: "sm", sm: "md" }}>
      <Stack gap="xl">
        <Welcome name={user.name} />
        <div>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {tc("title.myAccount")}
          </Title>
          <Text mt="xs" maw={720}>
            {t("dashboard.start.lead")}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <StartChecklist user={user} />
          <Stack gap="xl">
            {applications}
            {clubs}
          </Stack>
        </SimpleGrid>
        <Promises />
        {membership}
      </Stack>
    </Container>
  );
}
