import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useRefreshPushPreferences } from "../api/push.ts";
import { emailPreferencesCatalogs } from "../messages.ts";
import {
  currentState,
  type DeviceState,
  PushSetupError,
  pushSupported,
  turnOff,
  turnOn,
} from "./push-device.ts";

const STATE_TEXT: Record<DeviceState, string> = {
  on: "push.device.on",
  off: "push.device.off",
  blocked: "push.device.blocked",
  unsupported: "push.device.unsupported",
};

/**
 * "Notify me on this phone" (ADR 044): this device's push notifications, on or off. The browser
 * asks its permission only when the person clicks; its state is shown as it stands: on for this
 * device, off, or blocked by the browser (with how to allow it again).
 */
export function PushDeviceCard({ devices }: { devices: number }) {
  const t = useT(emailPreferencesCatalogs);
  const refresh = useRefreshPushPreferences();
  const [state, setState] = useState<DeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    currentState()
      .then((found) => live && setState(found))
      .catch(() => live && setState(pushSupported() ? "off" : "unsupported"));
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (on) await turnOn();
      else await turnOff();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setState(await currentState().catch(() => "off" as const));
      await refresh();
      setBusy(false);
    }
  };

  const problemText = (error: unknown) => {
    if (!(error instanceof PushSetupError)) return messageOf(error);
    if (error.reason === "blocked") return t("push.device.blockedHow");
    if (error.reason === "dismissed") return t("push.device.dismissed");
    if (error.reason === "no-worker") return t("push.device.noWorker");
    return t("push.device.refused", { reason: error.message });
  };

  return (
    <Paper withBorder p="lg" radius="md" aria-labelledby="push-device-heading" component="section">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="push-device-heading">
          {t("push.device.heading")}
        </Title>
        <Text>{t("push.device.intro")}</Text>
        {state && (
          <Text fw={600} role="status" data-push-state={state}>
            {t(STATE_TEXT[state])}
          </Text>
        )}
        {state === "blocked" && <Text>{t("push.device.blockedHow")}</Text>}
        {problem && state !== "blocked" && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {(state === "off" || state === "on") && (
          <Group>
            {state === "off" ? (
              <Button loading={busy} onClick={() => void change(true)}>
                {t("push.device.turnOn")}
              </Button>
            ) : (
              <Button variant="default" loading={busy} onClick={() => void change(false)}>
                {t("push.device.turnOff")}
              </Button>
            )}
          </Group>
        )}
        {devices > 0 && (
          <Text size="sm" c="dimmed">
            {t("push.device.devices", { count: devices })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
