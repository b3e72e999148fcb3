import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type AttendanceStatus,
  AttendanceSummarySchema,
  CheckInCodeSchema,
  CheckInResultSchema,
  ClubAttendanceCountsSchema,
  MeetingAttendanceSchema,
  MyMeetingSchema,
  type RsvpAnswer,
} from "../../../../contract/attendance.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const meetingPath = (clubId: number, meetingKey: string) =>
  `/api/clubs/${clubId}/meetings/${meetingKey}`;

/** The viewer's answer, waitlist place and attendance at one meeting. */
export function useMyMeeting(clubId: number, meetingKey: string) {
  return useQuery({
    queryKey: queryKeys.attendance.mine(clubId, meetingKey),
    queryFn: ({ signal }) =>
      apiRequest(`${meetingPath(clubId, meetingKey)}/me`, { schema: MyMeetingSchema, signal }),
  });
}

/** "I'll be there" or "Not going"; the leader's counts refresh with it. */
export function useRsvp(clubId: number, meetingKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RsvpAnswer) =>
      apiRequest(`${meetingPath(clubId, meetingKey)}/rsvp`, {
        method: "PUT",
        body: { answer },
        schema: MyMeetingSchema,
      }),
    onSuccess: (mine) =>
      queryClient.setQueryData(queryKeys.attendance.mine(clubId, meetingKey), mine),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.attendance.club(clubId) }),
        queryClient.invalidateQueries({
          queryKey: queryKeys.attendance.meeting(clubId, meetingKey),
        }),
      ]),
  });
}

/** The leader's expected attendance for each meeting of the club's list. */
export function useClubAttendance(clubId: number) {
  return useQuery({
    queryKey: queryKeys.attendance.club(clubId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/clubs/${clubId}/attendance`, { schema: ClubAttendanceCountsSchema, signal }),
  });
}

/** The leader's view of one meeting: each member's answer and attendance. */
export function useMeetingAttendance(clubId: number, meetingKey: string) {
  return useQuery({
    queryKey: queryKeys.attendance.meeting(clubId, meetingKey),
    queryFn: ({ signal }) =>
      apiRequest(`${meetingPath(clubId, meetingKey)}/attendance`, {
        schema: MeetingAttendanceSchema,
        signal,
      }),
  });
}

export function useMarkAttendance(clubId: number, meetingKey: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.attendance.meeting(clubId, meetingKey);
  return useMutation({
    mutationFn: (mark: { userId: string; status: AttendanceStatus }) =>
      apiRequest(`${meetingPath(clubId, meetingKey)}/attendance`, {
        method: "PUT",
        body: mark,
        schema: MeetingAttendanceSchema,
      }),
    onSuccess: (attendance) => queryClient.setQueryData(key, attendance),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.attendance.club(clubId) }),
  });
}

/** How long before a code expires it is fetched again: the screen never shows a stale one. */
export const CODE_REFRESH_AHEAD_MS = 10_000;

/** Milliseconds until the code at `expiresAt` should be replaced (at least a second). */
export function refreshDelay(expiresAt: string, now: number): number {
  return Math.max(1000, new Date(expiresAt).getTime() - now - CODE_REFRESH_AHEAD_MS);
}

/** The host's check-in code, fetched again about 10 seconds before it expires. */
export function useCheckInCode(clubId: number, meetingKey: string) {
  return useQuery({
    queryKey: queryKeys.attendance.code(clubId, meetingKey),
    queryFn: ({ signal }) =>
      apiRequest(`${meetingPath(clubId, meetingKey)}/check-in-code`, {
        schema: CheckInCodeSchema,
        signal,
      }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data ? refreshDelay(query.state.data.expiresAt, Date.now()) : false,
    refetchIntervalInBackground: true,
  });
}

/** The answer to a check-in; `clubId` read too when the server names it (the meeting's link). */
const CheckInAnswerSchema = CheckInResultSchema.extend({ clubId: z.number().int().optional() });

/** The member checks in with the token of a scanned code or a shared link. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest("/api/check-in", {
        method: "POST",
        body: { token },
        schema: CheckInAnswerSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.attendance.all }),
  });
}

/** The member's attendance, for their dashboard. */
export function useMyAttendance() {
  return useQuery({
    queryKey: queryKeys.attendance.summary,
    queryFn: ({ signal }) =>
      apiRequest("/api/attendance/mine", { schema: AttendanceSummarySchema, signal }),
  });
}
