import type { SaveEvaluation } from "../../../../contract/evaluations.ts";

/**
 * The evaluator's text, kept on this device as they type until the server has it: a dropped
 * connection or a closed tab loses nothing, and the form restores it on the next visit.
 */
const keyOf = (slotId: number) => `blockvocates.evaluation-draft.${slotId}`;

const isDraft = (value: unknown): value is SaveEvaluation => {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.scores === "object" &&
    draft.scores !== null &&
    ["wentWell", "toImprove", "challenge"].every((field) => typeof draft[field] === "string")
  );
};

/** The unsaved draft of this speech's evaluation on this device, if any. */
export function readLocalDraft(slotId: number): SaveEvaluation | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(slotId)) ?? "null");
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Keeps the draft (storage full or refused, as in some private windows: the server still has it). */
export function writeLocalDraft(slotId: number, draft: SaveEvaluation) {
  try {
    localStorage.setItem(keyOf(slotId), JSON.stringify(draft));
  } catch {
    // Nothing more to do: the autosave goes on.
  }
}

/** Forgets the draft once the server has it. */
export function clearLocalDraft(slotId: number) {
  try {
    localStorage.removeItem(keyOf(slotId));
  } catch {
    // As above.
  }
}
