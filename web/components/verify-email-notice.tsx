import { Alert, Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { isolate } from "../i18n/bidi.ts";
import { useT } from "../i18n/index.ts";
import { T } from "../i18n/trans.ts";
import { anyJson, apiRequest, messageOf } from "../lib/api-client.ts";
import { useCurrentUser } from "../lib/session.ts";
import { toast } from "../lib/toast.ts";
import { componentCatalogs } from "./messages.ts";

/**
 * Shown to a signed-in person whose email is not verified yet: the app works, but admin rights
 * and joining a Google sign-in to the account wait for it. Offers a new link.
 */
export function VerifyEmailNotice() {
  const { data: user } = useCurrentUser();
  const [sending, setSending] = useState(false);
  const t = useT(componentCatalogs);
  if (!user || user.emailVerified) return null;
  const resend = async () => {
    setSending(true);
    try {
      await apiRequest("/api/auth/send-verification-email", {
        method: "POST",
        body: { email: user.email, callbackURL: "/Dashboard" },
        schema: anyJson,
      });
      toast("green", t("verifyEmail.sent", { email: isolate(user.email) }));
    } catch (error) {
      toast("red", messageOf(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Alert color="yellow" variant="light" radius={0} py="xs" data-testid="verify-email-notice">
      <Group justify="center" gap="sm">
        <Text fz="sm" c="dark.9">
          <T id="verifyEmail.text" values={{ email: <bdi>{user.email}</bdi> }} />
        </Text>
        <Button size="compact-sm" variant="white" color="dark" onClick={resend} loading={sending}>
          {t("verifyEmail.resend")}
        </Button>
      </Group>
    </Alert>
  );
}
