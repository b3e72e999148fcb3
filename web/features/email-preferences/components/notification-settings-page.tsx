// Mantine loads a component's styles where it is used (ADR 018): without these the switch is a bare checkbox
// (InlineInput: its label beside it, not under it).
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { Navigation } from "../../../../contract/accounts.ts";
import {
  EMAIL_KIND_GROUP,
  EMAIL_KIND_GROUPS,
  type EmailKind,
  type EmailKindGroup,
  EmailKindSchema,
  type EmailPreferences,
  emailKindLabel,
} from "../../../../contract/email-preferences.ts";
import type { PushPreferences } from "../../../../contract/push.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { contractCatalogs } from "../../../i18n/contract-catalogs.ts";
import { contractText, t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useNavigationSummary } from "../../../lib/navigation.ts";
import { useCurrentUser } from "../../../lib/session.ts";
import { toast } from "../../../lib/toast.ts";
import {
  useEmailPreferences,
  useUnsubscribe,
  useUpdateEmailPreferences,
} from "../api/email-preferences.ts";
import { usePushPreferences, useUpdatePushPreferences } from "../api/push.ts";
import { emailPreferencesCatalogs } from "../messages.ts";
import { PushDeviceCard } from "./push-device-card.tsx";

/** A kind's name in the active language (the contract's English label, translated). */
const kindLabel = (kind: EmailKind) => contractText(emailKindLabel(kind));

/** The kind an unsubscribe token names (its first part), for the question; the server checks it. */
function kindOfToken(token: string): EmailKind | undefined {
  const kind = EmailKindSchema.safeParse(token.split(".")[0]);
  return kind.success ? kind.data : undefined;
}

