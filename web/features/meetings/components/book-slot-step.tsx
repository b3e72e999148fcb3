import { Alert, Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { Meeting } from "../../../../contract/meetings.ts";
import { StatusText } from "../../../components/status-text.tsx";
import { t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useBookSlot, useCancelSlot, useClubMeetings, useMySlot } from "../api/meetings.ts";
import { meetingTimeText, viewerTimeZone } from "../meeting-time.ts";
import { meetingsCatalogs } from "../messages.ts";

/** The meetings a speech can still go on: not cancelled, not begun, with a free slot. */
export function bookableMeetings(meetings: readonly Meeting[], now: Date): Meeting[] {
  return meetings.filter(
    (meeting) =>
      meeting.status !== "cancelled" &&
      new Date(meeting.startsAt) > now &&
      meeting.booked < meeting.slots,
  );
}

/**
 * Mission 2's "Book Your Slot": the member picks one of their club's upcoming meetings with room;
 * once booked, "Booked Slot" with the date, and a way to cancel until the meeting starts.
 */
export function BookSlotStep({ clubId }: { clubId: number | null }) {
  const t = useT(meetingsCatalogs);
  const slot = useMySlot();
  const meetings = useClubMeetings(clubId);
  const book = useBookSlot();
  const cancel = useCancelSlot();
  const [chosen, setChosen] = useState<string | null>(null);
  const zone = viewerTimeZone();
  if (slot.isPending || (clubId !== null && meetings.isPending))
    return <Text>{t("meetings.book.loading")}</Text>;
  const error = slot.error ?? meetings.error;
  if (error || !slot.data) {
    return <Alert color="red.9">{t("meetings.book.reload", { message: messageOf(error) })}</Alert>;
  }
  const speech = slot.data.booked ? slot.data.speech : null;
  const options = bookableMeetings(meetings.data?.meetings ?? [], new Date()).map((meeting) => ({
    value: meeting.key,
    label: t("meetings.book.option", {
      when: meetingTimeText(meeting.startsAt, meeting.timeZone, zone),
      free: meeting.slots - meeting.booked,
      slots: meeting.slots,
    }),
  }));
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} fz="h4">
        {t("meetings.book.title")}
      </Title>
      {speech ? (
        <>
          <StatusText focus={book.isSuccess}>{t("meetings.book.booked")}</StatusText>
          <Text data-booked-date>
            {t("meetings.book.youSpeak", {
              when: meetingTimeText(speech.startsAt, speech.timeZone, zone),
            })}
          </Text>
          <Button
            variant="default"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(speech.slotId, {
                onSuccess: () => toast("green", say("meetings.book.cancelDone")),
                onError: (failure) => toast("red", messageOf(failure)),
              })
            }
          >
            {t("meetings.book.cancel")}
          </Button>
        </>
      ) : options.length === 0 ? (
        <Text>{t("meetings.book.noSlots")}</Text>
      ) : (
        <Group align="flex-end">
          <Select
            label={t("meetings.book.meeting")}
            placeholder={t("meetings.book.choose")}
            data={options}
            value={chosen}
            onChange={setChosen}
            allowDeselect={false}
            w={{ base: "100%", sm: 420 }}
          />
          <Button
            loading={book.isPending}
            disabled={chosen === null}
            onClick={() =>
              chosen &&
              book.mutate(
                { clubId: clubId ?? 0, meetingKey: chosen },
                {
                  onSuccess: () => toast("green", say("meetings.book.bookDone")),
                  onError: (failure) => toast("red", messageOf(failure)),
                },
              )
            }
          >
            {t("meetings.book.submit")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
