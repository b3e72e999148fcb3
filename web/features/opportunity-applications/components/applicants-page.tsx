import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useParams } from "react-router";
import type { Applicant, SharedPortfolio } from "../../../../contract/opportunity-applications.ts";
import { DecisionNoteDialog } from "../../../components/decision-note-dialog.tsx";
import { usePageTitle } from "../../../components/page-title.ts";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { formatDay, formatNumber, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useApplicants, useMove, useVerifyCredential } from "../api/opportunity-applications.ts";
import { opportunityApplicationsCatalogs } from "../messages.ts";
import { speechLabel } from "./speech-label.ts";
import { STATUS_IDS, STATUS_TONES } from "./status.ts";

const VERDICT_IDS = {
  verified: "opportunityApplications.applicants.verified",
  revoked: "opportunityApplications.applicants.revoked",
  invalid: "opportunityApplications.applicants.failed",
} as const;

/** One shared credential: its name and day, its public page, and the check anyone can make. */
function SharedCredential({ credential }: { credential: SharedPortfolio["credentials"][number] }) {
  const t = useT(opportunityApplicationsCatalogs);
  const verify = useVerifyCredential();
  const verdict = verify.isSuccess ? verify.data : verify.isError ? "invalid" : undefined;
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <Anchor href={credential.url} target="_blank" rel="noopener" underline="always">
          {credential.name}
        </Anchor>
        <Text size="sm">{formatDay(credential.issuedAt)}</Text>
        {credential.revoked ? (
          <StatusBadge tone="neutral">
            {t("opportunityApplications.applicants.revoked")}
          </StatusBadge>
        ) : null}
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t("opportunityApplications.applicants.verifyName", { name: credential.name })}
          loading={verify.isPending}
          onClick={() => verify.mutate(credential.credentialId)}
        >
          {t("opportunityApplications.applicants.verify")}
        </Button>
        <Text size="sm" fw={700} role="status" aria-live="polite">
          {verdict ? t(VERDICT_IDS[verdict]) : ""}
        </Text>
      </Group>
    </List.Item>
  );
}

/** What the applicant chose to share; a part they did not choose says so. */
function Portfolio({ portfolio }: { portfolio: SharedPortfolio }) {
  const t = useT(opportunityApplicationsCatalogs);
  const notShared = <Text size="sm">{t("opportunityApplications.applicants.notShared")}</Text>;
  return (
    <Stack gap="xs">
      <Text fw={700} size="sm">
        {t("opportunityApplications.applicants.credentials")}
      </Text>
      {portfolio.credentials.length > 0 ? (
        <List spacing={4}>
          {portfolio.credentials.map((credential) => (
            <SharedCredential key={credential.credentialId} credential={credential} />
          ))}
        </List>
      ) : (
        notShared
      )}
      <Text fw={700} size="sm">
        {t("opportunityApplications.applicants.speeches")}
      </Text>
      {portfolio.speeches.length > 0 ? (
        <List spacing={4}>
          {portfolio.speeches.map((speech) => (
            <List.Item key={speech.slotId}>
              {speechLabel(t, speech)}
              {" · "}
              {speech.scores
                ? Object.entries(speech.scores)
                    .map(([criterion, score]) => `${criterion} ${score}/5`)
                    .join(", ")
                : t("opportunityApplications.applicants.notEvaluated")}
            </List.Item>
          ))}
        </List>
      ) : (
        notShared
      )}
      <Text fw={700} size="sm">
        {t("opportunityApplications.applicants.roles")}
      </Text>
      {portfolio.roles ? (
        <Text size="sm">
          {portfolio.roles.length > 0
            ? portfolio.roles
                .map((role) => t("opportunityApplications.applicants.role", role))
                .join(", ")
            : t("opportunityApplications.applicants.noRoles")}
        </Text>
      ) : (
        notShared
      )}
      <Text fw={700} size="sm">
        $VOCATE
      </Text>
      {portfolio.vocate === null ? (
        notShared
      ) : (
        <Text size="sm">{formatNumber(portfolio.vocate)}</Text>
      )}
      <Text fw={700} size="sm">
        {t("opportunityApplications.applicants.wallet")}
      </Text>
      {portfolio.wallet ? (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {portfolio.wallet.address}
        </Text>
      ) : (
        notShared
      )}
    </Stack>
  );
}

type MoveTo = "shortlisted" | "declined" | "hired";

