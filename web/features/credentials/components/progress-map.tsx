import {
  Alert,
  Anchor,
  Badge,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router";
import type { MissionProgress } from "../../../../contract/credentials.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useProgress } from "../api/credentials.ts";
import { issuedOn } from "./credential-links.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** "today", "1 day", "N days": how long a submission has waited. */
export function waitedFor(sinceIso: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(sinceIso).getTime()) / DAY_MS));
  if (days === 0) return "today";
  return days === 1 ? "1 day" : `${days} days`;
}

function StateOf({ item, now }: { item: MissionProgress; now: Date }) {
  if (item.state === "verified") {
    return (
      <Group gap="xs">
        <Badge color="green" variant="light">
          Verified
        </Badge>
        <Text size="sm">{item.since ? `on ${issuedOn(item.since)}` : null}</Text>
        {item.credentialId ? (
          <Anchor component={Link} to={`/credentials/${item.credentialId}`} size="sm">
            View credential<span className="visually-hidden"> for {item.missionName}</span>
          </Anchor>
        ) : null}
      </Group>
    );
  }
  if (item.state === "waiting") {
    return (
      <Group gap="xs">
        <Badge color="yellow" variant="light">
          Waiting for verification
        </Badge>
        <Text size="sm">{item.since ? `since ${waitedFor(item.since, now)}` : null}</Text>
      </Group>
    );
  }
  if (item.state === "in-progress")
    return (
      <Badge color="indigo" variant="light">
        In progress
      </Badge>
    );
  return (
    <Badge color="gray" variant="light">
      Not started
    </Badge>
  );
}

/** The dashboard's map of the member's journey: each mission's state and its credential. */
export function ProgressMap({ now = new Date() }: { now?: Date }) {
  const progress = useProgress();
  if (progress.isPending) return <Loader aria-label="Loading your progress" />;
  if (progress.isError) {
    return (
      <Alert color="red.9" title="Your progress could not be loaded">
        {messageOf(progress.error)} Reload the page to try again.
      </Alert>
    );
  }
  const { items, journeyCredentialId } = progress.data;
  if (items.length === 0) return null;
  const verified = items.filter((item) => item.state === "verified").length;
  return (
    <section aria-labelledby="progress-map-title">
      <Title order={2} mb="xs" id="progress-map-title">
        Your progress
      </Title>
      <Text mb="md">
        {verified} of {items.length} missions verified.
        {journeyCredentialId ? (
          <>
            {" "}
            <Anchor component={Link} to={`/credentials/${journeyCredentialId}`} underline="always">
              View your journey credential
            </Anchor>
          </>
        ) : null}
      </Text>
      <Paper withBorder p="md" radius="md">
        <List listStyleType="none" spacing="sm" data-testid="progress-map">
          {items.map((item, index) => (
            <List.Item key={item.missionId} data-testid="progress-item">
              <Stack gap={2}>
                <Text fw={600}>
                  {index + 1}. {item.missionName}
                </Text>
                <StateOf item={item} now={now} />
              </Stack>
            </List.Item>
          ))}
        </List>
      </Paper>
    </section>
  );
}
