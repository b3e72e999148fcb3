import { Container, Group, Stack } from "@mantine/core";
import { useEffect } from "react";
import { useParams } from "react-router";
import type { Meeting } from "../../../contract/meetings.ts";
import { RequireSignIn } from "../../components/require-sign-in.tsx";
import { AttendancePanel } from "../../features/attendance/components/attendance-panel.tsx";
import { CheckInCodeLink } from "../../features/attendance/components/check-in-code-link.tsx";
import { RsvpPanel } from "../../features/attendance/components/rsvp-panel.tsx";
import { useMemberProgress } from "../../features/clubs/api/member-progress.ts";
import { MeetingSpeeches } from "../../features/evaluations/components/meeting-speeches.tsx";
import { MeetingConsoleLinks } from "../../features/meeting-console/components/meeting-console-links.tsx";
import { hostsCheckIn, useMeetingRoles } from "../../features/meeting-roles/api/meeting-roles.ts";
import { MeetingHeader } from "../../features/meeting-roles/components/meeting-header.tsx";
import { MeetingRolesPanel } from "../../features/meeting-roles/components/meeting-roles-panel.tsx";
import { meetingTimeText, viewerTimeZone } from "../../features/meetings/meeting-time.ts";

/** Where a member books a speech slot: Mission 2's "Schedule Your Speech" step. */
const BOOK_SLOT_PATH = "/Mission2/4";

const timeOf = (meeting: Meeting) =>
  meetingTimeText(meeting.startsAt, meeting.timeZone, viewerTimeZone());

/** The leader's seats: every member of the club (all pages of the members list) to assign. */
function LeaderRoles({ clubId, meetingKey }: { clubId: number; meetingKey: string }) {
  const progress = useMemberProgress(clubId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = progress;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const members = (progress.data?.pages ?? []).flatMap((page) =>
    page.items.map(({ userId, name }) => ({ userId, name })),
  );
  return (
    <MeetingRolesPanel
      clubId={clubId}
      meetingKey={meetingKey}
      members={members}
      bookSlotHref={BOOK_SLOT_PATH}
    />
  );
}

/** One meeting as its members and its leader see it. */
function MeetingScreen({ clubId, meetingKey }: { clubId: number; meetingKey: string }) {
  const roles = useMeetingRoles(clubId, meetingKey);
  const leads = roles.data?.leads === true;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <MeetingHeader clubId={clubId} meetingKey={meetingKey} timeOf={timeOf} />
        {roles.data ? (
          <>
            {hostsCheckIn(roles.data) ? (
              <Group>
                <CheckInCodeLink clubId={clubId} meetingKey={meetingKey} />
              </Group>
            ) : null}
            <MeetingConsoleLinks clubId={clubId} meetingKey={meetingKey} />
            <RsvpPanel clubId={clubId} meetingKey={meetingKey} />
            {leads ? (
              <LeaderRoles clubId={clubId} meetingKey={meetingKey} />
            ) : (
              <MeetingRolesPanel
                clubId={clubId}
                meetingKey={meetingKey}
                bookSlotHref={BOOK_SLOT_PATH}
              />
            )}
            <MeetingSpeeches clubId={clubId} meetingKey={meetingKey} />
            {leads ? <AttendancePanel clubId={clubId} meetingKey={meetingKey} /> : null}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}

/** /Meetings/:clubId/:meetingKey: one meeting's answers, roles and (the leader's) attendance. */
export function MeetingPage() {
  const { clubId = "", meetingKey = "" } = useParams();
  return (
    <RequireSignIn>
      {() => <MeetingScreen clubId={Number(clubId)} meetingKey={meetingKey} />}
    </RequireSignIn>
  );
}