/** The email's "Unsubscribe" link lands here: one button, no sign-in needed. */
function UnsubscribeCard({ token }: { token: string }) {
  const t = useT(emailPreferencesCatalogs);
  useT(contractCatalogs);
  const unsubscribe = useUnsubscribe();
  const kind = kindOfToken(token);
  if (!kind) {
    return (
      <Alert color="red" title={t("emailPreferences.unsubscribe.invalid")}>
        {t("emailPreferences.unsubscribe.invalidHint")}
      </Alert>
    );
  }
  const label = kindLabel(kind);
  if (unsubscribe.isSuccess) {
    return (
      <Alert color="green" title={t("emailPreferences.unsubscribe.done")} role="status">
        {t("emailPreferences.unsubscribe.doneText", { label })}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t("emailPreferences.unsubscribe.question", { label })}
        </Title>
        <Text>{t("emailPreferences.unsubscribe.still")}</Text>
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
          {t("emailPreferences.unsubscribe.submit")}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Each group's heading. */
const GROUP_HEADINGS: Record<EmailKindGroup, string> = {
  membership: "emailPreferences.group.membership",
  member: "emailPreferences.group.member",
  leader: "emailPreferences.group.leader",
  admin: "emailPreferences.group.admin",
};

/** The groups of email a person's roles concern: leaders' and admins' kinds only for them. */
export function groupsFor(navigation: Navigation): EmailKindGroup[] {
  return EMAIL_KIND_GROUPS.filter(
    (group) =>
      (group !== "leader" || navigation.ledClubs.length > 0) &&
      (group !== "admin" || navigation.isAdmin),
  );
}

/** The push choice of each kind, from the server's answer. */
const pushChoicesOf = (push: PushPreferences | undefined) =>
  new Map(push?.preferences.map(({ kind, enabled }) => [kind, enabled]));

/**
 * One switch per kind of email, grouped by whom it is for, saved together; the kinds of `groups`
 * only (another role's kinds keep their setting). With `push`, a Push switch beside each (ADR 044).
 */
export function EmailPreferencesForm({
  preferences,
  groups,
  push,
}: {
  preferences: EmailPreferences;
  groups: readonly EmailKindGroup[];
  push?: PushPreferences;
}) {
  const t = useT(emailPreferencesCatalogs);
  useT(contractCatalogs);
  const update = useUpdateEmailPreferences();
  const updatePush = useUpdatePushPreferences();
  const [choices, setChoices] = useState(() => preferences.preferences);
  useEffect(() => setChoices(preferences.preferences), [preferences]);
  const [pushChoices, setPushChoices] = useState(() => pushChoicesOf(push));
  useEffect(() => setPushChoices(pushChoicesOf(push)), [push]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const saved = { onError: (error: unknown) => toast("red", messageOf(error)) };
    update.mutate(
      { preferences: choices.map(({ kind, enabled }) => ({ kind, enabled })) },
      { ...saved, onSuccess: () => toast("green", say("emailPreferences.form.saved")) },
    );
    if (push) {
      updatePush.mutate(
        { preferences: [...pushChoices].map(([kind, enabled]) => ({ kind, enabled })) },
        saved,
      );
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={save}>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t("emailPreferences.form.heading")}
        </Title>
        {push && <Text size="sm">{t("push.columnHint")}</Text>}
        {groups.map((group) => (
          <Stack
            key={group}
            gap="sm"
            role="group"
            aria-labelledby={`email-group-${group}`}
            data-group={group}
          >
            <Title order={3} fz="h4" id={`email-group-${group}`}>
              {t(GROUP_HEADINGS[group])}
            </Title>
            {choices
              .filter((choice) => EMAIL_KIND_GROUP[choice.kind] === group)
              .map((choice) => (
                <Group key={choice.kind} justify="space-between" align="flex-start" wrap="nowrap">
                  <Switch
                    style={{ flex: 1 }}
                    label={kindLabel(choice.kind)}
                    checked={choice.enabled}
                    onChange={(event) => {
                      const enabled = event.currentTarget.checked;
                      setChoices((current) =>
                        current.map((item) =>
                          item.kind === choice.kind ? { ...item, enabled } : item,
                        ),
                      );
                    }}
                  />
                  {push && (
                    <Switch
                      size="sm"
                      label={t("push.column")}
                      aria-label={t("push.switchLabel", { label: kindLabel(choice.kind) })}
                      data-push-kind={choice.kind}
                      checked={pushChoices.get(choice.kind) ?? false}
                      onChange={(event) => {
                        const enabled = event.currentTarget.checked;
                        setPushChoices((current) => new Map(current).set(choice.kind, enabled));
                      }}
                    />
                  )}
                </Group>
              ))}
          </Stack>
        ))}
        <Button type="submit" w="fit-content" loading={update.isPending || updatePush.isPending}>
          {t("emailPreferences.form.save")}
        </Button>
      </Stack>
    </Paper>
  );
}

function SignedInSettings() {
  const t = useT(emailPreferencesCatalogs);
  const query = useEmailPreferences(true);
  const push = usePushPreferences(true);
  const navigation = useNavigationSummary();
  if (query.isPending || navigation.isPending || push.isPending) {
    return <Loader aria-label={t("emailPreferences.loading")} />;
  }
  if (query.isError || navigation.isError) {
    return (
      <Alert color="red" role="alert">
        {messageOf(query.error ?? navigation.error)}
      </Alert>
    );
  }
  // Without the push choices (their request failed) the email settings still work.
  return (
    <>
      <PushDeviceCard devices={push.data?.devices ?? 0} />
      <EmailPreferencesForm
        preferences={query.data}
        groups={groupsFor(navigation.data)}
        push={push.data}
      />
    </>
  );
}

/**
 * Below the email's unsubscribe question: the settings too for a signed-in person, nothing for
 * anyone else (no sign-in asked). The only place that reads the session here: a parent deciding
 * on its own read and `RequireSignIn` on another could disagree (see NotificationSettingsPage).
 */
function SettingsIfSignedIn() {
  const { data: user } = useCurrentUser();
  return user ? <SignedInSettings /> : null;
}

/**
 * /NotificationSettings: which emails a person gets, per kind. With `?unsubscribe=<token>` (the
 * link in every notification email) it first offers to turn that one kind off, signed in or not.
 *
 * With a token, `RequireSignIn` is never rendered. (It was, while the page's own read of the
 * session was pending: the page's code arrives in a transition, which React renders in slices,
 * and /api/me could answer between the page's render and RequireSignIn's. A new query observer
 * reads the cache as it is then, an unmounted one is not told of the change, so RequireSignIn saw
 * "signed out" under a page that had seen "loading", and sent the visitor to Login.)
 */
export function NotificationSettingsPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("unsubscribe");
  const t = useT(emailPreferencesCatalogs);

  return (
    <Container size={640} py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("emailPreferences.title")}</Title>
        <Text>{t("emailPreferences.intro")}</Text>
        {token ? (
          <>
            <UnsubscribeCard token={token} />
            <SettingsIfSignedIn />
          </>
        ) : (
          <RequireSignIn>{() => <SignedInSettings />}</RequireSignIn>
        )}
      </Stack>
    </Container>
  );
}
