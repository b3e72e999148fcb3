import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { ClubApplication } from "../../../../contract/applications.ts";
import { PagedList } from "../../../components/paged-list.tsx";
import { StatusText } from "../../../components/status-text.tsx";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { type Decision, useDecideApplication } from "../api/decide-application.ts";
import { useClubRequests } from "../api/get-club-applications.ts";

const statusColor = { pending: "yellow", accepted: "green", rejected: "gray" } as const;

function RequestCard({ request }: { request: ClubApplication }) {
  const decide = useDecideApplication(request.clubId);
  const run = (decision: Decision) =>
    decide.mutate(
      { applicationId: request.applicationId, decision },
      {
        onSuccess: () =>
          notify(
            "green",
            `${request.applicantName} was ${decision === "accept" ? "accepted" : "rejected"}.`,
          ),
        onError: (error) => notify("red", messageOf(error)),
      },
    );
  const busy = decide.isPending ? decide.variables.decision : undefined;

  return (
    <Paper withBorder p="md" radius="md" component="article">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={700}>{request.applicantName}</Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {request.applicantEmail}
          </Text>
          <Group gap="xs">
            <Text size="sm">Status:</Text>
            <Badge color={statusColor[request.status]} variant="light" c="dark.8">
              {request.status}
            </Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          {request.status === "pending" ? (
            <>
              <Button
                aria-label={`Accept ${request.applicantName}`}
                loading={busy === "accept"}
                disabled={busy === "reject"}
                onClick={() => run("accept")}
              >
                Accept
              </Button>
              <Button
                aria-label={`Reject ${request.applicantName}`}
                variant="default"
                loading={busy === "reject"}
                disabled={busy === "accept"}
                onClick={() => run("reject")}
              >
                Reject
              </Button>
            </>
          ) : (
            <StatusText focus={decide.isSuccess}>
              {request.status === "accepted" ? "Accepted" : "Rejected"}
            </StatusText>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** 'Club Requests': each applicant's name, email and status, with Accept and Reject. */
export function ClubRequests({ clubId }: { clubId: number }) {
  return (
    <PagedList
      query={useClubRequests(clubId)}
      what="applications"
      empty="No applications found."
      renderItem={(request) => <RequestCard key={request.applicationId} request={request} />}
    />
  );
}
