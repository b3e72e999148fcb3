import type { AttendanceStatus } from "../../../contract/attendance.ts";
import type { Executor } from "../../db/client.ts";
import type { AttendanceMethod } from "../../db/schema/index.ts";
import type { Leaders } from "../clubs/index.ts";
// The role a person held at a meeting: the meeting-roles feature answers (ADR 033).
import { heldRoleOf } from "../meeting-roles/index.ts";
import { settleAward } from "../rewards/index.ts";
import { attendanceEarns, roleEarns } from "./policy.ts";

/** An attendance as it stands once written: whose, at which meeting, what, recorded how. */
export interface StandingAttendance {
  clubId: number;
  meetingKey: string;
  userId: string;
  status: AttendanceStatus;
  method: AttendanceMethod;
}

/**
 * What a meeting earned its attendee follows their attendance as it now stands (ADR 038), in the
 * caller's transaction, which wrote it: the `attendance` rule (source `<clubId>/<meetingKey>`)
 * while it is present or late, marked by the leader or checked in; the `role-fulfilled` rule
 * (source `<clubId>/<meetingKey>/<roleId>`) for the role they held while the leader's own mark
 * says present or late. Neither for the leader. A correction to absent reverses both; marking
 * present again pays them again, once. `actorId`: the leader's id, or `system` for a check-in.
 */
export async function settleMeetingAwards(
  tx: Executor,
  at: Date,
  attended: StandingAttendance,
  leaders: Leaders,
  actorId: string,
) {
  const { clubId, meetingKey, userId } = attended;
  const meeting = `${clubId}/${meetingKey}`;
  await settleAward(
    tx,
    at,
    {
      userId,
      rule: "attendance",
      sourceKind: "attendance",
      sourceId: meeting,
      verifiedBy: actorId,
    },
    attendanceEarns(attended.status, userId, leaders),
  );
  // A check-in never confirms a role, and it only ever records a new attendance or replaces an
  // "absent" (whose role award the absent mark already reversed): nothing to settle for the role.
  if (attended.method !== "leader") return;
  const role = await heldRoleOf(tx, clubId, meetingKey, userId);
  if (!role) return;
  await settleAward(
    tx,
    at,
    {
      userId,
      rule: "role-fulfilled",
      sourceKind: "role",
      sourceId: `${meeting}/${role.roleId}`,
      verifiedBy: actorId,
    },
    roleEarns(attended, leaders),
  );
}
