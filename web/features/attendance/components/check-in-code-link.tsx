import { Button } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "../../../i18n/index.ts";
import { attendanceCatalogs } from "../messages.ts";

/** "Show check-in code": to the host's screen (the leader's, or the Toastmaster's). */
export function CheckInCodeLink({ clubId, meetingKey }: { clubId: number; meetingKey: string }) {
  const t = useT(attendanceCatalogs);
  return (
    <Button component={Link} to={`/Meetings/${clubId}/${meetingKey}/CheckIn`} variant="light">
      {t("attendance.code.show")}
    </Button>
  );
}
