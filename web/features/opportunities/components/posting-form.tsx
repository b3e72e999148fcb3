import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Fieldset.css";
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useId, useState } from "react";
import {
  CreateOpportunitySchema,
  OPPORTUNITY_CURRENCIES,
  OPPORTUNITY_DESCRIPTION_MAX,
  OPPORTUNITY_KINDS,
  OPPORTUNITY_REGIONS,
  OPPORTUNITY_TITLE_MAX,
} from "../../../../contract/opportunities.ts";
import { formatNumber } from "../../../i18n/index.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { usePostOpportunity } from "../api/opportunities.ts";
import { useOpportunityLabels } from "./labels.ts";

/** An ask as the form holds it: every field a string, as typed or chosen. */
interface AskValues {
  kind: "mission" | "speeches";
  journeyId: string;
  missionNumber: string;
  count: string;
}

export interface PostingValues extends Record<string, unknown> {
  kind: string;
  title: string;
  description: string;
  journeyIds: string[];
  region: string;
  location: string;
  remote: boolean;
  compensation: string;
  compensationMin: string;
  compensationMax: string;
  currency: string;
  /** `datetime-local`: the reader's own time. */
  deadline: string;
  asks: AskValues[];
}

const EMPTY: PostingValues = {
  kind: "",
  title: "",
  description: "",
  journeyIds: [],
  region: "",
  location: "",
  remote: false,
  compensation: "",
  compensationMin: "",
  compensationMax: "",
  currency: "",
  deadline: "",
  asks: [],
};

const amount = (text: string) => (text.trim() === "" ? null : Number(text));
const whole = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** What the schema reads: numbers, null for none, the deadline as an instant. */
export function postingInput(values: PostingValues) {
  const deadline = values.deadline ? new Date(values.deadline) : null;
  return {
    ...values,
    journeyIds: values.journeyIds.map(Number),
    compensationMin: amount(values.compensationMin),
    compensationMax: amount(values.compensationMax),
    currency: values.currency || null,
    deadline: deadline && !Number.isNaN(deadline.getTime()) ? deadline.toISOString() : "",
    asks: values.asks.map((ask) =>
      ask.kind === "mission"
        ? {
            kind: ask.kind,
            journeyId: whole(ask.journeyId),
            missionNumber: whole(ask.missionNumber),
          }
        : { kind: ask.kind, count: whole(ask.count) },
    ),
  };
}

/**
 * A partner's posting form: every field of an opportunity, the credentials it asks for (a
 * verified mission of a journey's path, or a number of delivered speeches), validated by the
 * contract; the server's refusals (a past deadline) shown on their fields.
 */
