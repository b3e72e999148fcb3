import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  AgendaSchema,
  CalendarLinkSchema,
  ClubMeetingsSchema,
  type MeetingTime,
  type SaveSchedule,
} from "../../../../contract/meetings.ts";
import { type BookSlot, MySlotSchema } from "../../../../contract/slots.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The signed-in member's speech slot (the missions' "book a slot" step shows it). */
export const mySlotQuery = queryOptions({
  queryKey: queryKeys.slots.mine,
  queryFn: ({ signal }) => apiRequest("/api/slots/mine", { schema: MySlotSchema, signal }),
});

export function useMySlot() {
  return useQuery(mySlotQuery);
}

export const clubMeetingsQuery = (clubId: number) =>
  queryOptions({
    queryKey: queryKeys.meetings.club(clubId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/clubs/${clubId}/meetings`, { schema: ClubMeetingsSchema, signal }),
  });

/** The club's meetings; nothing is asked for a person without a club (null). */
export function useClubMeetings(clubId: number | null) {
  return useQuery({ ...clubMeetingsQuery(clubId ?? 0), enabled: clubId !== null });
}

/** After a change of meetings or bookings: the meetings, the agenda and the member's slot. */
function useRefreshMeetings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.meetings.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.slots.mine }),
      queryClient.invalidateQueries({ queryKey: queryKeys.slots.club }),
    ]);
}

export function useSaveSchedule(clubId: number) {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: (schedule: SaveSchedule) =>
      apiRequest(`/api/clubs/${clubId}/schedule`, {
        method: "PUT",
        body: schedule,
        schema: ClubMeetingsSchema,
      }),
    onSettled: refresh,
  });
}

export function useCancelMeeting(clubId: number) {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: (key: string) =>
      apiRequest(`/api/clubs/${clubId}/meetings/${key}/cancel`, {
        method: "POST",
        schema: ClubMeetingsSchema,
      }),
    onSettled: refresh,
  });
}

export function useMoveMeeting(clubId: number) {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: ({ key, time }: { key: string; time: MeetingTime }) =>
      apiRequest(`/api/clubs/${clubId}/meetings/${key}`, {
        method: "PUT",
        body: time,
        schema: ClubMeetingsSchema,
      }),
    onSettled: refresh,
  });
}

export function useAddMeeting(clubId: number) {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: (time: MeetingTime) =>
      apiRequest(`/api/clubs/${clubId}/meetings`, {
        method: "POST",
        body: time,
        schema: ClubMeetingsSchema,
      }),
    onSettled: refresh,
  });
}

export function useAgenda(clubId: number, key: string | null) {
  return useQuery({
    queryKey: queryKeys.meetings.agenda(clubId, key ?? ""),
    queryFn: ({ signal }) =>
      apiRequest(`/api/clubs/${clubId}/meetings/${key}/agenda`, { schema: AgendaSchema, signal }),
    enabled: key !== null,
  });
}

export function useMarkDelivered() {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: (slotId: number) =>
      apiRequest(`/api/slots/${slotId}/delivered`, { method: "POST", schema: z.undefined() }),
    onSettled: refresh,
  });
}

export function useBookSlot() {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: (booking: BookSlot) =>
      apiRequest("/api/slots", { method: "POST", body: booking, schema: MySlotSchema }),
    onSettled: refresh,
  });
}

export function useCancelSlot() {
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: (slotId: number) =>
      apiRequest(`/api/slots/${slotId}/cancel`, { method: "POST", schema: MySlotSchema }),
    onSettled: refresh,
  });
}

export const calendarsQuery = queryOptions({
  queryKey: queryKeys.meetings.calendars,
  queryFn: ({ signal }) => apiRequest("/api/calendars", { schema: CalendarLinkSchema, signal }),
});

export function useCalendars() {
  return useQuery(calendarsQuery);
}

export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest("/api/calendars/personal", { method: "POST", schema: CalendarLinkSchema }),
    onSuccess: (links) => queryClient.setQueryData(queryKeys.meetings.calendars, links),
  });
}
