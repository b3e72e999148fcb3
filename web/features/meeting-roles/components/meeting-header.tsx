import { Alert, Badge, Group, Loader, Stack, Text, Title } from "@mantine/core";
import type { Meeting } from "../../../../contract/meetings.ts";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useMeetingRoles } from "../api/meeting-roles.ts";
import { meetingRolesCatalogs } from "../messages.ts";

/** The meeting page's heading: the club, the time (`timeOf`, in the viewer's zone), its state. */
export function MeetingHeader({
  clubId,
  meetingKey,
  timeOf,
}: {
  clubId: number;
  meetingKey: string;
  timeOf: (meeting: Meeting) => string;
}) {
  const t = useT(meetingRolesCatalogs);
  const roles = useMeetingRoles(clubId, meetingKey);
  if (roles.isPending) return <Loader aria-label={t("roles.meeting.loading")} />;
  if (roles.isError) return <Alert color="red.9">{messageOf(roles.error)}</Alert>;
  const { meeting, clubName } = roles.data;
  return (
    <Stack gap={4}>
      <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
        {t("roles.meeting.title", { club: clubName })}
      </Title>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} data-meeting-time>
          {timeOf(meeting)}
        </Text>
        {meeting.status === "cancelled" ? (
          <Badge color="red.9">{t("roles.meeting.cancelled")}</Badge>
        ) : meeting.status === "moved" ? (
          <Badge color="blue.9">{t("roles.meeting.moved")}</Badge>
        ) : null}
      </Group>
    </Stack>
  );
}