export function PostingForm({ partnerId }: { partnerId: number }) {
  const labels = useOpportunityLabels();
  const { t } = labels;
  const post = usePostOpportunity(partnerId);
  const [done, setDone] = useState<string>();
  const headingId = useId();
  const contract = useContractForm({
    schema: CreateOpportunitySchema,
    initialValues: EMPTY,
    toInput: postingInput,
  });
  const { form } = contract;
  const onSubmit = contract.submit(async (input) => {
    setDone(undefined);
    const posted = await post.mutateAsync(input);
    form.reset();
    setDone(
      posted.status === "published"
        ? t("opportunities.post.published")
        : t("opportunities.post.waiting"),
    );
  });
  const journeyOptions = labels.journeys.map((journey) => ({
    value: String(journey.id),
    label: journey.title,
  }));
  const choose = (placeholder = "") => ({ value: "", label: placeholder });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="xs">
        {t("opportunities.post.title")}
      </Title>
      <Text mb="md">{t("opportunities.post.intro")}</Text>
      <ContractFormFrame
        contract={contract}
        onSubmit={onSubmit}
        submitLabel={t("opportunities.post.submit")}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t("opportunities.post.kind")}
            required
            {...form.getInputProps("kind")}
            data={[
              choose(),
              ...OPPORTUNITY_KINDS.map((kind) => ({ value: kind, label: labels.kind(kind) })),
            ]}
          />
          <NativeSelect
            label={t("opportunities.post.region")}
            required
            {...form.getInputProps("region")}
            data={[
              choose(),
              ...OPPORTUNITY_REGIONS.map((region) => ({
                value: region,
                label: labels.region(region),
              })),
            ]}
          />
        </SimpleGrid>
        <TextInput
          label={t("opportunities.post.titleField")}
          required
          maxLength={OPPORTUNITY_TITLE_MAX}
          {...form.getInputProps("title")}
        />
        <Textarea
          label={t("opportunities.post.description")}
          required
          autosize
          minRows={5}
          maxLength={OPPORTUNITY_DESCRIPTION_MAX}
          {...form.getInputProps("description")}
        />
        <Checkbox.Group
          label={t("opportunities.post.journeys")}
          {...form.getInputProps("journeyIds")}
        >
          <Group gap="md" mt="xs">
            {journeyOptions.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("opportunities.post.location")}
            maxLength={120}
            {...form.getInputProps("location")}
          />
          <TextInput
            type="datetime-local"
            label={t("opportunities.post.deadline")}
            required
            {...form.getInputProps("deadline")}
          />
        </SimpleGrid>
        <Checkbox
          label={t("opportunities.post.remote")}
          {...form.getInputProps("remote", { type: "checkbox" })}
        />
        <TextInput
          label={t("opportunities.post.compensation")}
          maxLength={200}
          {...form.getInputProps("compensation")}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput
            label={t("opportunities.post.min")}
            inputMode="numeric"
            {...form.getInputProps("compensationMin")}
          />
          <TextInput
            label={t("opportunities.post.max")}
            inputMode="numeric"
            {...form.getInputProps("compensationMax")}
          />
          <NativeSelect
            label={t("opportunities.post.currency")}
            {...form.getInputProps("currency")}
            data={[
              choose(t("opportunities.post.noCurrency")),
              ...OPPORTUNITY_CURRENCIES.map((code) => ({ value: code, label: code })),
            ]}
          />
        </SimpleGrid>
        <Fieldset legend={t("opportunities.post.asks")}>
          <Stack gap="sm">
            {form.values.asks.map((ask, index) => {
              const path = `asks.${index}`;
              const number = formatNumber(index + 1);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: an ask has no identity beyond its place
                <Group key={index} align="flex-end" gap="sm" wrap="wrap">
                  <NativeSelect
                    label={t("opportunities.post.askKind")}
                    {...form.getInputProps(`${path}.kind`)}
                    data={[
                      { value: "mission", label: t("opportunities.post.askMission") },
                      { value: "speeches", label: t("opportunities.post.askSpeeches") },
                    ]}
                  />
                  {ask.kind === "mission" ? (
                    <>
                      <NativeSelect
                        label={t("opportunities.post.askJourney")}
                        {...form.getInputProps(`${path}.journeyId`)}
                        data={[choose(), ...journeyOptions]}
                      />
                      <NativeSelect
                        label={t("opportunities.post.askNumber")}
                        {...form.getInputProps(`${path}.missionNumber`)}
                        data={[
                          choose(),
                          ...[1, 2, 3, 4, 5, 6, 7, 8].map((value) => ({
                            value: String(value),
                            label: formatNumber(value),
                          })),
                        ]}
                      />
                    </>
                  ) : (
                    <TextInput
                      label={t("opportunities.post.askCount")}
                      inputMode="numeric"
                      w={160}
                      {...form.getInputProps(`${path}.count`)}
                    />
                  )}
                  <Button
                    variant="subtle"
                    color="red.9"
                    onClick={() => form.removeListItem("asks", index)}
                  >
                    {t("opportunities.post.removeAsk", { number })}
                  </Button>
                </Group>
              );
            })}
            <Group>
              <Button
                variant="light"
                onClick={() =>
                  form.insertListItem("asks", {
                    kind: "mission",
                    journeyId: "",
                    missionNumber: "",
                    count: "1",
                  } satisfies AskValues)
                }
              >
                {t("opportunities.post.addAsk")}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        {done && (
          <Text c="teal.9" role="status">
            {done}
          </Text>
        )}
      </ContractFormFrame>
    </Paper>
  );
}
