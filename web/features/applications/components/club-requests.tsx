import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { ClubApplication } from "../../../../contract/applications.ts";
import { DecisionNoteDialog } from "../../../components/decision-note-dialog.tsx";
import { PagedList } from "../../../components/paged-list.tsx";
import { StatusText } from "../../../components/status-text.tsx";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { sinceText, waitingText } from "../../../lib/waiting.ts";
import { useDecideApplication } from "../api/decide-application.ts";
import { useClubRequests } from "../api/get-club-applications.ts";

const statusColor = { pending: "yellow", accepted: "green", rejected: "gray" } as const;

function RequestCard({ request }: { request: ClubApplication }) {
  const decide = useDecideApplication(request.clubId);
  const [rejecting, setRejecting] = useState(false);
  const accept = () =>
    decide.mutate(
      { applicationId: request.applicationId, decision: "accept" },
      {
        onSuccess: () => notify("green", `${request.applicantName} was accepted.`),
        onError: (error) => notify("red", messageOf(error)),
      },
    );
  const reject = async (note: string) => {
    try {
      await decide.mutateAsync({
        applicationId: request.applicationId,
        decision: "reject",
        note: note || undefined,
      });
      notify("green", `${request.applicantName} was rejected.`);
      return undefined;
    } catch (error) {
      return messageOf(error);
    }
  };
  const busy = decide.isPending ? decide.variables.decision : undefined;

  return (
    <Paper withBorder p="md" radius="md" component="article" data-testid="club-request">
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
            {request.status === "pending" ? (
              <Text size="sm" fw={700} title={sinceText(request.createdAt)}>
                {waitingText(request.createdAt)}
              </Text>
            ) : null}
          </Group>
          {request.decidedByName ? (
            <Text size="sm" c="gray.7">
              Decided by {request.decidedByName}
            </Text>
          ) : null}
          {request.leaderNote ? (
            <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
              Note: {request.leaderNote}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {request.status === "pending" ? (
            <>
              <Button
                aria-label={`Accept ${request.applicantName}`}
                loading={busy === "accept"}
                disabled={busy === "reject"}
                onClick={accept}
              >
                Accept
              </Button>
              <Button
                aria-label={`Reject ${request.applicantName}`}
                variant="default"
                disabled={busy === "accept"}
                onClick={() => setRejecting(true)}
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
      <DecisionNoteDialog
        opened={rejecting}
        title="Reject application"
        description={`${request.applicantName} is told, with your note if you write one. They may apply again.`}
        label="Note for the applicant (optional)"
        confirmLabel="Reject"
        busy={busy === "reject"}
        onClose={() => setRejecting(false)}
        onConfirm={reject}
      />
    </Paper>
  );
}

/**
 * 'Club Requests': each applicant's name, email and status, with Accept and Reject (with an
 * optional note); the pending ones first, oldest first, each with how long it has waited.
 */
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
