import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  type ConsoleState,
  ConsoleStateSchema,
  MeetingReportSchema,
  type VoteCategory,
} from "../../../../contract/meeting-console.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { clockOffsetOf } from "../lights.ts";

/** The console's state with how far the phone's clock is from the server's when it was read. */
export type LiveConsole = ConsoleState & { clockOffset: number };

const withOffset = (state: ConsoleState): LiveConsole => ({
  ...state,
  clockOffset: clockOffsetOf(state.serverNow, Date.now()),
});

const basePath = (clubId: number, meetingKey: string) =>
  `/api/clubs/${clubId}/meetings/${meetingKey}`;

export const consoleQuery = (clubId: number, meetingKey: string) =>
  queryOptions({
    queryKey: queryKeys.meetingConsole.live(clubId, meetingKey),
    queryFn: async ({ signal }) =>
      withOffset(
        await apiRequest(`${basePath(clubId, meetingKey)}/console`, {
          schema: ConsoleStateSchema,
          signal,
        }),
      ),
  });

/** The live console of one meeting, as the reader may see it. */
export function useConsole(clubId: number, meetingKey: string) {
  return useQuery(consoleQuery(clubId, meetingKey));
}

/** A change on the console, answered with its new state (an older answer never replaces a newer). */
function useConsoleAction<V>(
  clubId: number,
  meetingKey: string,
  path: string,
  method: "POST" | "PUT",
  bodyOf: (variables: V) => unknown,
) {
  const queryClient = useQueryClient();
  const key = queryKeys.meetingConsole.live(clubId, meetingKey);
  return useMutation({
    mutationFn: (variables: V) =>
      apiRequest(`${basePath(clubId, meetingKey)}/console/${path}`, {
        method,
        body: bodyOf(variables),
        schema: ConsoleStateSchema,
      }),
    onSuccess: (state) =>
      queryClient.setQueryData<LiveConsole>(key, (current) =>
        current && current.version > state.version ? current : withOffset(state),
      ),
  });
}

const none = () => undefined;

interface TimerStart {
  itemKey: string;
  speakerId?: string;
}
interface FillerTap {
  speakerId: string;
  word: string;
  delta: 1 | -1;
}
interface WordUseTap {
  userId: string;
  delta: 1 | -1;
}

/** Every action of the console, one mutation each. */
export function useConsoleActions(clubId: number, meetingKey: string) {
  const on = [clubId, meetingKey] as const;
  return {
    advance: useConsoleAction(...on, "advance", "POST", (itemKey: string) => ({ itemKey })),
    start: useConsoleAction(...on, "timer/start", "POST", (body: TimerStart) => body),
    stop: useConsoleAction(...on, "timer/stop", "POST", none),
    filler: useConsoleAction(...on, "fillers", "POST", (body: FillerTap) => body),
    fillerWords: useConsoleAction(...on, "filler-words", "PUT", (words: string[]) => ({ words })),
    wordOfDay: useConsoleAction(...on, "word-of-day", "PUT", (word: string) => ({ word })),
    wordUse: useConsoleAction(...on, "word-uses", "POST", (body: WordUseTap) => body),
    reveal: useConsoleAction(...on, "votes/reveal", "POST", none),
    close: useConsoleAction(...on, "close", "POST", none),
  };
}

export type ConsoleActions = ReturnType<typeof useConsoleActions>;

/** A vote in one category (a path of its own). */
export function useVote(clubId: number, meetingKey: string, category: VoteCategory) {
  return useConsoleAction(
    clubId,
    meetingKey,
    `votes/${category}`,
    "PUT",
    (candidateId: string) => ({
      candidateId,
    }),
  );
}

interface ConsoleEvent {
  clubId: number;
  meetingKey: string;
  version: number;
}

const consoleEventOf = (raw: string): ConsoleEvent | undefined => {
  try {
    const data = JSON.parse(raw) as Partial<ConsoleEvent>;
    return typeof data.clubId === "number" &&
      typeof data.meetingKey === "string" &&
      typeof data.version === "number"
      ? (data as ConsoleEvent)
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * While mounted, listens to the person's live events (`GET /api/events`): a `meeting-console`
 * event of this meeting newer than what is shown reads the console again (the state is read, not
 * replayed), as does a reconnection or the server's `resync` (events may have been missed).
 */
export function useConsoleEvents(clubId: number, meetingKey: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const key = queryKeys.meetingConsole.live(clubId, meetingKey);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
    const source = new EventSource("/api/events", { withCredentials: true });
    source.addEventListener("meeting-console", (message) => {
      const event = consoleEventOf(message.data);
      if (!event || event.clubId !== clubId || event.meetingKey !== meetingKey) return;
      const shown = queryClient.getQueryData<LiveConsole>(key);
      if (!shown || event.version > shown.version) refresh();
    });
    source.addEventListener("resync", refresh);
    let connectedBefore = false;
    source.addEventListener("open", () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    });
    return () => source.close();
  }, [queryClient, clubId, meetingKey]);
}

/** The meeting report (attendance, speeches, tallies, winners). */
export function useMeetingReport(clubId: number, meetingKey: string) {
  return useQuery({
    queryKey: queryKeys.meetingConsole.report(clubId, meetingKey),
    queryFn: ({ signal }) =>
      apiRequest(`${basePath(clubId, meetingKey)}/report`, { schema: MeetingReportSchema, signal }),
  });
}
