import type { AttendanceStatus, RsvpState } from "../../../../contract/attendance.ts";
import { useT } from "../../../i18n/index.ts";
import { attendanceCatalogs } from "../messages.ts";

/** "Present", "Late", "Absent" in the page's language. */
export function useStatusText() {
  const t = useT(attendanceCatalogs);
  return (status: AttendanceStatus) =>
    status === "present"
      ? t("attendance.status.present")
      : status === "late"
        ? t("attendance.status.late")
        : t("attendance.status.absent");
}

/** A member's answer: "Going", "Waitlisted", "Not going", or "No answer". */
export function useRsvpText() {
  const t = useT(attendanceCatalogs);
  return (rsvp: RsvpState | null) =>
    rsvp === "going"
      ? t("attendance.rsvp.going")
      : rsvp === "waitlisted"
        ? t("attendance.rsvp.waitlisted")
        : rsvp === "not-going"
          ? t("attendance.rsvp.notGoing")
          : t("attendance.rsvp.none");
}
