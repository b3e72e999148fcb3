import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  MeetingSpeechesSchema,
  MySpeechesSchema,
  type SaveEvaluation,
  type SpeechRecord,
  SpeechRecordSchema,
} from "../../../../contract/evaluations.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const speechPath = (slotId: number) => `/api/speeches/${slotId}`;

/** One speech's record as the reader may see it, and what they may do with it. */
export function useSpeech(slotId: number) {
  return useQuery({
    queryKey: queryKeys.speeches.detail(slotId),
    queryFn: ({ signal }) => apiRequest(speechPath(slotId), { schema: SpeechRecordSchema, signal }),
  });
}

/** A meeting's speeches in order (the meeting page links each to its record). */
export function useMeetingSpeeches(clubId: number, meetingKey: string) {
  return useQuery({
    queryKey: queryKeys.speeches.meeting(clubId, meetingKey),
    queryFn: ({ signal }) =>
      apiRequest(`/api/clubs/${clubId}/meetings/${meetingKey}/speeches`, {
        schema: MeetingSpeechesSchema,
        signal,
      }),
  });
}

/** The signed-in member's own speeches with their evaluations, newest first. */
export function useMySpeeches() {
  return useQuery({
    queryKey: queryKeys.speeches.mine,
    queryFn: ({ signal }) => apiRequest("/api/speeches/mine", { schema: MySpeechesSchema, signal }),
  });
}

/**
 * A write to one speech, answered with its record: the record is replaced by the answer; with
 * `refreshLists`, the meeting's list and the member's speeches are asked again (a draft saved
 * while typing does not: nothing they show changed).
 */
function useSpeechWrite<V>(
  slotId: number,
  write: (path: string, variables: V) => Promise<SpeechRecord>,
  refreshLists = true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => write(speechPath(slotId), variables),
    onSuccess: (record) => {
      queryClient.setQueryData(queryKeys.speeches.detail(slotId), record);
      if (!refreshLists) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.speeches.mine });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.speeches.meeting(record.clubId, record.meetingKey),
      });
    },
  });
}

const put = (path: string, body: unknown) =>
  apiRequest(path, { method: "PUT", body, schema: SpeechRecordSchema });

/** Saves the evaluator's draft (while they type). */
export const useSaveDraft = (slotId: number) =>
  useSpeechWrite(slotId, (path, draft: SaveEvaluation) => put(`${path}/evaluation`, draft), false);

/** Delivers the saved draft to the speaker. */
export const useSubmitEvaluation = (slotId: number) =>
  useSpeechWrite(slotId, (path, _: undefined) =>
    apiRequest(`${path}/evaluation/submit`, { method: "POST", schema: SpeechRecordSchema }),
  );

/** The speaker shows the evaluation on their public profile, or stops. */
export const useEvaluationVisibility = (slotId: number) =>
  useSpeechWrite(slotId, (path, isPublic: boolean) =>
    put(`${path}/evaluation/visibility`, { isPublic }),
  );

/** Where each short text of a speech is written (one each per author). */
export type SpeechTextKind = "note" | "reflection" | "comment";
const TEXT_PATHS: Record<SpeechTextKind, string> = {
  note: "note",
  reflection: "reflection",
  comment: "evaluation/comment",
};

/** An attendee's note, the speaker's reflection, or the General Evaluator's comment. */
export const useSpeechText = (slotId: number, kind: SpeechTextKind) =>
  useSpeechWrite(slotId, (path, text: string) => put(`${path}/${TEXT_PATHS[kind]}`, { text }));
