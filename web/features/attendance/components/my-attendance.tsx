import { Alert, List, Loader, Stack, Text, Title } from "@mantine/core";
import type { AttendanceStatus } from "../../../../contract/attendance.ts";
import { formatDay, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useMyAttendance } from "../api/attendance.ts";
import { attendanceCatalogs } from "../messages.ts";
import { useStatusText } from "./status-text.ts";

const SHOWN = 5;

/** How many meetings the member attended, and the last few with how it stands. */
export function MyAttendance() {
  const t = useT(attendanceCatalogs);
  const statusText = useStatusText();
  const summary = useMyAttendance();
  if (summary.isPending) return <Loader size="sm" aria-label={t("attendance.mine.loading")} />;
  if (summary.isError) return <Alert color="red.9">{messageOf(summary.error)}</Alert>;
  const { attended, recent } = summary.data;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t("attendance.mine.title")}
      </Title>
      <Text size="sm">{t("attendance.mine.attended", { count: attended })}</Text>
      {recent.length > 0 ? (
        <List size="sm" aria-label={t("attendance.mine.recent")}>
          {recent.slice(0, SHOWN).map((entry) => (
            <List.Item key={`${entry.clubName}-${entry.meetingKey}`}>
              {t("attendance.mine.entry", {
                club: entry.clubName,
                day: formatDay(`${entry.meetingKey}T12:00:00Z`, { timeZone: "UTC" }),
                status: statusText(entry.status as AttendanceStatus),
              })}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
