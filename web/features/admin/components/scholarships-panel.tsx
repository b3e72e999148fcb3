import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/NumberInput.css";
import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import {
  GrantScholarshipSchema,
  SCHOLARSHIP_MONTHS,
  type Scholarship,
} from "../../../../contract/scholarships.ts";
import { PagedList } from "../../../components/paged-list.tsx";
import { formatDay, t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAdminDecision } from "../api/admin-console.ts";
import { grantScholarship, revokeScholarship, useScholarships } from "../api/scholarships.ts";
import { adminCatalogs } from "../messages.ts";

const dayOf = (iso: string) => formatDay(iso);
const STATE_COLORS = { active: "green", ended: "gray", revoked: "red.9" } as const;
const STATE_LABELS = {
  active: "admin.scholarships.active",
  ended: "admin.scholarships.ended",
  revoked: "admin.scholarships.revoked",
} as const;

function GrantForm() {
  const t = useT(adminCatalogs);
  const grant = useAdminDecision(grantScholarship);
  const contract = useContractForm({
    schema: GrantScholarshipSchema,
    initialValues: { email: "", months: 6, reason: "" },
  });
  const onSubmit = contract.submit(async (values) => {
    await grant.mutateAsync(values);
    toast("green", say("admin.scholarships.granted", { email: values.email }));
    contract.form.reset();
  });
  return (
    <ContractFormFrame
      contract={contract}
      onSubmit={onSubmit}
      submitLabel={t("admin.scholarships.grant")}
    >
      <TextInput
        label={t("admin.scholarships.email")}
        type="email"
        maxLength={254}
        required
        {...contract.form.getInputProps("email")}
      />
      <NumberInput
        label={t("admin.scholarships.months")}
        min={SCHOLARSHIP_MONTHS.min}
        max={SCHOLARSHIP_MONTHS.max}
        allowDecimal={false}
        required
        {...contract.form.getInputProps("months")}
      />
      <TextInput
        label={t("admin.scholarships.reason")}
        description={t("admin.scholarships.reasonHint")}
        maxLength={300}
        required
        {...contract.form.getInputProps("reason")}
      />
    </ContractFormFrame>
  );
}

function ScholarshipRow({ scholarship }: { scholarship: Scholarship }) {
  const t = useT(adminCatalogs);
  const revoke = useAdminDecision(revokeScholarship);
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" data-testid="admin-scholarship">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={700}>{scholarship.name}</Text>
            <Badge color={STATE_COLORS[scholarship.state]} variant="light" c="dark.8">
              {t(STATE_LABELS[scholarship.state])}
            </Badge>
          </Group>
          <Text size="sm">
            <bdi>{scholarship.email}</bdi>
          </Text>
          <Text size="sm" c="gray.8">
            {t("admin.scholarships.period", {
              from: dayOf(scholarship.startsAt),
              to: dayOf(scholarship.revokedAt ?? scholarship.endsAt),
            })}
          </Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {t("admin.scholarships.because", { reason: scholarship.reason })}
          </Text>
          {scholarship.grantedByEmail ? (
            <Text size="xs" c="gray.8">
              {t("admin.scholarships.grantedBy", { email: scholarship.grantedByEmail })}
            </Text>
          ) : null}
        </Stack>
        {scholarship.state === "active" ? (
          <Group gap="xs">
            {confirming ? (
              <>
                <Button
                  color="red.9"
                  size="xs"
                  loading={revoke.isPending}
                  // Awaited, not a callback of `mutate`: the revoked row leaves the list (and
                  // unmounts) when the list is read again, and an unmounted caller's callbacks
                  // never run: the toast came only when the read was slower than the write.
                  onClick={async () => {
                    try {
                      await revoke.mutateAsync(scholarship.scholarshipId);
                      toast(
                        "green",
                        say("admin.scholarships.revokedNow", { name: scholarship.name }),
                      );
                    } catch (error) {
                      toast("red", messageOf(error));
                    }
                  }}
                >
                  {t("admin.scholarships.confirmRevoke", { name: scholarship.name })}
                </Button>
                <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                  {t("admin.scholarships.keep")}
                </Button>
              </>
            ) : (
              <Button variant="default" size="xs" onClick={() => setConfirming(true)}>
                {t("admin.scholarships.revoke")}
              </Button>
            )}
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

/**
 * Scholarships: give a person the membership for some months without payment (with a reason),
 * see those in force (or every one granted) and revoke one. Each decision is in the audit log.
 */
export function ScholarshipsPanel() {
  const t = useT(adminCatalogs);
  const [showAll, setShowAll] = useState(false);
  const scholarships = useScholarships(showAll ? "all" : "active");
  return (
    <Stack gap="lg">
      <Text maw={640}>{t("admin.scholarships.intro")}</Text>
      <GrantForm />
      <Switch
        label={t("admin.scholarships.showAll")}
        checked={showAll}
        onChange={(event) => setShowAll(event.currentTarget.checked)}
      />
      <PagedList
        query={scholarships}
        what={t("admin.scholarships.what")}
        empty={showAll ? t("admin.scholarships.noneEver") : t("admin.scholarships.none")}
        renderItem={(scholarship) => (
          <ScholarshipRow key={scholarship.scholarshipId} scholarship={scholarship} />
        )}
      />
    </Stack>
  );
}
