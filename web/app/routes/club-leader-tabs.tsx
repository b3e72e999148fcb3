import { Stack } from "@mantine/core";
import { useClubAttendance } from "../../features/attendance/api/attendance.ts";
import { CoLeadersPanel } from "../../features/club-handover/components/co-leaders-panel.tsx";
import { HandoverPanel } from "../../features/club-handover/components/handover-panel.tsx";
import { ClubMembers } from "../../features/clubs/components/club-members.tsx";
import { EditClub } from "../../features/clubs/components/edit-club.tsx";
import { VerificationPanel } from "../../features/completions/components/verification-panel.tsx";
import { RoleListEditor } from "../../features/meeting-roles/components/role-list-editor.tsx";
import { ClubMeetingsManager } from "../../features/meetings/components/club-meetings-manager.tsx";

/** The leader page's tabs after the first (requests), whose code loads when one is first wanted. */
export type LaterTab = "submissions" | "members" | "meetings" | "details";

/** The meetings tab: the schedule and meetings (with who is going), then the role list. */
function MeetingsTab({ clubId }: { clubId: number }) {
  const attendance = useClubAttendance(clubId);
  const goingOf = (key: string) => attendance.data?.meetings.find((meeting) => meeting.key === key);
  return (
    <Stack gap="xl">
      <ClubMeetingsManager clubId={clubId} goingOf={goingOf} />
      <RoleListEditor clubId={clubId} />
    </Stack>
  );
}

export interface LaterTabProps {
  tab: LaterTab;
  clubId: number;
  clubName: string;
  /** The club's public page: what to share while nobody has joined yet. */
  clubPage: string;
}

/** One of the later tabs of a led club. */
export function LaterTabPanel({ tab, clubId, clubName, clubPage }: LaterTabProps) {
  switch (tab) {
    case "submissions":
      return <VerificationPanel clubId={clubId} headingOrder={3} />;
    case "members":
      return <ClubMembers clubId={clubId} clubPage={clubPage} />;
    case "meetings":
      return <MeetingsTab clubId={clubId} />;
    case "details":
      return (
        <Stack gap="xl">
          <EditClub clubId={clubId} />
          <CoLeadersPanel clubId={clubId} />
          <HandoverPanel clubId={clubId} clubName={clubName} />
        </Stack>
      );
  }
}
