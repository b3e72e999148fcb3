import { Alert, Group, Loader, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { reportsCatalogs } from "../messages.ts";

/** While a report loads, or when it failed (with the server's reason); `form` above a failure. */
export function ReportLoadState({
  pending,
  error,
  form,
}: {
  pending: boolean;
  error: unknown;
  form?: ReactNode;
}) {
  const t = useT(reportsCatalogs);
  if (pending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t("reports.loading")}</Text>
      </Group>
    );
  }
  return (
    <>
      {form}
      <Alert color="red" title={t("reports.failed")} mt="md" role="alert">
        {messageOf(error)}
      </Alert>
    </>
  );
}
