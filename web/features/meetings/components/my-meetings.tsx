import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { messageOf } from "../../../lib/api-client.ts";
import { notify } from "../../../lib/notify.ts";
import { useCalendars, useClubMeetings, useRegenerateFeed } from "../api/meetings.ts";
import { meetingTimeText, viewerTimeZone } from "../meeting-time.ts";

const SHOWN = 4;

/** Subscribe links: the club's public feed, and the member's own behind a secret address. */
function CalendarLinks() {
  const calendars = useCalendars();
  const regenerate = useRegenerateFeed();
  if (calendars.isPending) return <Loader size="sm" aria-label="Loading your calendar links" />;
  if (calendars.isError) return <Alert color="red.9">{messageOf(calendars.error)}</Alert>;
  const { clubFeeds, personalUrl, personalCreatedAt } = calendars.data;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        Add to your calendar
      </Title>
      {clubFeeds.map((feed) => (
        <Text key={feed.clubId}>
          <Anchor href={feed.url}>{feed.clubName} meetings (iCalendar)</Anchor>
        </Text>
      ))}
      {personalUrl ? (
        <Stack gap={4}>
          <Text>
            Your personal calendar address (meetings and your speeches). Copy it now into your
            calendar app: it is shown only once.
          </Text>
          <Code block data-personal-feed>
            {personalUrl}
          </Code>
        </Stack>
      ) : (
        <Text size="sm">
          {personalCreatedAt
            ? "You have a personal calendar address. Making a new one stops the old one."
            : "Get a private calendar address with your club's meetings and your speeches."}
        </Text>
      )}
      <div>
        <Button
          variant="default"
          loading={regenerate.isPending}
          onClick={() =>
            regenerate.mutate(undefined, { onError: (error) => notify("red", messageOf(error)) })
          }
        >
          {personalCreatedAt ? "Make a new personal calendar address" : "Get my calendar address"}
        </Button>
      </div>
    </Stack>
  );
}

/** The member's club's next meetings, in the viewer's time zone, with calendar links. */
export function MyMeetings({ clubId }: { clubId: number }) {
  const meetings = useClubMeetings(clubId);
  const zone = viewerTimeZone();
  if (meetings.isPending) return <Loader aria-label="Loading your club's meetings" />;
  if (meetings.isError) return <Alert color="red.9">{messageOf(meetings.error)}</Alert>;
  const next = meetings.data.meetings.slice(0, SHOWN);
  return (
    <Stack gap="md">
      {next.length === 0 ? (
        <Text>Your club has no meetings in the next 8 weeks.</Text>
      ) : (
        <List aria-label={`${meetings.data.clubName} meetings`}>
          {next.map((meeting) => (
            <List.Item key={meeting.key}>
              {meetingTimeText(meeting.startsAt, meeting.timeZone, zone)}{" "}
              {meeting.status === "cancelled" ? <Badge color="red.9">Cancelled</Badge> : null}
              {meeting.status === "moved" ? <Badge color="blue.9">Moved</Badge> : null}
            </List.Item>
          ))}
        </List>
      )}
      <CalendarLinks />
    </Stack>
  );
}
