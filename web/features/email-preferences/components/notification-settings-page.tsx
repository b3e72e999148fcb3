import { Alert, Button, Container, Loader, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import {
  type EmailKind,
  EmailKindSchema,
  type EmailPreferences,
  emailKindLabel,
} from "../../../../contract/email-preferences.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import {
  useEmailPreferences,
  useUnsubscribe,
  useUpdateEmailPreferences,
} from "../api/email-preferences.ts";

/** The kind an unsubscribe token names (its first part), for the question; the server checks it. */
function kindOfToken(token: string): EmailKind | undefined {
  const kind = EmailKindSchema.safeParse(token.split(".")[0]);
  return kind.success ? kind.data : undefined;
}

/** The email's "Unsubscribe" link lands here: one button, no sign-in needed. */
function UnsubscribeCard({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const kind = kindOfToken(token);
  if (!kind) {
    return (
      <Alert color="red" title="This unsubscribe link is not valid">
        Sign in to choose your emails below.
      </Alert>
    );
  }
  const label = emailKindLabel(kind);
  if (unsubscribe.isSuccess) {
    return (
      <Alert color="green" title="Unsubscribed" role="status">
        You will no longer get emails about &ldquo;{label}&rdquo;. You still see these notifications
        in the app, and you can turn the emails back on here.
      </Alert>
    );
  }
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          Stop emails about &ldquo;{label}&rdquo;?
        </Title>
        <Text>You will still see these notifications in the app.</Text>
        {unsubscribe.isError && (
          <Alert color="red" role="alert">
            {messageOf(unsubscribe.error)}
          </Alert>
        )}
        <Button
          w="fit-content"
          loading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          Unsubscribe
        </Button>
      </Stack>
    </Paper>
  );
}

/** One switch per kind of email, saved together. */
export function EmailPreferencesForm({ preferences }: { preferences: EmailPreferences }) {
  const update = useUpdateEmailPreferences();
  const [choices, setChoices] = useState(() => preferences.preferences);
  useEffect(() => setChoices(preferences.preferences), [preferences]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { preferences: choices.map(({ kind, enabled }) => ({ kind, enabled })) },
      {
        onSuccess: () => notify("green", "Your email settings are saved."),
        onError: (error) => notify("red", messageOf(error)),
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={save}>
      <Stack gap="md">
        <Title order={2} fz="h3" id="email-kinds-heading">
          Send me an email when
        </Title>
        <Stack gap="sm" role="group" aria-labelledby="email-kinds-heading">
          {choices.map((choice) => (
            <Switch
              key={choice.kind}
              label={choice.label}
              checked={choice.enabled}
              onChange={(event) => {
                const enabled = event.currentTarget.checked;
                setChoices((current) =>
                  current.map((item) => (item.kind === choice.kind ? { ...item, enabled } : item)),
                );
              }}
            />
          ))}
        </Stack>
        <Button type="submit" w="fit-content" loading={update.isPending}>
          Save
        </Button>
      </Stack>
    </Paper>
  );
}

function SignedInSettings() {
  const query = useEmailPreferences(true);
  if (query.isPending) return <Loader aria-label="Loading..." />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {messageOf(query.error)}
      </Alert>
    );
  }
  return <EmailPreferencesForm preferences={query.data} />;
}

/**
 * /NotificationSettings: which emails a person gets, per kind. With `?unsubscribe=<token>` (the
 * link in every notification email) it first offers to turn that one kind off, signed in or not.
 */
export function NotificationSettingsPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("unsubscribe");
  const { data: user, isPending } = useCurrentUser();

  return (
    <Container size={640} py="xl">
      <Stack gap="lg">
        <Title order={1}>Email notifications</Title>
        <Text>
          Everything that concerns you shows up in the app. Choose which of it also comes by email.
          Emails about your account itself (confirming your address, resetting your password) are
          always sent.
        </Text>
        {token && <UnsubscribeCard token={token} />}
        {token && !isPending && !user ? null : (
          <RequireSignIn>{() => <SignedInSettings />}</RequireSignIn>
        )}
      </Stack>
    </Container>
  );
}
