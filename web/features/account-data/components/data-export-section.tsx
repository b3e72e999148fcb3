import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { DownloadIcon } from "../../../components/icons.tsx";
import { formatDateTime, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useDataExport, useRequestDataExport } from "../api/account-data.ts";
import { accountDataCatalogs } from "../messages.ts";

/**
 * "Download my data" (ADR 027): asks the server to gather every row about the person, follows
 * it while the job queue works, then offers the signed link for its day.
 */
export function DataExportSection() {
  const t = useT(accountDataCatalogs);
  const status = useDataExport();
  const request = useRequestDataExport();
  const current = status.data;

  const requestButton = (label: string) => (
    <Button
      w="fit-content"
      variant="light"
      leftSection={<DownloadIcon />}
      loading={request.isPending}
      disabled={current ? !current.canRequest : true}
      onClick={() => request.mutate()}
    >
      {label}
    </Button>
  );

  let body: React.ReactNode;
  if (status.isPending) {
    body = <Loader size="sm" aria-label={t("accountData.export.title")} />;
  } else if (status.isError || !current) {
    body = (
      <Alert color="red" role="alert">
        {t("accountData.export.loadError")}
      </Alert>
    );
  } else if (current.state === "pending") {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t("accountData.export.pending")}</Text>
      </Group>
    );
  } else if (current.state === "ready" && current.downloadUrl) {
    body = (
      <Stack gap="sm">
        <Text role="status">
          {t("accountData.export.ready", {
            date: formatDateTime(current.expiresAt ?? Date.now()),
          })}
        </Text>
        <Group>
          <Button component="a" href={current.downloadUrl} download leftSection={<DownloadIcon />}>
            {t("accountData.export.download")}
          </Button>
          {requestButton(t("accountData.export.requestAgain"))}
        </Group>
      </Stack>
    );
  } else {
    const note =
      current.state === "expired"
        ? t("accountData.export.expired")
        : current.state === "failed"
          ? t("accountData.export.failed")
          : undefined;
    body = (
      <Stack gap="sm">
        {note && <Text>{note}</Text>}
        {requestButton(
          current.state === "none"
            ? t("accountData.export.request")
            : t("accountData.export.requestAgain"),
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="data-export-title">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="data-export-title">
          {t("accountData.export.title")}
        </Title>
        <Text c="dimmed">{t("accountData.export.intro")}</Text>
        {body}
        {request.isError && (
          <Alert color="red" role="alert">
            {messageOf(request.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
