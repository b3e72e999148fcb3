import "@mantine/core/styles/PasswordInput.css";
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  type AccountDeletionScheduled,
  type AccountDeletionStatus,
  RequestAccountDeletionSchema,
} from "../../../../contract/account-data.ts";
import { TrashIcon } from "../../../components/icons.tsx";
import { isolate } from "../../../i18n/bidi.ts";
import { formatDay, useT } from "../../../i18n/index.ts";
import { FormError, useContractForm } from "../../../lib/contract-form.tsx";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useAccountDeletion, useRequestAccountDeletion } from "../api/account-data.ts";
import { accountDataCatalogs } from "../messages.ts";

/** The confirmation: the password, or (an account made with Google) a fresh sign-in. */
function DeletionForm({
  status,
  onCancel,
  onScheduled,
}: {
  status: AccountDeletionStatus;
  onCancel: () => void;
  onScheduled: (scheduled: AccountDeletionScheduled) => void;
}) {
  const t = useT(accountDataCatalogs);
  const deletion = useRequestAccountDeletion();
  const withPassword = status.confirmation === "password";
  const contract = useContractForm({
    schema: RequestAccountDeletionSchema,
    initialValues: { password: "" },
    formErrorFields: withPassword ? ["password"] : [],
    toInput: (values) => (withPassword ? values : {}),
  });
  const onSubmit = contract.submit(async (values) => {
    onScheduled(await deletion.mutateAsync(values));
  });
  return (
    <form ref={contract.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {withPassword ? (
          <PasswordInput
            label={t("accountData.delete.password")}
            description={t("accountData.delete.passwordHint")}
            name="password"
            autoComplete="current-password"
            required
            maw={360}
            {...contract.form.getInputProps("password")}
          />
        ) : (
          <Text>{t("accountData.delete.recentSignIn")}</Text>
        )}
        <FormError message={contract.formError} />
        <Group>
          <Button type="submit" color="red.8" loading={contract.form.submitting}>
            {t("accountData.delete.confirm")}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t("accountData.delete.keep")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Delete my account" (ADR 027): says what goes and what is kept, asks a leader to hand their
 * clubs over first, and confirms with the password. On success every session has ended: the
 * person is signed out here too.
 */
export function DeleteAccountSection() {
  const t = useT(accountDataCatalogs);
  const status = useAccountDeletion();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [scheduled, setScheduled] = useState<AccountDeletionScheduled>();

  const onScheduled = (result: AccountDeletionScheduled) => {
    setScheduled(result);
    // The server ended every session: the app shows the person signed out.
    queryClient.setQueryData(queryKeys.me, null);
  };

  let body: React.ReactNode;
  if (scheduled) {
    body = (
      <Alert color="orange" title={t("accountData.delete.scheduledTitle")} role="status">
        {t("accountData.delete.scheduled", {
          date: formatDay(scheduled.eraseAfter),
        })}
      </Alert>
    );
  } else if (status.isPending) {
    body = <Loader size="sm" aria-label={t("accountData.delete.title")} />;
  } else if (status.isError || !status.data) {
    body = (
      <Alert color="red" role="alert">
        {t("accountData.delete.loadError")}
      </Alert>
    );
  } else if (status.data.ledClubs.length > 0) {
    body = (
      <Alert color="yellow" role="note">
        {t("accountData.delete.leadsClubs", {
          clubs: status.data.ledClubs.map((club) => isolate(club.clubName)).join(", "),
        })}
      </Alert>
    );
  } else if (confirming) {
    body = (
      <DeletionForm
        status={status.data}
        onCancel={() => setConfirming(false)}
        onScheduled={onScheduled}
      />
    );
  } else {
    body = (
      <Stack gap="xs">
        <Text size="sm">{t("accountData.delete.exportFirst")}</Text>
        <Button
          w="fit-content"
          color="red.8"
          variant="outline"
          leftSection={<TrashIcon />}
          onClick={() => setConfirming(true)}
        >
          {t("accountData.delete.start")}
        </Button>
      </Stack>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="delete-account-title">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="delete-account-title">
          {t("accountData.delete.title")}
        </Title>
        <Text c="dimmed">{t("accountData.delete.intro")}</Text>
        {body}
      </Stack>
    </Paper>
  );
}
