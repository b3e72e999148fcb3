import { Alert, Button, Group, List, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { formatDay, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useChangeCoLeaders, useCoLeaders } from "../api/handover.ts";
import { handoverCatalogs } from "../messages.ts";
import { MemberPicker } from "./member-picker.tsx";

/** Appoint: a member of the club who is not a co-leader yet, then "Make co-leader". */
function AppointForm({ clubId, taken }: { clubId: number; taken: readonly string[] }) {
  const t = useT(handoverCatalogs);
  const change = useChangeCoLeaders(clubId);
  return (
    <MemberPicker
      clubId={clubId}
      label={t("coLeaders.member")}
      action={t("coLeaders.appoint")}
      empty={t("coLeaders.noMembers")}
      busyLabel={t("coLeaders.title")}
      exclude={taken}
      pending={change.isPending && change.variables?.action === "appoint"}
      onPick={async ({ userId, name }) => {
        await change.mutateAsync({ userId, action: "appoint" });
        toast("green", t("coLeaders.appointed", { name }));
      }}
    />
  );
}

/**
 * A club's co-leaders (issue 39, ADR 046): up to three members who share the leader's rights. The
 * leader lists, appoints and removes them; a co-leader sees the list only.
 */
export function CoLeadersPanel({ clubId }: { clubId: number }) {
  const t = useT(handoverCatalogs);
  const coLeaders = useCoLeaders(clubId);
  const change = useChangeCoLeaders(clubId);
  const data = coLeaders.data;
  const remove = (userId: string, name: string) =>
    change.mutate(
      { userId, action: "remove" },
      {
        onSuccess: () => toast("green", t("coLeaders.removed", { name })),
        onError: (failure) => toast("red", messageOf(failure)),
      },
    );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`co-leaders-${clubId}`}>
      <Stack gap="sm">
        <Title order={3} id={`co-leaders-${clubId}`}>
          {t("coLeaders.title")}
        </Title>
        {coLeaders.isError ? (
          <Alert color="red" title={t("coLeaders.loadFailed")}>
            {messageOf(coLeaders.error)}
          </Alert>
        ) : !data ? (
          <Loader size="sm" aria-label={t("coLeaders.title")} />
        ) : (
          <>
            <Text size="sm">{t("coLeaders.intro", { max: data.max })}</Text>
            {data.items.length === 0 ? (
              <Text size="sm">{t("coLeaders.none")}</Text>
            ) : (
              <List spacing="xs" listStyleType="none" aria-label={t("coLeaders.title")}>
                {data.items.map((row) => (
                  <List.Item key={row.userId}>
                    <Group gap="sm" wrap="wrap">
                      <Text size="sm">
                        {t("coLeaders.item", { name: row.name, date: formatDay(row.addedAt) })}
                      </Text>
                      {data.mayAppoint ? (
                        <Button
                          size="xs"
                          variant="default"
                          loading={change.isPending && change.variables?.userId === row.userId}
                          onClick={() => remove(row.userId, row.name)}
                          aria-label={t("coLeaders.removeNamed", { name: row.name })}
                        >
                          {t("coLeaders.remove")}
                        </Button>
                      ) : null}
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
            {!data.mayAppoint ? null : data.items.length >= data.max ? (
              <Text size="sm">{t("coLeaders.full", { max: data.max })}</Text>
            ) : (
              <AppointForm clubId={clubId} taken={data.items.map((row) => row.userId)} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
