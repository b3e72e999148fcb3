import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type AddRole,
  ClubRolesSchema,
  type MeetingRoles,
  MeetingRolesSchema,
  RoleHistoryEntrySchema,
  type UpdateRole,
} from "../../../../contract/meeting-roles.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The club's role list (the leader's editor). */
export function useClubRoles(clubId: number) {
  return useQuery({
    queryKey: queryKeys.meetingRoles.club(clubId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/clubs/${clubId}/roles`, { schema: ClubRolesSchema, signal }),
  });
}

/** After the role list changes: the list (from the answer) and every meeting's seats. */
function useRoleListChange(clubId: number) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (roles: z.infer<typeof ClubRolesSchema>) =>
      queryClient.setQueryData(queryKeys.meetingRoles.club(clubId), roles),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.meetingRoles.all }),
  };
}

export function useAddRole(clubId: number) {
  return useMutation({
    mutationFn: (role: AddRole) =>
      apiRequest(`/api/clubs/${clubId}/roles`, {
        method: "POST",
        body: role,
        schema: ClubRolesSchema,
      }),
    ...useRoleListChange(clubId),
  });
}

export function useUpdateRole(clubId: number) {
  return useMutation({
    mutationFn: ({ roleId, change }: { roleId: number; change: UpdateRole }) =>
      apiRequest(`/api/clubs/${clubId}/roles/${roleId}`, {
        method: "PATCH",
        body: change,
        schema: ClubRolesSchema,
      }),
    ...useRoleListChange(clubId),
  });
}

export function useReorderRoles(clubId: number) {
  return useMutation({
    mutationFn: (roleIds: number[]) =>
      apiRequest(`/api/clubs/${clubId}/roles`, {
        method: "PUT",
        body: { roleIds },
        schema: ClubRolesSchema,
      }),
    ...useRoleListChange(clubId),
  });
}

export const meetingRolesQuery = (clubId: number, meetingKey: string) =>
  queryOptions({
    queryKey: queryKeys.meetingRoles.meeting(clubId, meetingKey),
    queryFn: ({ signal }) =>
      apiRequest(`/api/clubs/${clubId}/meetings/${meetingKey}/roles`, {
        schema: MeetingRolesSchema,
        signal,
      }),
  });

/** One meeting's seats as the viewer sees them. */
export function useMeetingRoles(clubId: number, meetingKey: string) {
  return useQuery(meetingRolesQuery(clubId, meetingKey));
}

interface SeatRef {
  roleId: number;
  seat: number;
}

/** Whether the viewer may show the meeting's check-in code: its leader, or its Toastmaster. */
export function hostsCheckIn(roles: MeetingRoles): boolean {
  return (
    roles.leads ||
    roles.seats.some(
      (seat) => seat.kind === "toastmaster" && seat.status === "held" && seat.holder?.mine,
    )
  );
}

/**
 * "I'll take it". Someone may take the seat first (409, the server's message): the mutation
 * refreshes the seats, so the screen then says what else is open from them. (The 409's own `open`
 * list is not read: apiRequest keeps the problem's standard fields only, and the fresh seats say
 * the same, up to date.)
 */
const takeSeat = (clubId: number, meetingKey: string, { roleId, seat }: SeatRef) =>
  apiRequest(`/api/clubs/${clubId}/meetings/${meetingKey}/roles/${roleId}/${seat}/take`, {
    method: "POST",
    schema: MeetingRolesSchema,
  });

function useSeatAction<V>(
  clubId: number,
  meetingKey: string,
  action: (variables: V) => Promise<MeetingRoles>,
) {
  const queryClient = useQueryClient();
  const key = queryKeys.meetingRoles.meeting(clubId, meetingKey);
  return useMutation({
    mutationFn: action,
    onSuccess: (roles) => queryClient.setQueryData(key, roles),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.meetingRoles.history }),
        queryClient.invalidateQueries({ queryKey: queryKeys.attendance.all }),
      ]),
  });
}

const seatPath = (clubId: number, meetingKey: string, { roleId, seat }: SeatRef) =>
  `/api/clubs/${clubId}/meetings/${meetingKey}/roles/${roleId}/${seat}`;

export function useTakeSeat(clubId: number, meetingKey: string) {
  return useSeatAction(clubId, meetingKey, (ref: SeatRef) => takeSeat(clubId, meetingKey, ref));
}

export function useGiveUpSeat(clubId: number, meetingKey: string) {
  return useSeatAction(clubId, meetingKey, (ref: SeatRef) =>
    apiRequest(`${seatPath(clubId, meetingKey, ref)}/give-up`, {
      method: "POST",
      schema: MeetingRolesSchema,
    }),
  );
}

export function useAssignSeat(clubId: number, meetingKey: string) {
  return useSeatAction(clubId, meetingKey, ({ userId, ...ref }: SeatRef & { userId: string }) =>
    apiRequest(`${seatPath(clubId, meetingKey, ref)}/assign`, {
      method: "POST",
      body: { userId },
      schema: MeetingRolesSchema,
    }),
  );
}

export function useAnswerSeat(clubId: number, meetingKey: string) {
  return useSeatAction(clubId, meetingKey, ({ accept, ...ref }: SeatRef & { accept: boolean }) =>
    apiRequest(`${seatPath(clubId, meetingKey, ref)}/answer`, {
      method: "POST",
      body: { accept },
      schema: MeetingRolesSchema,
    }),
  );
}

/** "Express interest" in a full role (PUT) or withdraw it (DELETE). */
export function useRoleInterest(clubId: number, meetingKey: string) {
  return useSeatAction(clubId, meetingKey, ({ roleId, on }: { roleId: number; on: boolean }) =>
    apiRequest(`/api/clubs/${clubId}/meetings/${meetingKey}/roles/${roleId}/interest`, {
      method: on ? "PUT" : "DELETE",
      schema: MeetingRolesSchema,
    }),
  );
}

const RoleHistorySchema = z.object({ roles: z.array(RoleHistoryEntrySchema) });

/** The roles the signed-in member fulfilled, newest first. */
export function useRoleHistory() {
  return useQuery({
    queryKey: queryKeys.meetingRoles.history,
    queryFn: ({ signal }) =>
      apiRequest("/api/roles/history", { schema: RoleHistorySchema, signal }),
  });
}
