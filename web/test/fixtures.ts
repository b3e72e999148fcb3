import type { Me } from "../../contract/accounts.ts";
import type { ClubDetail } from "../../contract/clubs.ts";
import type { ClubRole, MeetingRoles, RoleSeat } from "../../contract/meeting-roles.ts";
import type { ClubMeetings, Meeting } from "../../contract/meetings.ts";
import type { MissionDetail, MissionStep } from "../../contract/missions.ts";

export const member: Me = {
  id: "user-1",
  name: "Asha",
  email: "asha@example.com",
  emailVerified: true,
  clubId: 1,
  journeyId: 1,
  completedMissions: [],
  isLeader: false,
  isAdmin: false,
  identity: null,
  socialLinks: [],
  clubName: "Club 1",
  journeyName: "Crypto Trader",
  language: null,
};

export function stepOf(position: number, step: Partial<MissionStep> = {}): MissionStep {
  return {
    stepId: 100 + position,
    position,
    stepName: `Step name ${position}`,
    description: `What to do in step ${position}.`,
    kind: "text",
    ...step,
  } as MissionStep;
}

export function missionOf(steps: MissionStep[]): MissionDetail {
  return {
    id: "mission101",
    missionName: "Mission 1",
    objective: "Create Your Identity",
    journeyId: null,
    slug: "Mission1",
    missionStatus: null,
    leaderNote: null,
    steps,
  };
}

/** A meeting of club 7 on `key` at 19:00 in Kochi (13:30 UTC), 3 slots, none booked. */
export function meetingOf(key: string, changes: Partial<Meeting> = {}): Meeting {
  return {
    clubId: 7,
    key,
    startsAt: `${key}T13:30:00.000Z`,
    endsAt: `${key}T15:00:00.000Z`,
    timeZone: "Asia/Kolkata",
    status: "scheduled",
    extra: false,
    sequence: 0,
    slots: 3,
    booked: 0,
    ...changes,
  };
}

/** What GET /api/clubs/:clubId/meetings answers for a club meeting on Mondays in Kochi. */
export function clubMeetingsOf(clubId: number, meetings: Meeting[]): ClubMeetings {
  return {
    clubId,
    clubName: `Club ${clubId}`,
    schedule: {
      days: ["monday"],
      startTime: "19:00",
      durationMinutes: 90,
      timeZone: "Asia/Kolkata",
      slotsPerMeeting: 3,
      capacity: null,
    },
    scheduleSaved: true,
    meetings: meetings.map((meeting) => ({ ...meeting, clubId })),
  };
}

/** Club 7's page as the API answers it: a visitor's or non-member's view (no standing, no link). */
export function clubDetailOf(changes: Partial<ClubDetail> = {}): ClubDetail {
  return {
    clubId: 7,
    clubName: "Muscat Builders",
    slug: "MuscatBuilders",
    location: "Muscat",
    meetingDays: ["monday"],
    meetingTime: "evening",
    clubType: "web3",
    meetingFormat: "online",
    meetingLink: null,
    standing: "none",
    leaderName: "Noor",
    memberCount: 3,
    archivedAt: null,
    ...changes,
  };
}

/** One open seat of club 7's meeting, for anyone (no prerequisite). */
export function seatOf(roleId: number, label: string, changes: Partial<RoleSeat> = {}): RoleSeat {
  return {
    roleId,
    seat: 1,
    kind: "custom",
    label,
    status: "open",
    holder: null,
    holderId: null,
    minSpeeches: 0,
    eligible: true,
    interested: 0,
    mineInterest: false,
    bySlotBooking: false,
    ...changes,
  };
}

/** What GET /api/clubs/7/meetings/:key/roles answers: a member's view of `meeting`'s seats. */
export function meetingRolesOf(
  meeting: Meeting,
  seats: RoleSeat[],
  changes: Partial<MeetingRoles> = {},
): MeetingRoles {
  return { meeting, clubName: "Club 7", seats, deliveredSpeeches: 0, leads: false, ...changes };
}

/** One role of club 7's role list. */
export function clubRoleOf(id: number, label: string, changes: Partial<ClubRole> = {}): ClubRole {
  return {
    id,
    kind: "custom",
    name: null,
    label,
    position: id,
    enabled: true,
    minSpeeches: 0,
    seats: 1,
    ...changes,
  };
}
