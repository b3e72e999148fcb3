// Mantine loads a component's styles where it is used (ADR 018): without these the switch is a bare
// checkbox (InlineInput: its label beside it, not under it).
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import { Alert, Loader, Paper, Switch, Text, Title } from "@mantine/core";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useRecipientEmail, useSetRecipientEmail } from "../api/credentials.ts";
import { credentialsCatalogs } from "../messages.ts";

/**
 * The account page's switch for the member's email on their credentials: salted and hashed, off
 * by default, for credentials issued from now on (issue 35).
 */
export function RecipientEmailSwitch() {
  const t = useT(credentialsCatalogs);
  const setting = useRecipientEmail();
  const change = useSetRecipientEmail();
  if (setting.isPending) return <Loader aria-label={t("credentials.recipientEmail.loading")} />;
  if (setting.isError) {
    return (
      <Alert color="red.9" title={t("credentials.recipientEmail.loadFailed")}>
        {messageOf(setting.error)}
      </Alert>
    );
  }
  return (
    <section aria-labelledby="recipient-email-title">
      <Title order={2} mb="xs" id="recipient-email-title">
        {t("credentials.recipientEmail.title")}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Switch
          checked={setting.data.hashedEmail}
          disabled={change.isPending}
          label={t("credentials.recipientEmail.label")}
          description={
            <Text span size="xs" c="gray.8">
              {t("credentials.recipientEmail.description")}
            </Text>
          }
          onChange={(event) =>
            change.mutate(event.currentTarget.checked, {
              onSuccess: (saved) =>
                toast(
                  "green",
                  saved.hashedEmail
                    ? t("credentials.recipientEmail.on")
                    : t("credentials.recipientEmail.off"),
                ),
              onError: (error) => toast("red", messageOf(error)),
            })
          }
        />
      </Paper>
    </section>
  );
}