function ApplicantCard({
  opportunityId,
  applicant,
}: {
  opportunityId: number;
  applicant: Applicant;
}) {
  const t = useT(opportunityApplicationsCatalogs);
  const move = useMove(opportunityId);
  const [declining, setDeclining] = useState(false);
  const name = applicant.name;
  const moveTo = (status: MoveTo, note?: string) =>
    move.mutateAsync({ applicationId: applicant.applicationId, status, note }).then(
      () => {
        toast(
          "green",
          t("opportunityApplications.applicants.moved", { name, status: t(STATUS_IDS[status]) }),
        );
        return undefined;
      },
      (error: unknown) => messageOf(error),
    );
  const onMove = async (status: MoveTo) => {
    const problem = await moveTo(status);
    if (problem) toast("red", problem);
  };
  const busy = move.isPending ? move.variables.status : undefined;
  const open = applicant.status !== "withdrawn" && applicant.status !== "hired";

  return (
    <Paper withBorder p="md" radius="md" component="article" data-testid="applicant">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h4">
              {name}
            </Title>
            <StatusBadge tone={STATUS_TONES[applicant.status]}>
              {t(STATUS_IDS[applicant.status])}
            </StatusBadge>
          </Group>
          <Text size="sm">
            {t("opportunityApplications.applicants.appliedOn", {
              date: formatDay(applicant.appliedAt),
            })}
          </Text>
        </Group>
        {applicant.status === "withdrawn" || !applicant.portfolio ? (
          <Text size="sm">{t("opportunityApplications.applicants.withdrawnText", { name })}</Text>
        ) : (
          <>
            <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }} dir="auto">
              {applicant.note}
            </Text>
            <Portfolio portfolio={applicant.portfolio} />
          </>
        )}
        {applicant.decisionNote ? (
          <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
            {t("opportunityApplications.applicants.decisionNote", { note: applicant.decisionNote })}
          </Text>
        ) : null}
        {applicant.hiredAt ? (
          <Text size="sm">
            {t("opportunityApplications.applicants.hiredOn", {
              date: formatDay(applicant.hiredAt),
            })}
          </Text>
        ) : null}
        {open ? (
          <Group gap="xs">
            {applicant.status !== "shortlisted" ? (
              <Button
                variant="default"
                aria-label={t("opportunityApplications.applicants.shortlistName", { name })}
                loading={busy === "shortlisted"}
                disabled={busy !== undefined}
                onClick={() => onMove("shortlisted")}
              >
                {t("opportunityApplications.applicants.shortlist")}
              </Button>
            ) : null}
            {applicant.status !== "declined" ? (
              <Button
                variant="default"
                aria-label={t("opportunityApplications.applicants.declineName", { name })}
                disabled={busy !== undefined}
                onClick={() => setDeclining(true)}
              >
                {t("opportunityApplications.applicants.decline")}
              </Button>
            ) : null}
            <Button
              aria-label={t("opportunityApplications.applicants.hireName", { name })}
              loading={busy === "hired"}
              disabled={busy !== undefined}
              onClick={() => onMove("hired")}
            >
              {t("opportunityApplications.applicants.hire")}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <DecisionNoteDialog
        opened={declining}
        title={t("opportunityApplications.applicants.declineTitle", { name })}
        description={t("opportunityApplications.applicants.declineText", { name })}
        label={t("opportunityApplications.applicants.noteLabel")}
        confirmLabel={t("opportunityApplications.applicants.decline")}
        busy={busy === "declined"}
        onClose={() => setDeclining(false)}
        onConfirm={(note) => moveTo("declined", note || undefined)}
      />
    </Paper>
  );
}

/** An opportunity's applicants, for its partner's people: each with what they chose to share. */
export function Applicants({ opportunityId }: { opportunityId: number }) {
  const t = useT(opportunityApplicationsCatalogs);
  const list = useApplicants(opportunityId);
  usePageTitle(
    list.data
      ? t("opportunityApplications.applicants.title", { title: list.data.title })
      : undefined,
  );
  if (list.isPending)
    return <Loader aria-label={t("opportunityApplications.applicants.loading")} />;
  if (list.isError) return <Alert color="red.9">{messageOf(list.error)}</Alert>;
  return (
    <Stack gap="md">
      <Title order={1}>
        {t("opportunityApplications.applicants.title", { title: list.data.title })}
      </Title>
      <Text>{t("opportunityApplications.applicants.explain")}</Text>
      {list.data.applicants.length === 0 ? (
        <Text>{t("opportunityApplications.applicants.none")}</Text>
      ) : (
        list.data.applicants.map((applicant) => (
          <ApplicantCard
            key={applicant.applicationId}
            opportunityId={opportunityId}
            applicant={applicant}
          />
        ))
      )}
    </Stack>
  );
}

/** /Partners/<partnerId>/Opportunities/<opportunityId>/Applicants. */
export function ApplicantsPage() {
  const { opportunityId } = useParams();
  const id = Number(opportunityId);
  const t = useT(opportunityApplicationsCatalogs);
  if (!Number.isInteger(id) || id < 1) {
    return <Alert color="red.9">{t("opportunityApplications.applicants.notFound")}</Alert>;
  }
  return <Applicants opportunityId={id} />;
}
