import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/NumberInput.css";
import {
  Alert,
  Checkbox,
  Loader,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  type EditableRuleKey,
  MAX_REWARD_AMOUNT,
  type RewardRule,
  RewardRuleBodySchema,
} from "../../../../contract/rewards.ts";
import { t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import { updateRule, useRewardRules, useRewardsDecision } from "../api/rewards.ts";
import { rewardsCatalogs } from "../messages.ts";

/** The rules in the order the page explains them; `all` (the season's cap) last. */
const RULE_ORDER: readonly EditableRuleKey[] = [
  "verified-mission",
  "evaluated-speech",
  "role-fulfilled",
  "attendance",
  "all",
];
export const RULE_NAMES: Record<EditableRuleKey, string> = {
  "verified-mission": "rewards.rule.verifiedMission",
  "evaluated-speech": "rewards.rule.evaluatedSpeech",
  "role-fulfilled": "rewards.rule.roleFulfilled",
  attendance: "rewards.rule.attendance",
  all: "rewards.rules.all",
};

interface RuleValues extends Record<string, unknown> {
  amount: number | string;
  capPerSeason: number | string;
  active: boolean;
}

/** An empty cap is no cap of its own (null); an empty amount stays empty, so it is refused. */
const toBody = (values: RuleValues) => ({
  amount: values.amount === "" ? undefined : values.amount,
  capPerSeason: values.capPerSeason === "" ? null : values.capPerSeason,
  active: values.active,
});

function RuleForm({ rule }: { rule: RewardRule }) {
  const t = useT(rewardsCatalogs);
  const save = useRewardsDecision(updateRule);
  const name = t(RULE_NAMES[rule.key]);
  const isAll = rule.key === "all";
  const contract = useContractForm({
    schema: RewardRuleBodySchema,
    initialValues: {
      amount: rule.amount,
      capPerSeason: rule.capPerSeason ?? "",
      active: rule.active,
    } as RuleValues,
    toInput: toBody,
  });
  const onSubmit = contract.submit(async (body) => {
    const saved = await save.mutateAsync({ key: rule.key, ...body });
    toast("green", say("rewards.rules.saved", { rule: name }));
    contract.form.resetDirty({
      amount: saved.amount,
      capPerSeason: saved.capPerSeason ?? "",
      active: saved.active,
    });
  });
  const titleId = `reward-rule-${rule.key}`;
  return (
    <Paper withBorder p="md" radius="md" data-testid="reward-rule" aria-labelledby={titleId}>
      <Title order={3} fz="h5" id={titleId} mb="xs">
        {name}
      </Title>
      <ContractFormFrame
        contract={contract}
        onSubmit={onSubmit}
        submitLabel={t("rewards.rules.save", { rule: name })}
      >
        <SimpleGrid cols={{ base: 1, sm: isAll ? 1 : 2 }}>
          {isAll ? null : (
            <NumberInput
              label={t("rewards.rules.amount")}
              description={t("rewards.rules.amountHint")}
              min={0}
              max={MAX_REWARD_AMOUNT}
              allowDecimal={false}
              allowNegative={false}
              required
              {...contract.form.getInputProps("amount")}
            />
          )}
          <NumberInput
            label={isAll ? t("rewards.rules.seasonCap") : t("rewards.rules.cap")}
            description={isAll ? t("rewards.rules.seasonCapHint") : t("rewards.rules.capHint")}
            min={0}
            max={MAX_REWARD_AMOUNT}
            allowDecimal={false}
            allowNegative={false}
            {...contract.form.getInputProps("capPerSeason")}
          />
        </SimpleGrid>
        {isAll ? null : (
          <Checkbox
            label={t("rewards.rules.active")}
            description={t("rewards.rules.activeHint")}
            {...contract.form.getInputProps("active", { type: "checkbox" })}
          />
        )}
      </ContractFormFrame>
    </Paper>
  );
}

/** Admins: each rule's amount, cap per person and season, and whether it pays; edited one by one. */
export function RulesPanel() {
  const t = useT(rewardsCatalogs);
  const rules = useRewardRules(true);
  const byKey = new Map(rules.data?.items.map((rule) => [rule.key, rule]));
  return (
    <section aria-labelledby="reward-rules-title">
      <Title order={2} id="reward-rules-title" mb="xs">
        {t("rewards.rules.title")}
      </Title>
      <Text mb="md">{t("rewards.rules.intro")}</Text>
      {rules.isPending ? (
        <Loader size="sm" aria-label={t("rewards.rules.loading")} />
      ) : rules.isError ? (
        <Alert color="red.9">{messageOf(rules.error)}</Alert>
      ) : (
        <Stack gap="md">
          {RULE_ORDER.map((key) => {
            const rule = byKey.get(key);
            return rule ? <RuleForm key={key} rule={rule} /> : null;
          })}
        </Stack>
      )}
    </section>
  );
}
