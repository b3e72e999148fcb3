import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import {
  type AttendanceStatus,
  AttendanceStatusSchema,
  type MeetingAttendance,
} from "../../../../contract/attendance.ts";
import { t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useMarkAttendance, useMeetingAttendance } from "../api/attendance.ts";
import { attendanceCatalogs } from "../messages.ts";
import { useRsvpText, useStatusText } from "./status-text.ts";

type Attendee = MeetingAttendance["attendees"][number];

function AttendeeRow({
  attendee,
  correctable,
  mark,
}: {
  attendee: Attendee;
  correctable: boolean;
  mark: ReturnType<typeof useMarkAttendance>;
}) {
  const t = useT(attendanceCatalogs);
  const statusText = useStatusText();
  const rsvpText = useRsvpText();
  const method =
    attendee.method === "code"
      ? t("attendance.method.code")
      : attendee.method === "link"
        ? t("attendance.method.link")
        : attendee.method === "leader"
          ? t("attendance.method.leader")
          : null;
  const set = (status: AttendanceStatus) =>
    mark.mutate(
      { userId: attendee.userId, status },
      {
        onSuccess: () =>
          toast(
            "green",
            say("attendance.panel.marked", { name: attendee.name, status: statusText(status) }),
          ),
        onError: (error) => toast("red", messageOf(error)),
      },
    );
  return (
    <Paper withBorder p="sm" component="li" data-attendee={attendee.userId}>
      <Stack gap={6}>
        <Text fw={700}>{attendee.name}</Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm">{t("attendance.panel.answer", { answer: rsvpText(attendee.rsvp) })}</Text>
          <Text size="sm">
            {attendee.attendance
              ? method
                ? t("attendance.panel.recordedBy", {
                    status: statusText(attendee.attendance),
                    method,
                  })
                : statusText(attendee.attendance)
              : t("attendance.panel.notRecorded")}
          </Text>
          <Text size="sm">{t("attendance.panel.noShows", { count: attendee.noShows })}</Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          {AttendanceStatusSchema.options.map((status) => (
            <Button
              key={status}
              size="xs"
              variant={attendee.attendance === status ? "filled" : "default"}
              aria-pressed={attendee.attendance === status}
              aria-label={t("attendance.panel.markNamed", {
                name: attendee.name,
                status: statusText(status),
              })}
              disabled={!correctable}
              loading={
                mark.isPending &&
                mark.variables?.userId === attendee.userId &&
                mark.variables.status === status
              }
              onClick={() => set(status)}
            >
              {statusText(status)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The leader's attendance of one meeting: who answered what, who came, marked by hand. */
export function AttendancePanel({ clubId, meetingKey }: { clubId: number; meetingKey: string }) {
  const t = useT(attendanceCatalogs);
  const attendance = useMeetingAttendance(clubId, meetingKey);
  const mark = useMarkAttendance(clubId, meetingKey);
  if (attendance.isPending) return <Loader aria-label={t("attendance.panel.loading")} />;
  if (attendance.isError) return <Alert color="red.9">{messageOf(attendance.error)}</Alert>;
  const { going, waitlisted, notGoing, present, capacity, correctable, attendees } =
    attendance.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="attendance-title">
      <Title order={2} size="h3" id="attendance-title">
        {t("attendance.panel.title")}
      </Title>
      <Text data-attendance-counts>
        {t("attendance.panel.counts", {
          going,
          waitlisted,
          notGoing,
          present,
        })}
        {capacity !== null ? ` ${t("attendance.panel.capacity", { capacity })}` : ""}
      </Text>
      {correctable ? (
        <Text size="sm" data-role-note>
          {t("attendance.panel.roleNote")}
        </Text>
      ) : (
        <Text size="sm">
          {new Date(attendance.data.meeting.startsAt).getTime() > Date.now()
            ? t("attendance.panel.notYet")
            : t("attendance.panel.closed")}
        </Text>
      )}
      {attendees.length === 0 ? (
        <Text>{t("attendance.panel.none")}</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          aria-labelledby="attendance-title"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {attendees.map((attendee) => (
            <AttendeeRow
              key={attendee.userId}
              attendee={attendee}
              correctable={correctable}
              mark={mark}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
