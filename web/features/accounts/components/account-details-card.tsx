import { Text, TextInput } from "@mantine/core";
import { type Account, DisplayNameSchema } from "../../../../contract/accounts.ts";
import { useT } from "../../../i18n/index.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import { useRename } from "../api/account.ts";
import { accountCatalogs } from "../messages.ts";
import { AccountSection } from "./account-section.tsx";

/** The display name (Sign Up's name rules) and the identity Mission 1 made. */
export function AccountDetailsCard({ account }: { account: Account }) {
  const t = useT(accountCatalogs);
  const rename = useRename();
  const contract = useContractForm({
    schema: DisplayNameSchema,
    initialValues: { name: account.name },
  });
  const onSubmit = contract.submit(async (values) => {
    const saved = await rename.mutateAsync(values);
    contract.form.setValues({ name: saved.name });
    toast("green", t("account.details.saved"));
  });
  return (
    <AccountSection id="account-details" title={t("account.details.heading")}>
      <ContractFormFrame
        contract={contract}
        onSubmit={onSubmit}
        submitLabel={t("account.details.save")}
      >
        <TextInput
          label={t("account.details.nameLabel")}
          description={t("account.details.nameHint")}
          descriptionProps={{ c: "gray.7" }}
          autoComplete="nickname"
          required
          {...contract.form.getInputProps("name")}
        />
      </ContractFormFrame>
      <div>
        <Text fw={600}>{t("account.details.identity")}</Text>
        <Text style={{ overflowWrap: "anywhere" }} c={account.identity ? undefined : "gray.7"}>
          {account.identity ? <bdi>{account.identity}</bdi> : t("account.details.noIdentity")}
        </Text>
      </div>
    </AccountSection>
  );
}
