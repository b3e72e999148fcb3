import { Alert, Button, Group, Text } from "@mantine/core";
import { useState } from "react";
import { anyJson, apiRequest, messageOf } from "../lib/api-client.ts";
import { notify } from "../lib/notify.ts";
import { useCurrentUser } from "../lib/session.ts";

/**
 * Shown to a signed-in person whose email is not verified yet: the app works, but admin rights
 * and joining a Google sign-in to the account wait for it. Offers a new link.
 */
export function VerifyEmailNotice() {
  const { data: user } = useCurrentUser();
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;
  const resend = async () => {
    setSending(true);
    try {
      await apiRequest("/api/auth/send-verification-email", {
        method: "POST",
        body: { email: user.email, callbackURL: "/Dashboard" },
        schema: anyJson,
      });
      notify("green", `A new confirmation link is on its way to ${user.email}.`);
    } catch (error) {
      notify("red", messageOf(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Alert color="yellow" variant="light" radius={0} py="xs" data-testid="verify-email-notice">
      <Group justify="center" gap="sm">
        <Text fz="sm" c="dark.9">
          Please confirm your email address: open the link we sent to {user.email}.
        </Text>
        <Button size="compact-sm" variant="white" color="dark" onClick={resend} loading={sending}>
          Send a new link
        </Button>
      </Group>
    </Alert>
  );
}
