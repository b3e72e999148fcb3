import { Alert, Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { Meeting } from "../../../../contract/meetings.ts";
import { StatusText } from "../../../components/status-text.tsx";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useMySlot } from "../../missions/api/missions.ts";
import { useBookSlot, useCancelSlot, useClubMeetings } from "../api/meetings.ts";
import { meetingTimeText, viewerTimeZone } from "../meeting-time.ts";

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
export function BookSlotStep({ clubId }: { clubId: number }) {
  const slot = useMySlot();
  const meetings = useClubMeetings(clubId);
  const book = useBookSlot();
  const cancel = useCancelSlot();
  const [chosen, setChosen] = useState<string | null>(null);
  const zone = viewerTimeZone();
  if (slot.isPending || (clubId > 0 && meetings.isPending))
    return <Text>Loading your slot...</Text>;
  const error = slot.error ?? meetings.error;
  if (error || !slot.data) {
    return <Alert color="red.9">{messageOf(error)} Reload the page to try again.</Alert>;
  }
  const speech = slot.data.booked ? slot.data.speech : null;
  const options = bookableMeetings(meetings.data?.meetings ?? [], new Date()).map((meeting) => ({
    value: meeting.key,
    label: `${meetingTimeText(meeting.startsAt, meeting.timeZone, zone)} · ${
      meeting.slots - meeting.booked
    } of ${meeting.slots} slots free`,
  }));
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3} fz="h4">
        Schedule Your Speech
      </Title>
      {speech ? (
        <>
          <StatusText focus={book.isSuccess}>Booked Slot</StatusText>
          <Text data-booked-date>
            You speak on {meetingTimeText(speech.startsAt, speech.timeZone, zone)}.
          </Text>
          <Button
            variant="default"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(speech.slotId, {
                onSuccess: () => notify("green", "Your booking is cancelled."),
                onError: (failure) => notify("red", messageOf(failure)),
              })
            }
          >
            Cancel booking
          </Button>
        </>
      ) : options.length === 0 ? (
        <Text>No upcoming meeting of your club has a free speech slot. Check back soon.</Text>
      ) : (
        <Group align="flex-end">
          <Select
            label="Meeting"
            placeholder="Choose a meeting"
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
                { clubId, meetingKey: chosen },
                {
                  onSuccess: () => notify("green", "Your speech slot is booked."),
                  onError: (failure) => notify("red", messageOf(failure)),
                },
              )
            }
          >
            Book Your Slot
          </Button>
        </Group>
      )}
    </Stack>
  );
}
