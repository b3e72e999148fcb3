import { NativeSelect, Textarea, TextInput } from "@mantine/core";
import {
  PARTNER_DESCRIPTION_MAX,
  PARTNER_NAME_MAX,
  type PartnerDetail,
  PartnerInvitationInputSchema,
  RegisterPartnerSchema,
  UpdatePartnerSchema,
} from "../../../../contract/partners.ts";
import { t as say, useT } from "../../../i18n/index.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import { invitePerson, registerPartner, updatePartner, usePartnerChange } from "../api/partners.ts";
import { partnersCatalogs } from "../messages.ts";

/** The organisation's name, website and description: registering and editing share them. */
function OrganisationFields({
  inputProps,
}: {
  inputProps: (field: "name" | "website" | "description") => object;
}) {
  const t = useT(partnersCatalogs);
  return (
    <>
      <TextInput
        label={t("partners.form.name")}
        maxLength={PARTNER_NAME_MAX}
        required
        {...inputProps("name")}
      />
      <TextInput
        label={t("partners.form.website")}
        description={t("partners.form.websiteHint")}
        type="url"
        dir="ltr"
        maxLength={300}
        required
        {...inputProps("website")}
      />
      <Textarea
        label={t("partners.form.description")}
        description={t("partners.form.descriptionHint")}
        autosize
        minRows={3}
        maxLength={PARTNER_DESCRIPTION_MAX}
        required
        {...inputProps("description")}
      />
    </>
  );
}

/** Registering an organisation: pending until an admin decides; `onRegistered` gets its id. */
export function RegisterPartnerForm({ onRegistered }: { onRegistered?: (id: number) => void }) {
  const t = useT(partnersCatalogs);
  const register = usePartnerChange(registerPartner);
  const contract = useContractForm({
    schema: RegisterPartnerSchema,
    initialValues: { name: "", website: "https://", description: "" },
  });
  const onSubmit = contract.submit(async (values) => {
    const { partnerId } = await register.mutateAsync(values);
    toast("green", say("partners.register.done", { name: values.name }));
    contract.form.reset();
    onRegistered?.(partnerId);
  });
  return (
    <ContractFormFrame
      contract={contract}
      onSubmit={onSubmit}
      submitLabel={t("partners.register.submit")}
    >
      <OrganisationFields inputProps={(field) => contract.form.getInputProps(field)} />
    </ContractFormFrame>
  );
}

/** An owner edits the organisation's name, website and description. */
export function EditPartnerForm({ partner }: { partner: PartnerDetail }) {
  const t = useT(partnersCatalogs);
  const update = usePartnerChange(updatePartner);
  const contract = useContractForm({
    schema: UpdatePartnerSchema,
    initialValues: {
      name: partner.name,
      website: partner.website,
      description: partner.description,
    },
  });
  const onSubmit = contract.submit(async (values) => {
    await update.mutateAsync({ partnerId: partner.partnerId, ...values });
    toast("green", say("partners.edit.saved"));
  });
  return (
    <ContractFormFrame
      contract={contract}
      onSubmit={onSubmit}
      submitLabel={t("partners.edit.save")}
    >
      <OrganisationFields inputProps={(field) => contract.form.getInputProps(field)} />
    </ContractFormFrame>
  );
}

/** An owner invites a person by email, as a member or an owner. */
export function InviteForm({ partnerId }: { partnerId: number }) {
  const t = useT(partnersCatalogs);
  const invite = usePartnerChange(invitePerson);
  const contract = useContractForm({
    schema: PartnerInvitationInputSchema,
    initialValues: { email: "", role: "member" as "member" | "owner" },
  });
  const onSubmit = contract.submit(async (values) => {
    await invite.mutateAsync({ partnerId, ...values });
    toast("green", say("partners.invite.sent", { email: values.email }));
    contract.form.reset();
  });
  return (
    <ContractFormFrame
      contract={contract}
      onSubmit={onSubmit}
      submitLabel={t("partners.invite.submit")}
    >
      <TextInput
        label={t("partners.invite.email")}
        type="email"
        dir="ltr"
        maxLength={254}
        required
        {...contract.form.getInputProps("email")}
      />
      <NativeSelect
        label={t("partners.invite.role")}
        data={[
          { value: "member", label: t("partners.role.member") },
          { value: "owner", label: t("partners.role.owner") },
        ]}
        {...contract.form.getInputProps("role")}
      />
    </ContractFormFrame>
  );
}
