import { Alert, Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MyApplication } from "../../../../contract/applications.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { sinceText, waitingText } from "../../../lib/waiting.ts";
import { useMyApplications } from "../api/get-my-applications.ts";

const statusLabel = { pending: "Pending", accepted: "Accepted", rejected: "Not accepted" } as const;
const statusColor = { pending: "yellow", accepted: "green", rejected: "gray" } as const;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** The newest application to each club: an older, rejected one says nothing new. */
function latestPerClub(items: MyApplication[]) {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (seen.has(item.clubId)) return false;
    seen.add(item.clubId);
    return true;
  });
}

function ApplicationRow({ application }: { application: MyApplication }) {
  return (
    <Paper withBorder p="md" radius="md" component="li" data-testid="my-application">
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={700}>{application.clubName}</Text>
          <Badge color={statusColor[application.status]} variant="light" c="dark.8">
            {statusLabel[application.status]}
          </Badge>
        </Group>
        {application.status === "pending" ? (
          <Text size="sm">
            Waiting for the club's leader to decide: {waitingText(application.createdAt)} (
            {sinceText(application.createdAt)}).
          </Text>
        ) : (
          <Text size="sm">
            Decided on {dateFormat.format(new Date(application.decidedAt ?? application.createdAt))}
            .
          </Text>
        )}
        {application.leaderNote ? (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            The leader's note: {application.leaderNote}
          </Text>
        ) : null}
        {application.status === "rejected" ? (
          <Anchor component={Link} to={`/${application.clubSlug}`} underline="always" size="sm">
            Apply to {application.clubName} again
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * 'Your applications': the newest application to each club, as it stands (pending and for how
 * long, accepted, or not accepted with the leader's note and a way to apply again). Renders
 * `whenEmpty` (nothing by default) when the person never applied.
 */
export function MyApplications({ whenEmpty = null }: { whenEmpty?: ReactNode }) {
  const applications = useMyApplications();
  if (applications.isPending) return <Loader aria-label="Loading your applications" />;
  if (applications.isError) {
    return (
      <Alert color="red.9">{messageOf(applications.error)} Reload the page to try again.</Alert>
    );
  }
  const items = latestPerClub(applications.data.items);
  if (items.length === 0) return whenEmpty;
  return (
    <section aria-labelledby="my-applications">
      <Title order={2} id="my-applications" mb="sm">
        Your applications
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {items.map((application) => (
          <ApplicationRow key={application.applicationId} application={application} />
        ))}
      </Stack>
    </section>
  );
}
