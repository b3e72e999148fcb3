import "@mantine/core/styles/NumberInput.css";
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import {
  ADJUSTMENT_APPROVAL_THRESHOLD,
  type RewardAdjustment,
  type RewardAdjustmentBody,
  RewardAdjustmentBodySchema,
  type RewardRecipient,
} from "../../../../contract/rewards.ts";
import { isolate } from "../../../i18n/bidi.ts";
import { formatDateTime, formatNumber, t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import {
  decideAdjustment,
  findRecipient,
  requestAdjustment,
  usePendingAdjustments,
  useRewardsDecision,
} from "../api/rewards.ts";
import { rewardsCatalogs } from "../messages.ts";
import { signedAmount } from "./reward-history.tsx";

interface Confirming {
  values: RewardAdjustmentBody;
  person: RewardRecipient;
}

/** The person an email names and the amount, asked once more before the adjustment is sent. */
function ConfirmAdjustment({
  confirming,
  busy,
  onConfirm,
  onChange,
}: {
  confirming: Confirming;
  busy: boolean;
  onConfirm: () => void;
  onChange: () => void;
}) {
  const t = useT(rewardsCatalogs);
  const heading = useRef<HTMLParagraphElement>(null);
  // Focus moves to the question, so a keyboard or screen reader user hears it at once.
  useEffect(() => heading.current?.focus(), []);
  const { person, values } = confirming;
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby="adjustment-confirm">
      <Text fw={700} id="adjustment-confirm" ref={heading} tabIndex={-1}>
        {t("rewards.admin.confirm", {
          name: isolate(person.name),
          email: isolate(person.email),
          amount: isolate(signedAmount(values.amount)),
        })}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {t("rewards.history.because", { reason: values.reason })}
      </Text>
      <Group gap="xs" mt="sm">
        <Button loading={busy} onClick={onConfirm}>
          {t("rewards.admin.confirmYes")}
        </Button>
        <Button variant="default" disabled={busy} onClick={onChange}>
          {t("rewards.admin.confirmChange")}
        </Button>
      </Group>
    </Paper>
  );
}

function AdjustmentForm() {
  const t = useT(rewardsCatalogs);
  const adjust = useRewardsDecision(requestAdjustment);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const contract = useContractForm({
    schema: RewardAdjustmentBodySchema,
    initialValues: { email: "", amount: 0, reason: "" },
  });
  // First the server says who the email names (an unknown one is refused on the field).
  const onSubmit = contract.submit(async (values) => {
    setConfirming({ values, person: await findRecipient(values.email ?? "") });
  });
  const send = async () => {
    if (!confirming) return;
    try {
      const { status } = await adjust.mutateAsync(confirming.values);
      toast("green", say(status === "pending" ? "rewards.admin.waiting" : "rewards.admin.written"));
      contract.form.reset();
      setConfirming(null);
    } catch (error) {
      setConfirming(null);
      contract.showError(error);
    }
  };
  if (confirming) {
    return (
      <ConfirmAdjustment
        confirming={confirming}
        busy={adjust.isPending}
        onConfirm={send}
        onChange={() => setConfirming(null)}
      />
    );
  }
  return (
    <ContractFormFrame
      contract={contract}
      onSubmit={onSubmit}
      submitLabel={t("rewards.admin.submit")}
    >
      <TextInput
        label={t("rewards.admin.email")}
        description={t("rewards.admin.emailHint")}
        type="email"
        maxLength={254}
        required
        {...contract.form.getInputProps("email")}
      />
      <NumberInput
        label={t("rewards.admin.amount")}
        description={t("rewards.admin.amountHint", {
          threshold: formatNumber(ADJUSTMENT_APPROVAL_THRESHOLD),
        })}
        allowDecimal={false}
        required
        {...contract.form.getInputProps("amount")}
      />
      <Textarea
        label={t("rewards.admin.reason")}
        maxLength={500}
        autosize
        minRows={2}
        required
        {...contract.form.getInputProps("reason")}
      />
    </ContractFormFrame>
  );
}

function PendingRow({ adjustment }: { adjustment: RewardAdjustment }) {
  const t = useT(rewardsCatalogs);
  const decide = useRewardsDecision(decideAdjustment);
  const send = async (verb: "approve" | "reject") => {
    try {
      await decide.mutateAsync({ adjustmentId: adjustment.id, verb });
      toast("green", say(verb === "approve" ? "rewards.admin.approved" : "rewards.admin.rejected"));
    } catch (error) {
      toast("red", messageOf(error));
    }
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="pending-adjustment">
      <Text fw={700}>
        {adjustment.userName} · <bdi dir="ltr">{signedAmount(adjustment.amount)}</bdi>
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {adjustment.reason}
      </Text>
      <Text size="xs" c="gray.8">
        {formatDateTime(adjustment.requestedAt)}
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" loading={decide.isPending} onClick={() => send("approve")}>
          {t("rewards.admin.approve")}
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={decide.isPending}
          onClick={() => send("reject")}
        >
          {t("rewards.admin.reject")}
        </Button>
      </Group>
    </Paper>
  );
}

/** Admins: adjust a balance with a reason; approve or reject another admin's large adjustment. */
export function AdjustmentsPanel() {
  const t = useT(rewardsCatalogs);
  const pending = usePendingAdjustments(true);
  return (
    <section aria-labelledby="reward-adjustments-title">
      <Title order={2} id="reward-adjustments-title" mb="xs">
        {t("rewards.admin.title")}
      </Title>
      <Stack gap="md">
        <AdjustmentForm />
        <Title order={3} fz="h5">
          {t("rewards.admin.pending")}
        </Title>
        {pending.data?.items.length ? (
          pending.data.items.map((adjustment) => (
            <PendingRow key={adjustment.id} adjustment={adjustment} />
          ))
        ) : (
          <Text size="sm">{t("rewards.admin.nonePending")}</Text>
        )}
      </Stack>
    </section>
  );
}
