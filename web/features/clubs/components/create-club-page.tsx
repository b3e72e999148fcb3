import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Radio.css";
import {
  Button,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  Paper,
  Radio,
  type RadioGroupProps,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { useNavigate } from "react-router";
import {
  CLUB_NAME_MAX,
  type ClubDetail,
  ClubTypeSchema,
  type CreateClubInput,
  CreateClubSchema,
  MeetingFormatSchema,
  WeekdaySchema,
} from "../../../../contract/clubs.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { useT } from "../../../i18n/index.ts";
import { ApiError, messageOf } from "../../../lib/api-client.ts";
import { FormError, useContractForm } from "../../../lib/contract-form.tsx";
import { focusInvalidField } from "../../../lib/focus.ts";
import { toast } from "../../../lib/toast.ts";
import { useCreateClub } from "../api/create-club.ts";
import { clubsCatalogs } from "../messages.ts";
import { useClubLabels } from "./club-labels.ts";

type FormValues = {
  clubName: string;
  location: string;
  meetingDays: string[];
  meetingTime: string;
  clubType: string;
  meetingFormat: string;
  meetingLink: string;
};

const EMPTY: FormValues = {
  clubName: "",
  location: "",
  meetingDays: [],
  meetingTime: "",
  clubType: "",
  meetingFormat: "",
  meetingLink: "",
};

/** A required one-of choice shown as radio buttons in a row. */
function RadioChoice({
  options,
  ...groupProps
}: Omit<RadioGroupProps, "children"> & { options: { value: string; label: string }[] }) {
  return (
    <Radio.Group required {...groupProps}>
      <Group gap="md" mt={6}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** The values a club form starts from: a club's own, or nothing chosen yet. */
export function clubFormValuesOf(club?: ClubDetail): FormValues {
  if (!club) return EMPTY;
  return {
    clubName: club.clubName,
    location: club.location,
    meetingDays: [...club.meetingDays],
    meetingTime: club.meetingTime,
    clubType: club.clubType,
    meetingFormat: club.meetingFormat,
    meetingLink: club.meetingLink ?? "",
  };
}

/**
 * The club's fields, validated as the server does (on creation and on every edit). `save` sends
 * them; a taken name shows on the Club Name field.
 */
export function ClubForm({
  initialValues,
  submitLabel,
  save,
}: {
  initialValues: FormValues;
  submitLabel: string;
  save: (input: CreateClubInput) => Promise<unknown>;
}) {
  const { form, formRef, formError, submit, showError } = useContractForm({
    schema: CreateClubSchema,
    initialValues,
  });
  const labels = useClubLabels();
  const { t } = labels;
  const onSubmit = submit(async (input) => {
    try {
      await save(input);
    } catch (error) {
      // A taken name is about the Club Name field.
      if (error instanceof ApiError && error.status === 409) {
        form.setErrors({ clubName: messageOf(error) });
        focusInvalidField(formRef.current?.querySelector<HTMLElement>("[name=clubName]"));
      } else {
        showError(error);
      }
    }
  });

  return (
    <Paper
      withBorder
      shadow="sm"
      p="xl"
      radius="md"
      component="form"
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label={t("clubs.form.name")}
          required
          maxLength={CLUB_NAME_MAX}
          name="clubName"
          {...form.getInputProps("clubName")}
          description={t("clubs.form.nameHint")}
        />
        <TextInput
          label={t("clubs.form.location")}
          required
          maxLength={100}
          name="location"
          {...form.getInputProps("location")}
          styles={{ input: { textTransform: "lowercase" } }}
        />
        <Checkbox.Group
          label={t("clubs.form.meetingDays")}
          required
          {...form.getInputProps("meetingDays")}
        >
          <Group gap="sm" mt={6}>
            {WeekdaySchema.options.map((day) => (
              <Checkbox key={day} value={day} label={labels.day(day)} />
            ))}
          </Group>
        </Checkbox.Group>
        <RadioChoice
          label={t("clubs.form.meetingTime")}
          {...form.getInputProps("meetingTime")}
          options={[
            { value: "morning", label: t("clubs.form.morning") },
            { value: "evening", label: t("clubs.form.evening") },
          ]}
        />
        <NativeSelect
          label={t("clubs.form.type")}
          required
          {...form.getInputProps("clubType")}
          data={[
            { value: "", label: t("clubs.form.chooseType") },
            ...ClubTypeSchema.options.map((value) => ({ value, label: labels.type(value) })),
          ]}
        />
        <RadioChoice
          label={t("clubs.form.format")}
          {...form.getInputProps("meetingFormat")}
          options={MeetingFormatSchema.options.map((value) => ({
            value,
            label: labels.format(value),
          }))}
        />
        <TextInput
          label={t("clubs.form.link")}
          type="url"
          placeholder="https://"
          maxLength={500}
          name="meetingLink"
          {...form.getInputProps("meetingLink")}
        />
        <FormError message={formError} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function CreateClubForm() {
  const create = useCreateClub();
  const navigate = useNavigate();
  const t = useT(clubsCatalogs);
  return (
    <ClubForm
      initialValues={EMPTY}
      submitLabel={t("clubs.create.submit")}
      save={async (input) => {
        const club = await create.mutateAsync(input);
        toast("green", t("clubs.create.created", { club: club.clubName }));
        // The leader lands on the new club's leader page.
        navigate("/ClubLeaderPage");
      }}
    />
  );
}

export function CreateClubPage() {
  const t = useT(clubsCatalogs);
  return (
    <RequireSignIn>
      {() => (
        <Container size={640} py="xl">
          <Title order={1} mb="lg">
            {t("clubs.create.title")}
          </Title>
          <CreateClubForm />
        </Container>
      )}
    </RequireSignIn>
  );
}
