import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Combobox.css";
import {
  Alert,
  Anchor,
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
import { Link } from "react-router";
import { WeekdaySchema } from "../../../../contract/clubs.ts";
import {
  type Meeting,
  MeetingTimeSchema,
  SaveScheduleSchema,
  type Schedule,
} from "../../../../contract/meetings.ts";
import { t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { FormError, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
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
import { meetingsCatalogs } from "../messages.ts";
import { DateField, TimeField } from "./date-time-fields.tsx";

const TIME_ZONES: string[] = Intl.supportedValuesOf("timeZone");

/** Each weekday's name (the value stays the contract's English word). */
const WEEKDAY_IDS: Record<(typeof WeekdaySchema.options)[number], string> = {
  monday: "meetings.weekday.monday",
  tuesday: "meetings.weekday.tuesday",
  wednesday: "meetings.weekday.wednesday",
  thursday: "meetings.weekday.thursday",
  friday: "meetings.weekday.friday",
  saturday: "meetings.weekday.saturday",
  sunday: "meetings.weekday.sunday",
};

function ScheduleForm({ clubId, schedule }: { clubId: number; schedule: Schedule }) {
  const t = useT(meetingsCatalogs);
  const save = useSaveSchedule(clubId);
  const { form, formRef, formError, submit, showError } = useContractForm({
    schema: SaveScheduleSchema,
    initialValues: {
      days: schedule.days as string[],
      startTime: schedule.startTime,
      durationMinutes: String(schedule.durationMinutes),
      timeZone: schedule.timeZone,
      slotsPerMeeting: String(schedule.slotsPerMeeting),
      capacity: schedule.capacity === null ? "" : String(schedule.capacity),
    },
  });
  const zones = TIME_ZONES.includes(schedule.timeZone)
    ? TIME_ZONES
    : [schedule.timeZone, ...TIME_ZONES];
  const onSubmit = submit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast("green", say("meetings.schedule.saved"));
    } catch (error) {
      showError(error);
    }
  });
  return (
    <Paper withBorder p="md" component="form" ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Checkbox.Group
          label={t("meetings.schedule.days")}
          required
          {...form.getInputProps("days")}
        >
          <Group gap="sm" mt={6}>
            {WeekdaySchema.options.map((day) => (
              <Checkbox key={day} value={day} label={t(WEEKDAY_IDS[day])} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group grow align="flex-start">
          <TimeField
            label={t("meetings.schedule.startTime")}
            required
            {...form.getInputProps("startTime")}
          />
          <TextInput
            label={t("meetings.schedule.length")}
            required
            inputMode="numeric"
            {...form.getInputProps("durationMinutes")}
          />
          <TextInput
            label={t("meetings.schedule.slots")}
            required
            inputMode="numeric"
            {...form.getInputProps("slotsPerMeeting")}
          />
        </Group>
        <TextInput
          label={t("meetings.schedule.capacity")}
          description={t("meetings.schedule.capacityHint")}
          inputMode="numeric"
          w={{ base: "100%", xs: 260 }}
          {...form.getInputProps("capacity")}
        />
        <Select
          label={t("meetings.schedule.timeZone")}
          required
          searchable
          data={zones}
          limit={30}
          nothingFoundMessage={t("meetings.schedule.noZone")}
          allowDeselect={false}
          {...form.getInputProps("timeZone")}
        />
        <FormError message={formError} />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t("meetings.schedule.save")}
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
  const t = useT(meetingsCatalogs);
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
        <DateField label={t("meetings.time.date")} required {...form.getInputProps("date")} />
        <TimeField label={t("meetings.time.time")} required {...form.getInputProps("startTime")} />
        <Button type="submit" loading={form.submitting}>
          {label}
        </Button>
      </Group>
      <FormError message={formError} />
    </form>
  );
}

function AgendaView({ clubId, meeting }: { clubId: number; meeting: Meeting }) {
  const t = useT(meetingsCatalogs);
  const agenda = useAgenda(clubId, meeting.key);
  const deliver = useMarkDelivered();
  if (agenda.isPending) return <Loader aria-label={t("meetings.agenda.loading")} />;
  if (agenda.isError) return <Alert color="red.9">{messageOf(agenda.error)}</Alert>;
  if (agenda.data.speakers.length === 0) return <Text>{t("meetings.agenda.empty")}</Text>;
  const begun = new Date(meeting.startsAt) <= new Date();
  return (
    <ol aria-label={t("meetings.agenda.label", { key: meeting.key })}>
      {agenda.data.speakers.map((speaker) => (
        <li key={speaker.slotId}>
          <Group gap="xs">
            <Text>
              <strong>{speaker.userName}</strong> ·{" "}
              {speaker.journey ?? t("meetings.agenda.noJourney")} ·{" "}
              {speaker.mission ?? t("meetings.agenda.mission2")}
            </Text>
            {speaker.status === "delivered" ? (
              <Badge color="teal.9">{t("meetings.agenda.delivered")}</Badge>
            ) : begun ? (
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  deliver.mutate(speaker.slotId, {
                    onError: (error) => toast("red", messageOf(error)),
                  })
                }
              >
                {t("meetings.agenda.markDelivered", { name: speaker.userName })}
              </Button>
            ) : null}
          </Group>
        </li>
      ))}
    </ol>
  );
}

/** How many said they are going to the meeting of `key` (the leader's counts; none: unknown). */
export type GoingOf = (key: string) => { going: number; waitlisted: number } | undefined;

function MeetingRow({
  clubId,
  meeting,
  goingOf,
}: {
  clubId: number;
  meeting: Meeting;
  goingOf?: GoingOf;
}) {
  const t = useT(meetingsCatalogs);
  const [open, setOpen] = useState<"agenda" | "move" | null>(null);
  const cancel = useCancelMeeting(clubId);
  const move = useMoveMeeting(clubId);
  const when = meetingTimeText(meeting.startsAt, meeting.timeZone, viewerTimeZone());
  const changeable = meeting.status !== "cancelled" && new Date(meeting.startsAt) > new Date();
  const expected = goingOf?.(meeting.key);
  return (
    <Table.Tr data-meeting={meeting.key}>
      <Table.Td>
        <Anchor component={Link} to={`/Meetings/${clubId}/${meeting.key}`}>
          {when}
        </Anchor>
        {meeting.status !== "scheduled" ? (
          <Badge color={meeting.status === "cancelled" ? "red.9" : "blue.9"}>
            {meeting.status === "cancelled"
              ? t("meetings.status.cancelled")
              : t("meetings.status.moved")}
          </Badge>
        ) : null}
        {open === "agenda" ? <AgendaView clubId={clubId} meeting={meeting} /> : null}
        {open === "move" ? (
          <MeetingTimeForm
            label={t("meetings.row.moveLabel")}
            onSave={async (time) => {
              await move.mutateAsync({ key: meeting.key, time });
              toast("green", say("meetings.row.moveDone"));
              setOpen(null);
            }}
          />
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text>{t("meetings.row.booked", { booked: meeting.booked, slots: meeting.slots })}</Text>
        {expected ? (
          <Text size="sm" data-going>
            {expected.waitlisted > 0
              ? t("meetings.row.goingWaitlisted", expected)
              : t("meetings.row.going", { going: expected.going })}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => setOpen(open === "agenda" ? null : "agenda")}
          >
            {t("meetings.row.agenda")}
          </Button>
          {changeable ? (
            <>
              <Button
                size="xs"
                variant="default"
                onClick={() => setOpen(open === "move" ? null : "move")}
              >
                {t("meetings.row.move")}
              </Button>
              <Button
                size="xs"
                color="red.9"
                variant="outline"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(meeting.key, {
                    onSuccess: () => toast("green", say("meetings.row.cancelDone")),
                    onError: (error) => toast("red", messageOf(error)),
                  })
                }
              >
                {t("meetings.row.cancel")}
              </Button>
            </>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The leader's meetings: the weekly schedule, the next 8 weeks with agendas, extra meetings. */
export function ClubMeetingsManager({
  clubId,
  goingOf,
}: {
  clubId: number;
  /** The expected attendance of each meeting, when the page has it. */
  goingOf?: GoingOf;
}) {
  const t = useT(meetingsCatalogs);
  const meetings = useClubMeetings(clubId);
  const add = useAddMeeting(clubId);
  if (meetings.isPending) return <Loader aria-label={t("meetings.manager.loading")} />;
  if (meetings.isError) return <Alert color="red.9">{messageOf(meetings.error)}</Alert>;
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t("meetings.manager.schedule")}
      </Title>
      <ScheduleForm
        key={JSON.stringify(meetings.data.schedule)}
        clubId={clubId}
        schedule={meetings.data.schedule}
      />
      <Title order={3} size="h4">
        {t("meetings.manager.upcoming")}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("meetings.manager.when")}</Table.Th>
              <Table.Th>{t("meetings.manager.speeches")}</Table.Th>
              <Table.Th>{t("meetings.manager.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {meetings.data.meetings.map((meeting) => (
              <MeetingRow key={meeting.key} clubId={clubId} meeting={meeting} goingOf={goingOf} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={3} size="h4">
        {t("meetings.manager.extra")}
      </Title>
      <Text size="sm">
        {t("meetings.manager.extraZone", { zone: meetings.data.schedule.timeZone })}
      </Text>
      <MeetingTimeForm
        label={t("meetings.manager.add")}
        onSave={async (time) => {
          await add.mutateAsync(time);
          toast("green", say("meetings.manager.addDone"));
        }}
      />
    </Stack>
  );
}
