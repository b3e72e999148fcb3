import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type QuizAttemptInput,
  QuizAttemptResultSchema,
  type StepResponseInput,
  StepResponseListSchema,
  StepResponseSchema,
} from "../../../../contract/steps.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

// What a member hands in for the steps that collect evidence (issue 34, ADR 036): the saved links
// and texts, the quizzes' attempts. Kept under the mission's key, so refreshing the mission (after
// a submission) refreshes them too.

const missionPath = (missionId: string) => `/api/missions/${encodeURIComponent(missionId)}`;

export const stepResponsesQuery = (missionId: string) =>
  queryOptions({
    queryKey: [...queryKeys.missions.detail(missionId), "responses"] as const,
    queryFn: ({ signal }) =>
      apiRequest(`${missionPath(missionId)}/responses`, { schema: StepResponseListSchema, signal }),
  });

/** The member's response to one step of the mission (undefined: nothing handed in yet). */
export function useStepResponse(missionId: string, stepId: number) {
  const query = useQuery(stepResponsesQuery(missionId));
  return { ...query, response: query.data?.items.find((item) => item.stepId === stepId) };
}

/** Saves a step's link and/or text (PUT: saving again replaces what was saved). */
export function useSaveStepResponse(missionId: string, stepId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StepResponseInput) =>
      apiRequest(`${missionPath(missionId)}/steps/${stepId}/response`, {
        method: "PUT",
        body: input,
        schema: StepResponseSchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: stepResponsesQuery(missionId).queryKey }),
  });
}

/** One attempt at a quiz: the server scores it and says which questions were right. */
export function useQuizAttempt(missionId: string, stepId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuizAttemptInput) =>
      apiRequest(`${missionPath(missionId)}/steps/${stepId}/quiz-attempts`, {
        method: "POST",
        body: input,
        schema: QuizAttemptResultSchema,
      }),
    // Refused too (a cooldown that started in another tab): the saved progress says until when.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: stepResponsesQuery(missionId).queryKey }),
  });
}
