import "@mantine/core/styles/Code.css";
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
import { Link } from "react-router";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useCalendars, useClubMeetings, useRegenerateFeed } from "../api/meetings.ts";
import { meetingTimeText, viewerTimeZone } from "../meeting-time.ts";
import { meetingsCatalogs } from "../messages.ts";

const SHOWN = 4;

/** Subscribe links: the club's public feed, and the member's own behind a secret address. */
function CalendarLinks() {
  const t = useT(meetingsCatalogs);
  const calendars = useCalendars();
  const regenerate = useRegenerateFeed();
  if (calendars.isPending) return <Loader size="sm" aria-label={t("meetings.calendar.loading")} />;
  if (calendars.isError) return <Alert color="red.9">{messageOf(calendars.error)}</Alert>;
  const { clubFeeds, personalUrl, personalCreatedAt } = calendars.data;
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {t("meetings.calendar.title")}
      </Title>
      {clubFeeds.map((feed) => (
        <Text key={feed.clubId}>
          <Anchor href={feed.url}>
            {t("meetings.calendar.clubFeed", { club: feed.clubName })}
          </Anchor>
        </Text>
      ))}
      {personalUrl ? (
        <Stack gap={4}>
          <Text>{t("meetings.calendar.personalShown")}</Text>
          <Code
            block
            dir="ltr"
            data-personal-feed
            style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}
          >
            {personalUrl}
          </Code>
        </Stack>
      ) : (
        <Text size="sm">
          {personalCreatedAt
            ? t("meetings.calendar.hasPersonal")
            : t("meetings.calendar.getPrivate")}
        </Text>
      )}
      <div>
        <Button
          variant="default"
          loading={regenerate.isPending}
          onClick={() =>
            regenerate.mutate(undefined, { onError: (error) => toast("red", messageOf(error)) })
          }
        >
          {personalCreatedAt ? t("meetings.calendar.regenerate") : t("meetings.calendar.get")}
        </Button>
      </div>
    </Stack>
  );
}

/** The member's club's next meetings, in the viewer's time zone, with calendar links. */
export function MyMeetings({ clubId }: { clubId: number | null }) {
  const t = useT(meetingsCatalogs);
  const meetings = useClubMeetings(clubId);
  const zone = viewerTimeZone();
  if (meetings.isPending) return <Loader aria-label={t("meetings.mine.loading")} />;
  if (meetings.isError) return <Alert color="red.9">{messageOf(meetings.error)}</Alert>;
  const next = meetings.data.meetings.slice(0, SHOWN);
  return (
    <Stack gap="md">
      {next.length === 0 ? (
        <Text>{t("meetings.mine.none")}</Text>
      ) : (
        <List aria-label={t("meetings.mine.label", { club: meetings.data.clubName })}>
          {next.map((meeting) => (
            <List.Item key={meeting.key}>
              <Anchor component={Link} to={`/Meetings/${meeting.clubId}/${meeting.key}`}>
                {meetingTimeText(meeting.startsAt, meeting.timeZone, zone)}
              </Anchor>{" "}
              {meeting.status === "cancelled" ? (
                <Badge color="red.9">{t("meetings.status.cancelled")}</Badge>
              ) : null}
              {meeting.status === "moved" ? (
                <Badge color="blue.9">{t("meetings.status.moved")}</Badge>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
      <CalendarLinks />
    </Stack>
  );
}
