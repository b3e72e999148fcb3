import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MyApplication } from "../../../../contract/applications.ts";
import { StatusBadge, type StatusTone } from "../../../components/status-badge.tsx";
import { formatDay, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useMyApplications } from "../../../lib/my-applications.ts";
import { sinceText, waitingText } from "../../../lib/waiting.ts";
import { applicationsCatalogs } from "../messages.ts";

const statusLabel = {
  pending: "applications.mine.pending",
  accepted: "applications.mine.accepted",
  rejected: "applications.mine.rejected",
} as const;
const statusTone: Record<MyApplication["status"], StatusTone> = {
  pending: "waiting",
  accepted: "success",
  rejected: "neutral",
};

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
  const t = useT(applicationsCatalogs);
  return (
    <Paper withBorder p="md" radius="md" component="li" data-testid="my-application">
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={700}>{application.clubName}</Text>
          <StatusBadge tone={statusTone[application.status]}>
            {t(statusLabel[application.status])}
          </StatusBadge>
        </Group>
        {application.status === "pending" ? (
          <Text size="sm">
            {t("applications.mine.waiting", {
              waiting: waitingText(t, application.createdAt),
              since: sinceText(t, application.createdAt),
            })}
          </Text>
        ) : (
          <Text size="sm">
            {t("applications.mine.decidedOn", {
              date: formatDay(application.decidedAt ?? application.createdAt),
            })}
          </Text>
        )}
        {application.leaderNote ? (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {t("applications.mine.leaderNote", { note: application.leaderNote })}
          </Text>
        ) : null}
        {application.status === "rejected" ? (
          <Anchor component={Link} to={`/${application.clubSlug}`} underline="always" size="sm">
            {t("applications.mine.applyAgain", { club: application.clubName })}
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
  const t = useT(applicationsCatalogs);
  if (applications.isPending) return <Loader aria-label={t("applications.mine.loading")} />;
  if (applications.isError) {
    return (
      <Alert color="red.9">
        {messageOf(applications.error)} {t("applications.mine.reload")}
      </Alert>
    );
  }
  const items = latestPerClub(applications.data.items);
  if (items.length === 0) return whenEmpty;
  return (
    <section aria-labelledby="my-applications">
      <Title order={2} id="my-applications" mb="sm">
        {t("applications.mine.title")}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {items.map((application) => (
          <ApplicationRow key={application.applicationId} application={application} />
        ))}
      </Stack>
    </section>
  );
}
