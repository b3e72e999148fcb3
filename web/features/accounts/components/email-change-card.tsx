import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { type Account, EmailChangeRequestSchema } from "../../../../contract/accounts.ts";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { isolate } from "../../../i18n/bidi.ts";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import { useCancelEmailChange, useRequestEmailChange } from "../api/account.ts";
import { accountCatalogs } from "../messages.ts";
import { AccountSection } from "./account-section.tsx";

/**
 * The address and its change: a link goes to the new address (the old one is told), and nothing
 * changes until it is opened here. The current password is asked when the account has one.
 */
export function EmailChangeCard({ account }: { account: Account }) {
  const t = useT(accountCatalogs);
  const request = useRequestEmailChange();
  const cancel = useCancelEmailChange();
  const contract = useContractForm({
    schema: EmailChangeRequestSchema,
    initialValues: { newEmail: "", currentPassword: "" },
    toInput: ({ newEmail, currentPassword }) => ({
      newEmail,
      ...(account.hasPassword ? { currentPassword } : {}),
    }),
  });
  const onSubmit = contract.submit(async (values) => {
    const state = await request.mutateAsync(values);
    contract.form.reset();
    toast("green", t("account.email.sent", { email: isolate(state.pendingEmail ?? "") }));
  });
  return (
    <AccountSection id="account-email" title={t("account.email.heading")}>
      <div>
        <Text fw={600}>{t("account.email.current")}</Text>
        <Group gap="xs" wrap="wrap">
          <Text style={{ overflowWrap: "anywhere" }} data-testid="current-email">
            <bdi>{account.email}</bdi>
          </Text>
          <StatusBadge tone={account.emailVerified ? "success" : "waiting"}>
            {account.emailVerified ? t("account.email.verified") : t("account.email.unverified")}
          </StatusBadge>
        </Group>
      </div>
      {account.pendingEmail ? (
        <Alert color="blue" data-testid="pending-email">
          <Stack gap="xs">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t("account.email.pending", { email: isolate(account.pendingEmail) })}
            </Text>
            <Button
              size="xs"
              variant="default"
              w="fit-content"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => toast("green", t("account.email.cancelled")),
                  onError: (error) => toast("red", messageOf(error)),
                })
              }
            >
              {t("account.email.cancel")}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Text size="sm" c="gray.8">
        {t("account.email.explain")}
      </Text>
      <ContractFormFrame
        contract={contract}
        onSubmit={onSubmit}
        submitLabel={t("account.email.submit")}
      >
        <TextInput
          type="email"
          label={t("account.email.newLabel")}
          autoComplete="email"
          required
          {...contract.form.getInputProps("newEmail")}
        />
        {account.hasPassword ? (
          <PasswordInput
            label={t("account.email.passwordLabel")}
            autoComplete="current-password"
            required
            {...contract.form.getInputProps("currentPassword")}
          />
        ) : null}
      </ContractFormFrame>
    </AccountSection>
  );
}
