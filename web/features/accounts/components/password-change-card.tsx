import { PasswordInput, Text } from "@mantine/core";
import { PasswordChangeSchema } from "../../../../contract/accounts.ts";
import { useT } from "../../../i18n/index.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import { useChangePassword } from "../api/account.ts";
import { accountCatalogs } from "../messages.ts";
import { AccountSection } from "./account-section.tsx";

/** A new password: the current one first; every other device is signed out. */
export function PasswordChangeCard({ hasPassword }: { hasPassword: boolean }) {
  const t = useT(accountCatalogs);
  const change = useChangePassword();
  const contract = useContractForm({
    schema: PasswordChangeSchema,
    initialValues: { currentPassword: "", newPassword: "" },
  });
  const onSubmit = contract.submit(async (values) => {
    const { ended } = await change.mutateAsync(values);
    contract.form.reset();
    toast("green", t("account.password.done", { count: ended }));
  });
  return (
    <AccountSection id="account-password" title={t("account.password.heading")}>
      {hasPassword ? (
        <ContractFormFrame
          contract={contract}
          onSubmit={onSubmit}
          submitLabel={t("account.password.submit")}
        >
          <PasswordInput
            label={t("account.password.current")}
            autoComplete="current-password"
            required
            {...contract.form.getInputProps("currentPassword")}
          />
          <PasswordInput
            label={t("account.password.new")}
            description={t("account.password.hint")}
            descriptionProps={{ c: "gray.7" }}
            autoComplete="new-password"
            required
            {...contract.form.getInputProps("newPassword")}
          />
        </ContractFormFrame>
      ) : (
        <Text>{t("account.password.google")}</Text>
      )}
    </AccountSection>
  );
}
