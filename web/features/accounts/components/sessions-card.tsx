import { Alert, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import type { AccountSession } from "../../../../contract/accounts.ts";
import { SignOutIcon } from "../../../components/icons.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { formatDateTime, type Translate, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useEndOtherSessions, useEndSession, useSessions } from "../api/account.ts";
import { accountCatalogs } from "../messages.ts";
import { AccountSection } from "./account-section.tsx";

/** "Firefox on Windows", in the page's language. */
export function deviceName(t: Translate, session: AccountSession): string {
  return t("account.sessions.device", {
    browser: session.browser ?? t("account.sessions.unknownBrowser"),
    system: session.system ?? t("account.sessions.unknownSystem"),
  });
}

function SessionRow({ session }: { session: AccountSession }) {
  const t = useT(accountCatalogs);
  const end = useEndSession();
  const name = deviceName(t, session);
  return (
    <Paper withBorder p="sm" radius="sm" component="li" data-testid="session">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 12rem" }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{name}</Text>
            {session.current ? (
              <StatusBadge tone="brand">{t("account.sessions.thisDevice")}</StatusBadge>
            ) : null}
          </Group>
          <Text size="sm" c="gray.8">
            {t("account.sessions.started", { date: formatDateTime(session.createdAt) })}
          </Text>
          <Text size="sm" c="gray.8">
            {t("account.sessions.lastUsed", { date: formatDateTime(session.lastUsedAt) })}
          </Text>
        </Stack>
        {session.current ? null : (
          <Button
            size="xs"
            variant="default"
            aria-label={t("account.sessions.signOutOne", { device: name })}
            loading={end.isPending}
            onClick={() =>
              end.mutate(session.id, {
                onSuccess: () => toast("green", t("account.sessions.endedOne")),
                onError: (error) => toast("red", messageOf(error)),
              })
            }
          >
            {t("account.sessions.signOut")}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** The devices signed in to the account, this one marked; sign out one, or all the others. */
export function SessionsCard() {
  const t = useT(accountCatalogs);
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <AccountSection id="account-sessions" title={t("account.sessions.heading")}>
      {sessions.isPending ? <Loader aria-label={t("account.loading")} /> : null}
      {sessions.isError ? (
        <Alert color="red.9" role="alert">
          {messageOf(sessions.error)}
        </Alert>
      ) : null}
      {list.length > 0 ? (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {list.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </Stack>
      ) : null}
      {sessions.isSuccess && others === 0 ? (
        <Text c="gray.8">{t("account.sessions.onlyThis")}</Text>
      ) : null}
      {others > 0 ? (
        <Button
          variant="outline"
          color="red.9"
          w="fit-content"
          leftSection={<SignOutIcon />}
          loading={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ ended }) =>
                toast("green", t("account.sessions.ended", { count: ended })),
              onError: (error) => toast("red", messageOf(error)),
            })
          }
        >
          {t("account.sessions.signOutOthers")}
        </Button>
      ) : null}
    </AccountSection>
  );
}
