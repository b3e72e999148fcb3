import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import type { Passkey } from "../../../../contract/passkeys.ts";
import { formatDateTime, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddPasskey, usePasskeys, useRemovePasskey } from "../api/wallets.ts";
import { accountCatalogs } from "../messages.ts";
import { AccountSection } from "./account-section.tsx";

/** A ceremony the person or the browser called off (NotAllowedError): said, not an error. */
const cancelled = (error: unknown) => (error as { name?: string })?.name === "NotAllowedError";

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const t = useT(accountCatalogs);
  const remove = useRemovePasskey();
  const name = passkey.name || t("account.passkeys.unnamed");
  return (
    <Paper withBorder p="sm" radius="sm" component="li" data-testid="passkey">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 12rem" }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {name}
          </Text>
          {passkey.createdAt ? (
            <Text size="sm" c="gray.8">
              {t("account.passkeys.added", { date: formatDateTime(passkey.createdAt) })}
            </Text>
          ) : null}
        </Stack>
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          aria-label={t("account.passkeys.removeOne", { name })}
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(passkey.id, {
              onSuccess: () => toast("green", t("account.passkeys.removed")),
              onError: (error) => toast("red", messageOf(error)),
            })
          }
        >
          {t("account.passkeys.remove")}
        </Button>
      </Group>
    </Paper>
  );
}

/** Passkeys (WebAuthn): sign in with the device's lock instead of the password. */
export function PasskeysCard() {
  const t = useT(accountCatalogs);
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const [name, setName] = useState("");
  const list = passkeys.data ?? [];
  return (
    <AccountSection id="account-passkeys" title={t("account.passkeys.heading")}>
      <Text>{t("account.passkeys.intro")}</Text>
      {passkeys.isPending ? <Loader aria-label={t("account.loading")} /> : null}
      {passkeys.isError ? (
        <Alert color="red.9" role="alert">
          {messageOf(passkeys.error)}
        </Alert>
      ) : null}
      {list.length > 0 ? (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {list.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </Stack>
      ) : null}
      {passkeys.isSuccess && list.length === 0 ? (
        <Text c="gray.8">{t("account.passkeys.none")}</Text>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(name.trim(), {
            onSuccess: () => {
              setName("");
              toast("green", t("account.passkeys.addedNow"));
            },
            onError: (error) =>
              toast("red", cancelled(error) ? t("account.passkeys.cancelled") : messageOf(error)),
          });
        }}
      >
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label={t("account.passkeys.name")}
            description={t("account.passkeys.nameHint")}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: "1 1 12rem" }}
          />
          <Button type="submit" variant="outline" loading={add.isPending}>
            {t("account.passkeys.add")}
          </Button>
        </Group>
      </form>
    </AccountSection>
  );
}
