import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Image,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import type { Journey } from "../../../../contract/journeys.ts";
import type { Me } from "../../../../contract/me.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { ApiError, messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useJourneys } from "../../../lib/public-content.ts";
import { useChooseJourney } from "../api/choose-journey.ts";
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
            <List spacing={2} size="sm" aria-label={`${journey.title} modules`}>
              {journey.modules.map((module) => (
                <List.Item key={module}>{module}</List.Item>
              ))}
            </List>
          </div>
        </Stack>
        <Button
          onClick={() => onSelect(journey)}
          disabled={!canSelect}
          aria-label={`Select ${journey.title}`}
        >
          Select
        </Button>
      </Stack>
    </Card>
  );
}

function JourneyChoice({ user }: { user: Me }) {
  const journeys = useJourneys();
  const choose = useChooseJourney();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Journey | null>(null);

  if (user.pathId !== 0) return <Navigate to="/Dashboard" replace />;
  if (journeys.isPending) return <Loader m="xl" aria-label="Loading journeys" />;
  if (journeys.error) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red.9">{messageOf(journeys.error)} Reload the page to try again.</Alert>
      </Container>
    );
  }

  const confirm = () => {
    if (!confirming) return;
    choose.mutate(confirming.id, {
      onSuccess: (result) => {
        notify("green", `Your journey is ${result.pathName}.`);
        navigate("/Dashboard");
      },
      onError: (error) => {
        notify("red", messageOf(error));
        setConfirming(null);
        if (error instanceof ApiError && error.status === 409) navigate("/Dashboard");
      },
    });
  };

  const canSelect = user.clubMembership !== 0;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Choose your Blockvocates Journey</Title>
        <Text>Journey cannot be changed once picked.</Text>
        {canSelect ? null : (
          <Alert color="indigo" title="Join a club first">
            You can choose a journey once you are a member of a club.{" "}
            <Anchor underline="always" component={Link} to="/ClubSearch">
              Find a club
            </Anchor>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {journeys.data.items.map((journey) => (
            <JourneyCard
              key={journey.id}
              journey={journey}
              canSelect={canSelect}
              onSelect={setConfirming}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Modal
        closeButtonProps={{ "aria-label": "Close" }}
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Confirm your journey"
        centered
      >
        <Stack gap="md">
          <Text>
            Choose <strong>{confirming?.title}</strong>? This choice is final: your journey cannot
            be changed once picked.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={choose.isPending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

/** /PreviewPage: the six journeys, each with a Select (final, after a confirmation). */
export function PreviewPage() {
  return <RequireSignIn>{(user) => <JourneyChoice user={user} />}</RequireSignIn>;
}
