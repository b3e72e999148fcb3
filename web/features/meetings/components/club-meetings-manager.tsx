import "@mantine/core/styles/Checkbox.css";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { WeekdaySchema } from "../../../../contract/clubs.ts";
import {
  type Meeting,
  MeetingTimeSchema,
  SaveScheduleSchema,
  type Schedule,
} from "../../../../contract/meetings.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { FormError, useContractForm } from "../../../lib/contract-form.tsx";
import { notify } from "../../../lib/notify.ts";
import {
  useAddMeeting,
  useAgenda,
  useCancelMeeting,
  useClubMeetings,
  useMarkDelivered,
  useMoveMeeting,
  useSaveSchedule,
} from "../api/meetings.ts";
import { meetingTimeText, viewerTimeZone } from "../meeting-time.ts";

const TIME_ZONES: string[] = Intl.supportedValuesOf("timeZone");

function ScheduleForm({ clubId, schedule }: { clubId: number; schedule: Schedule }) {
  const save = useSaveSchedule(clubId);
  const { form, formRef, formError, submit, showError } = useContractForm({
    schema: SaveScheduleSchema,
    initialValues: {
      days: schedule.days as string[],
      startTime: schedule.startTime,
      durationMinutes: String(schedule.durationMinutes),
      timeZone: schedule.timeZone,
      slotsPerMeeting: String(schedule.slotsPerMeeting),
    },
  });
  const zones = TIME_ZONES.includes(schedule.timeZone)
    ? TIME_ZONES
    : [schedule.timeZone, ...TIME_ZONES];
  const onSubmit = submit(async (input) => {
    try {
      await save.mutateAsync(input);
      notify("green", "The schedule is saved; members are told.");
    } catch (error) {
      showError(error);
    }
  });
  return (
    <Paper withBorder p="md" component="form" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Checkbox.Group label="Meeting days" required {...form.getInputProps("days")}>
          <Group gap="sm" mt={6}>
            {WeekdaySchema.options.map((day) => (
              <Checkbox key={day} value={day} label={day} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group grow align="flex-start">
          <TextInput
            label="Start time (HH:MM)"
            required
            placeholder="18:30"
            inputMode="numeric"
            {...form.getInputProps("startTime")}
          />
          <TextInput
            label="Length (minutes)"
            required
            inputMode="numeric"
            {...form.getInputProps("durationMinutes")}
          />
          <TextInput
            label="Speech slots per meeting"
            required
            inputMode="numeric"
            {...form.getInputProps("slotsPerMeeting")}
          />
        </Group>
        <Select
          label="Time zone"
          required
          searchable
          data={zones}
          limit={30}
          nothingFoundMessage="No such time zone"
          allowDeselect={false}
          {...form.getInputProps("timeZone")}
        />
        <FormError message={formError} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            Save schedule
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A date and a time in the club's zone: moving a meeting or adding an extra one. */
function MeetingTimeForm({
  label,
  onSave,
}: {
  label: string;
  onSave: (time: { date: string; startTime: string }) => Promise<unknown>;
}) {
  const { form, formRef, formError, submit, showError } = useContractForm({
    schema: MeetingTimeSchema,
    initialValues: { date: "", startTime: "" },
  });
  const onSubmit = submit(async (time) => {
    try {
      await onSave(time);
    } catch (error) {
      showError(error);
    }
  });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label}>
      <Group align="flex-end">
        <TextInput
          label="Date (YYYY-MM-DD)"
          placeholder="2026-12-24"
          required
          {...form.getInputProps("date")}
        />
        <TextInput
          label="Time (HH:MM)"
          placeholder="18:30"
          inputMode="numeric"
          required
          {...form.getInputProps("startTime")}
        />
        <Button type="submit" loading={form.submitting}>
          {label}
        </Button>
      </Group>
      <FormError message={formError} />
    </form>
  );
}

function AgendaView({ clubId, meeting }: { clubId: number; meeting: Meeting }) {
  const agenda = useAgenda(clubId, meeting.key);
  const deliver = useMarkDelivered();
  if (agenda.isPending) return <Loader aria-label="Loading the agenda" />;
  if (agenda.isError) return <Alert color="red.9">{messageOf(agenda.error)}</Alert>;
  if (agenda.data.speakers.length === 0) return <Text>No speeches booked yet.</Text>;
  const begun = new Date(meeting.startsAt) <= new Date();
  return (
    <ol aria-label={`Agenda of ${meeting.key}`}>
      {agenda.data.speakers.map((speaker) => (
        <li key={speaker.slotId}>
          <Group gap="xs">
            <Text>
              <strong>{speaker.userName}</strong> · {speaker.journey ?? "no journey yet"} ·{" "}
              {speaker.mission ?? "Mission 2"}
            </Text>
            {speaker.status === "delivered" ? (
              <Badge color="green.9">Delivered</Badge>
            ) : begun ? (
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  deliver.mutate(speaker.slotId, {
                    onError: (error) => notify("red", messageOf(error)),
                  })
                }
              >
                Mark {speaker.userName}'s speech delivered
              </Button>
            ) : null}
          </Group>
        </li>
      ))}
    </ol>
  );
}

function MeetingRow({ clubId, meeting }: { clubId: number; meeting: Meeting }) {
  const [open, setOpen] = useState<"agenda" | "move" | null>(null);
  const cancel = useCancelMeeting(clubId);
  const move = useMoveMeeting(clubId);
  const when = meetingTimeText(meeting.startsAt, meeting.timeZone, viewerTimeZone());
  const changeable = meeting.status !== "cancelled" && new Date(meeting.startsAt) > new Date();
  return (
    <Table.Tr data-meeting={meeting.key}>
      <Table.Td>
        <Text>{when}</Text>
        {meeting.status !== "scheduled" ? (
          <Badge color={meeting.status === "cancelled" ? "red.9" : "blue.9"}>
            {meeting.status === "cancelled" ? "Cancelled" : "Moved"}
          </Badge>
        ) : null}
        {open === "agenda" ? <AgendaView clubId={clubId} meeting={meeting} /> : null}
        {open === "move" ? (
          <MeetingTimeForm
            label="Move meeting"
            onSave={async (time) => {
              await move.mutateAsync({ key: meeting.key, time });
              notify("green", "The meeting is moved; members are told.");
              setOpen(null);
            }}
          />
        ) : null}
      </Table.Td>
      <Table.Td>
        {meeting.booked} of {meeting.slots}
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => setOpen(open === "agenda" ? null : "agenda")}
          >
            Agenda
          </Button>
          {changeable ? (
            <>
              <Button
                size="xs"
                variant="default"
                onClick={() => setOpen(open === "move" ? null : "move")}
              >
                Move
              </Button>
              <Button
                size="xs"
                color="red.9"
                variant="light"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(meeting.key, {
                    onSuccess: () => notify("green", "The meeting is cancelled; members are told."),
                    onError: (error) => notify("red", messageOf(error)),
                  })
                }
              >
                Cancel meeting
              </Button>
            </>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The leader's meetings: the weekly schedule, the next 8 weeks with agendas, extra meetings. */
export function ClubMeetingsManager({ clubId }: { clubId: number }) {
  const meetings = useClubMeetings(clubId);
  const add = useAddMeeting(clubId);
  if (meetings.isPending) return <Loader aria-label="Loading the meetings" />;
  if (meetings.isError) return <Alert color="red.9">{messageOf(meetings.error)}</Alert>;
  return (
    <Stack gap="md">
      <Title order={4}>Schedule</Title>
      <ScheduleForm
        key={JSON.stringify(meetings.data.schedule)}
        clubId={clubId}
        schedule={meetings.data.schedule}
      />
      <Title order={4}>Upcoming meetings</Title>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Speeches</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {meetings.data.meetings.map((meeting) => (
              <MeetingRow key={meeting.key} clubId={clubId} meeting={meeting} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={4}>Add an extra meeting</Title>
      <Text size="sm">
        Date and time in the club's time zone, {meetings.data.schedule.timeZone}.
      </Text>
      <MeetingTimeForm
        label="Add meeting"
        onSave={async (time) => {
          await add.mutateAsync(time);
          notify("green", "The extra meeting is added; members are told.");
        }}
      />
    </Stack>
  );
}
