/** The public entry of the evaluations feature: what other features may use (ADR 032). */
export {
  type DeliveredSpeech,
  deliveredSpeechesOf,
  deliveredSpeechesOfEach,
  evaluationsGivenAt,
  publishedEvaluations,
  speechSatisfiesStep,
  speechSummary,
} from "./service.ts";
