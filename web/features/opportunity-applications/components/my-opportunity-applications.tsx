import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { MyOpportunityApplication } from "../../../../contract/opportunity-applications.ts";
import { SITE_NAME } from "../../../components/page-title.ts";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { formatDay, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useMyOpportunityApplications, useWithdraw } from "../api/opportunity-applications.ts";
import { opportunityApplicationsCatalogs } from "../messages.ts";
import { STATUS_IDS, STATUS_TONES } from "./status.ts";

const WITHDRAWABLE = new Set(["submitted", "shortlisted"]);

function ApplicationRow({ application }: { application: MyOpportunityApplication }) {
  const t = useT(opportunityApplicationsCatalogs);
  const withdraw = useWithdraw();
  const title = application.title;
  const onWithdraw = () =>
    withdraw.mutate(application.applicationId, {
      onSuccess: () => toast("green", t("opportunityApplications.mine.withdrawnToast", { title })),
      onError: (error) => toast("red", messageOf(error)),
    });
  return (
    <Paper withBorder p="md" radius="md" component="li" data-testid="my-opportunity-application">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Text fw={700} style={{ overflowWrap: "anywhere" }}>
              {title}
            </Text>
            <StatusBadge tone={STATUS_TONES[application.status]}>
              {t(STATUS_IDS[application.status])}
            </StatusBadge>
          </Group>
          <Text size="sm">
            {t("opportunityApplications.mine.appliedOn", {
              partner: application.partnerName ?? SITE_NAME,
              date: formatDay(application.appliedAt),
            })}
          </Text>
          {application.decisionNote ? (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t("opportunityApplications.mine.note", { note: application.decisionNote })}
            </Text>
          ) : null}
        </Stack>
        {WITHDRAWABLE.has(application.status) ? (
          <Button
            variant="default"
            aria-label={t("opportunityApplications.mine.withdrawName", { title })}
            loading={withdraw.isPending}
            onClick={onWithdraw}
          >
            {t("opportunityApplications.mine.withdraw")}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * 'My applications to opportunities': each with its organisation, status and any note it wrote,
 * and Withdraw while it is not decided for good. Nothing when the member never applied.
 */
export function MyOpportunityApplications() {
  const t = useT(opportunityApplicationsCatalogs);
  const applications = useMyOpportunityApplications();
  if (applications.isPending) {
    return <Loader aria-label={t("opportunityApplications.mine.loading")} />;
  }
  if (applications.isError) return <Alert color="red.9">{messageOf(applications.error)}</Alert>;
  if (applications.data.items.length === 0) return null;
  return (
    <section aria-labelledby="my-opportunity-applications">
      <Title order={2} id="my-opportunity-applications" mb="sm">
        {t("opportunityApplications.mine.title")}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {applications.data.items.map((application) => (
          <ApplicationRow key={application.applicationId} application={application} />
        ))}
      </Stack>
    </section>
  );
}
