import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { RsvpAnswer } from "../../../../contract/attendance.ts";
import { t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useMyMeeting, useRsvp } from "../api/attendance.ts";
import { attendanceCatalogs } from "../messages.ts";
import { useStatusText } from "./status-text.ts";

/**
 * "I'll be there" / "Not going": the viewer's answer (their place when waitlisted), how many are
 * going of the capacity, and their attendance once recorded.
 */
export function RsvpPanel({ clubId, meetingKey }: { clubId: number; meetingKey: string }) {
  const t = useT(attendanceCatalogs);
  const statusText = useStatusText();
  const mine = useMyMeeting(clubId, meetingKey);
  const rsvp = useRsvp(clubId, meetingKey);
  if (mine.isPending) return <Loader aria-label={t("attendance.rsvp.loading")} />;
  if (mine.isError) return <Alert color="red.9">{messageOf(mine.error)}</Alert>;
  const { meeting, capacity, going, waitlisted, waitlistPosition, attendance } = mine.data;
  const open = meeting.status !== "cancelled" && new Date(meeting.startsAt).getTime() > Date.now();
  const answer = (value: RsvpAnswer) =>
    rsvp.mutate(value, {
      onSuccess: (result) =>
        toast(
          "green",
          result.rsvp === "going"
            ? say("attendance.rsvp.savedGoing")
            : result.rsvp === "waitlisted"
              ? say("attendance.rsvp.savedWaitlisted", { position: result.waitlistPosition ?? 1 })
              : say("attendance.rsvp.savedNotGoing"),
        ),
      onError: (error) => toast("red", messageOf(error)),
    });
  const state =
    mine.data.rsvp === "going"
      ? t("attendance.rsvp.youGoing")
      : mine.data.rsvp === "waitlisted"
        ? t("attendance.rsvp.youWaitlisted", { position: waitlistPosition ?? 1 })
        : mine.data.rsvp === "not-going"
          ? t("attendance.rsvp.youNotGoing")
          : t("attendance.rsvp.youUnanswered");
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="rsvp-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="rsvp-title">
          {t("attendance.rsvp.title")}
        </Title>
        <Text data-rsvp-state fw={600}>
          {state}
        </Text>
        <Text size="sm" data-going>
          {capacity === null
            ? t("attendance.rsvp.goingCount", { going })
            : t("attendance.rsvp.goingOf", { going, capacity })}
          {waitlisted > 0 ? ` ${t("attendance.rsvp.waitlistCount", { count: waitlisted })}` : ""}
        </Text>
        {attendance ? (
          <Text>{t("attendance.rsvp.attended", { status: statusText(attendance) })}</Text>
        ) : null}
        {open ? (
          <Group gap="sm" wrap="wrap">
            <Button
              variant={
                mine.data.rsvp === "going" || mine.data.rsvp === "waitlisted" ? "filled" : "default"
              }
              aria-pressed={mine.data.rsvp === "going" || mine.data.rsvp === "waitlisted"}
              loading={rsvp.isPending && rsvp.variables === "going"}
              onClick={() => answer("going")}
            >
              {t("attendance.rsvp.goingButton")}
            </Button>
            <Button
              variant={mine.data.rsvp === "not-going" ? "filled" : "default"}
              aria-pressed={mine.data.rsvp === "not-going"}
              loading={rsvp.isPending && rsvp.variables === "not-going"}
              onClick={() => answer("not-going")}
            >
              {t("attendance.rsvp.notGoingButton")}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
