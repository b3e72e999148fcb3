import { Alert, List, Loader, Stack, Text, Title } from "@mantine/core";
import { formatDay, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useRoleHistory } from "../api/meeting-roles.ts";
import { meetingRolesCatalogs } from "../messages.ts";

const SHOWN = 5;

/** The roles the member fulfilled (what, when, which club), the newest few. */
export function RoleHistory() {
  const t = useT(meetingRolesCatalogs);
  const history = useRoleHistory();
  if (history.isPending) return <Loader size="sm" aria-label={t("roles.history.loading")} />;
  if (history.isError) return <Alert color="red.9">{messageOf(history.error)}</Alert>;
  const { roles } = history.data;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t("roles.history.title")}
      </Title>
      {roles.length === 0 ? (
        <Text size="sm">{t("roles.history.none")}</Text>
      ) : (
        <>
          <Text size="sm">{t("roles.history.count", { count: roles.length })}</Text>
          <List size="sm" aria-label={t("roles.history.title")}>
            {roles.slice(0, SHOWN).map((entry) => (
              <List.Item key={`${entry.meetingKey}-${entry.clubName}-${entry.label}`}>
                {t("roles.history.entry", {
                  role: entry.label,
                  club: entry.clubName,
                  day: formatDay(entry.startsAt),
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
