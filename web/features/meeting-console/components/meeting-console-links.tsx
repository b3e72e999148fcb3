import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "../../../i18n/index.ts";
import { meetingConsoleCatalogs } from "../messages.ts";

/** From a meeting's page: its live console and its report. */
export function MeetingConsoleLinks({
  clubId,
  meetingKey,
}: {
  clubId: number;
  meetingKey: string;
}) {
  const t = useT(meetingConsoleCatalogs);
  const base = `/Meetings/${clubId}/${meetingKey}`;
  return (
    <Group gap="sm" wrap="wrap">
      <Button component={Link} to={`${base}/Live`}>
        {t("console.open")}
      </Button>
      <Button component={Link} to={`${base}/Report`} variant="default">
        {t("console.report")}
      </Button>
    </Group>
  );
}
