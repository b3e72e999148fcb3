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
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import {
  CLUB_NAME_MAX,
  ClubTypeSchema,
  type CreateClubInput,
  CreateClubSchema,
  MeetingFormatSchema,
  WeekdaySchema,
} from "../../../../contract/clubs.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { ApiError, messageOf } from "../../../lib/api-client.ts";
import { focusFirstInvalid } from "../../../lib/focus.ts";
import { notify } from "../../../lib/notify.ts";
import { useCreateClub } from "../api/create-club.ts";
import { formatLabel } from "./club-labels.ts";

interface FormValues {
  clubName: string;
  location: string;
  meetingDays: string[];
  meetingTime: string;
  clubType: string;
  meetingFormat: string;
  meetingLink: string;
}

type FieldErrors = Partial<Record<keyof FormValues, string>>;

const EMPTY: FormValues = {
  clubName: "",
  location: "",
  meetingDays: [],
  meetingTime: "",
  clubType: "",
  meetingFormat: "",
  meetingLink: "",
};

/** The contract's messages, one per field (the first problem of each). */
function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "") as keyof FormValues;
    if (field in EMPTY && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's field errors arrive as `body.<field>`. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return fieldErrorsOf(
    (error.problem.errors ?? []).map((item) => ({
      path: [item.field.split(".")[0] ?? ""],
      message: item.message,
    })),
  );
}

/** A required one-of choice shown as radio buttons in a row. */
function RadioChoice({
  label,
  value,
  onChange,
  error,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  options: { value: string; label: string }[];
}) {
  return (
    <Radio.Group label={label} required value={value} onChange={onChange} error={error}>
      <Group gap="md" mt={6}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function CreateClubForm() {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const create = useCreateClub();
  const navigate = useNavigate();

  const set = <K extends keyof FormValues>(name: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    // Focus goes to the first invalid field (its message is its description), else the message.
    const focusProblem = () =>
      focusFirstInvalid(form, () => form.querySelector<HTMLElement>("[data-form-error]"));
    setFormError(undefined);
    const parsed = CreateClubSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      focusProblem();
      return;
    }
    create.mutate(values as CreateClubInput, {
      onSuccess: (club) => {
        notify("green", `${club.clubName} was created.`);
        // The leader lands on the new club's leader page.
        navigate("/ClubLeaderPage");
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        if (error instanceof ApiError && error.status === 409) {
          setErrors({ clubName: messageOf(error) });
        } else if (Object.keys(fields).length === 0) {
          setFormError(messageOf(error));
        }
        focusProblem();
      },
    });
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Club Name"
          required
          maxLength={CLUB_NAME_MAX}
          value={values.clubName}
          onChange={(event) => set("clubName", event.currentTarget.value)}
          error={errors.clubName}
          description="Your club's page will be at / + this name without spaces."
        />
        <TextInput
          label="Location"
          required
          maxLength={100}
          value={values.location}
          onChange={(event) => set("location", event.currentTarget.value)}
          error={errors.location}
          styles={{ input: { textTransform: "lowercase" } }}
        />
        <Checkbox.Group
          label="Meeting days"
          required
          value={values.meetingDays}
          onChange={(days) => set("meetingDays", days)}
          error={errors.meetingDays}
        >
          <Group gap="sm" mt={6}>
            {WeekdaySchema.options.map((day) => (
              <Checkbox key={day} value={day} label={day} />
            ))}
          </Group>
        </Checkbox.Group>
        <RadioChoice
          label="Meeting time"
          value={values.meetingTime}
          onChange={(value) => set("meetingTime", value)}
          error={errors.meetingTime}
          options={[
            { value: "morning", label: "Morning" },
            { value: "evening", label: "Evening" },
          ]}
        />
        <NativeSelect
          label="Club Type"
          required
          value={values.clubType}
          onChange={(event) => set("clubType", event.currentTarget.value)}
          error={errors.clubType}
          data={[{ value: "", label: "Choose a topic" }, ...ClubTypeSchema.options]}
        />
        <RadioChoice
          label="Format"
          value={values.meetingFormat}
          onChange={(value) => set("meetingFormat", value)}
          error={errors.meetingFormat}
          options={MeetingFormatSchema.options.map((value) => ({
            value,
            label: formatLabel(value),
          }))}
        />
        <TextInput
          label="Meeting Link"
          type="url"
          placeholder="https://"
          maxLength={500}
          value={values.meetingLink}
          onChange={(event) => set("meetingLink", event.currentTarget.value)}
          error={errors.meetingLink}
        />
        {formError && (
          <Text c="red.9" role="alert" data-form-error>
            {formError}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create Club
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function CreateClubPage() {
  return (
    <RequireSignIn>
      {() => (
        <Container size={640} py="xl">
          <Title order={1} mb="lg">
            Create a Club
          </Title>
          <CreateClubForm />
        </Container>
      )}
    </RequireSignIn>
  );
}
