/** How the screens show a club's stored values. */
export function formatLabel(meetingFormat: string): string {
  return meetingFormat === "inperson" ? "In-person" : meetingFormat;
}

/** Meeting days joined by commas, or N/A when there are none. */
export function daysLabel(meetingDays: readonly string[]): string {
  return meetingDays.length > 0 ? meetingDays.join(", ") : "N/A";
}
