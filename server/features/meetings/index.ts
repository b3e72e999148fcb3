/** The public entry of the meetings feature: what other features may use (ADR 032). */
export type { FeedMeetingDetails, Partstat, PersonalFeedDetails } from "./calendar.ts";
export { type DerivedMeeting, horizonEnd, meetingsBetween } from "./policy.ts";
export {
  type ClubCalendar,
  findMeeting,
  loadCalendar,
  loadCalendars,
  toMeeting,
} from "./service.ts";
export { describeTime } from "./time.ts";
