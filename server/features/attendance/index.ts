/** The public entry of the attendance feature: what other features may use (ADR 032). */
export { personalFeedDetails } from "./feed.ts";
export {
  attendanceSummary,
  attendedMeetings,
  memberAttendance,
  releaseAnswers,
} from "./service.ts";
