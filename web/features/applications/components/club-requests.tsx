import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { ClubApplication } from "../../../../contract/applications.ts";
import { DecisionNoteDialog } from "../../../components/decision-note-dialog.tsx";
import { EmptyStateLink } from "../../../components/empty-state.tsx";
import { componentCatalogs } from "../../../components/messages.ts";
import { PagedList } from "../../../components/paged-list.tsx";
import { StatusBadge, type StatusTone } from "../../../components/status-badge.tsx";
import { StatusText } from "../../../components/status-text.tsx";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { sinceText, waitingText } from "../../../lib/waiting.ts";
import { useDecideApplication } from "../api/decide-application.ts";
import { useClubRequests } from "../api/get-club-applications.ts";
import { applicationsCatalogs } from "../messages.ts";

const statusTone: Record<ClubApplication["status"], StatusTone> = {
  pending: "waiting",
  accepted: "success",
  rejected: "neutral",
};
const statusIds = {
  pending: "applications.status.pending",
  accepted: "applications.status.accepted",
  rejected: "applications.status.rejected",
} as const;

function RequestCard({ request }: { request: ClubApplication }) {
  const decide = useDecideApplication(request.clubId);
  const [rejecting, setRejecting] = useState(false);
  const t = useT(applicationsCatalogs);
  const name = request.applicantName;
  const accept = () =>
    decide.mutate(
      { applicationId: request.applicationId, decision: "accept" },
      {
        onSuccess: () => toast("green", t("applications.requests.wasAccepted", { name })),
        onError: (error) => toast("red", messageOf(error)),
      },
    );
  const reject = async (note: string) => {
    try {
      await decide.mutateAsync({
        applicationId: request.applicationId,
        decision: "reject",
        note: note || undefined,
      });
      toast("green", t("applications.requests.wasRejected", { name }));
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
            <Text size="sm">{t("applications.requests.status")}</Text>
            <StatusBadge tone={statusTone[request.status]}>
              {t(statusIds[request.status])}
            </StatusBadge>
            {request.status === "pending" ? (
              <Text size="sm" fw={700} title={sinceText(t, request.createdAt)}>
                {waitingText(t, request.createdAt)}
              </Text>
            ) : null}
          </Group>
          {request.decidedByName ? (
            <Text size="sm" c="gray.7">
              {t("applications.requests.decidedBy", { name: request.decidedByName })}
            </Text>
          ) : null}
          {request.leaderNote ? (
            <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
              {t("applications.requests.note", { note: request.leaderNote })}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {request.status === "pending" ? (
            <>
              <Button
                aria-label={t("applications.requests.acceptName", { name })}
                loading={busy === "accept"}
                disabled={busy === "reject"}
                onClick={accept}
              >
                {t("applications.requests.accept")}
              </Button>
              <Button
                aria-label={t("applications.requests.rejectName", { name })}
                variant="default"
                disabled={busy === "accept"}
                onClick={() => setRejecting(true)}
              >
                {t("applications.requests.reject")}
              </Button>
            </>
          ) : (
            <StatusText focus={decide.isSuccess}>
              {request.status === "accepted"
                ? t("applications.requests.accepted")
                : t("applications.requests.rejected")}
            </StatusText>
          )}
        </Group>
      </Group>
      <DecisionNoteDialog
        opened={rejecting}
        title={t("applications.requests.rejectTitle")}
        description={t("applications.requests.rejectText", { name })}
        label={t("applications.requests.noteLabel")}
        confirmLabel={t("applications.requests.reject")}
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
export function ClubRequests({ clubId, clubPage }: { clubId: number; clubPage?: string }) {
  const t = useT(applicationsCatalogs);
  const tc = useT(componentCatalogs);
  return (
    <PagedList
      query={useClubRequests(clubId)}
      what={t("applications.requests.what")}
      empty={t("applications.requests.empty")}
      emptyAction={
        clubPage ? <EmptyStateLink to={clubPage}>{tc("empty.openClubPage")}</EmptyStateLink> : null
      }
      renderItem={(request) => <RequestCard key={request.applicationId} request={request} />}
    />
  );
}
