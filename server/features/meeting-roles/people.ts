import type { Locale } from "../../../contract/locales.ts";
import type { RoleHistoryEntry, RoleKind } from "../../../contract/meeting-roles.ts";
import type { Executor } from "../../db/client.ts";
import type { Said } from "../../lib/said.ts";
import { findMeeting, loadCalendars } from "../meetings/index.ts";
import { roleName } from "./policy.ts";
import * as roleRepository from "./repository.ts";

// What other features ask about a person's roles (through index.ts): the attendance feature
// (who is the Toastmaster, a role for the calendar feed), slots (one role per meeting, a speech
// included), the public profile and the member's history.

/** The most roles a history lists. */
const HISTORY_LIMIT = 200;

/** Whether the person holds (accepted) a role of `kind` at the meeting, e.g. its "toastmaster". */
export function holdsRole(
  db: Executor,
  clubId: number,
  meetingKey: string,
  userId: string,
  kind: RoleKind,
): Promise<boolean> {
  return roleRepository.holdsRoleOfKind(db, { clubId, meetingKey, userId, kind });
}

/** Whether the person has a role there, accepted or awaiting their answer (slots: no speech). */
export function holdsAnyRole(
  db: Executor,
  clubId: number,
  meetingKey: string,
  userId: string,
): Promise<boolean> {
  return roleRepository.hasAnyRole(db, clubId, meetingKey, userId);
}

/**
 * The role the person held (accepted) at the meeting: its id and kind, or null (a person holds
 * one at most). A booked speech is not one here: it earns as a speech. The attendance feature
 * pays it when the leader marks its holder present (ADR 038).
 */
export async function heldRoleOf(
  db: Executor,
  clubId: number,
  meetingKey: string,
  userId: string,
): Promise<{ roleId: number; kind: RoleKind } | null> {
  const role = await roleRepository.findPersonRole(db, clubId, meetingKey, userId);
  return role?.status === "held" ? { roleId: role.id, kind: role.kind } : null;
}

/**
 * The person's accepted role at the meeting, for the calendar feed's description: its kind and
 * its name in the reader's language; a booked speech is the club's speaker role. Null: none.
 */
export async function roleOf(
  db: Executor,
  clubId: number,
  meetingKey: string,
  userId: string,
): Promise<{ kind: RoleKind; label: Said } | null> {
  const role = await roleRepository.findPersonRole(db, clubId, meetingKey, userId);
  if (role?.status === "held") return { kind: role.kind, label: roleName(role) };
  if (!(await roleRepository.hasSpeech(db, clubId, meetingKey, userId))) return null;
  const speaker = await roleRepository.findRoleOfKind(db, clubId, "speaker");
  return { kind: "speaker", label: roleName(speaker ?? { kind: "speaker", name: null }) };
}

/**
 * The roles a member held at meetings that have ended (not cancelled), newest first: what, when
 * and at which club, for their history and public profile.
 */
export async function roleHistory(
  db: Executor,
  userId: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<RoleHistoryEntry[]> {
  return (await roleHistoryOfEach(db, [userId], locale, now)).get(userId) ?? [];
}

/** As `roleHistory`, for each of these people, in three statements whatever their number. */
export async function roleHistoryOfEach(
  db: Executor,
  userIds: readonly string[],
  locale: Locale,
  now: Date = new Date(),
): Promise<Map<string, RoleHistoryEntry[]>> {
  const rows = await roleRepository.listHeldRolesOf(db, userIds, HISTORY_LIMIT);
  const calendars = await loadCalendars(
    db,
    rows.map((row) => row.clubId),
  );
  const entries = new Map<string, (RoleHistoryEntry & { at: number })[]>();
  for (const row of rows) {
    const calendar = calendars.get(row.clubId);
    const meeting = calendar ? findMeeting(calendar, row.meetingKey) : null;
    if (!meeting || meeting.status === "cancelled" || meeting.endsAt > now) continue;
    const list = entries.get(row.userId) ?? [];
    list.push({
      label: roleName(row).in(locale),
      kind: row.kind,
      clubName: row.clubName,
      meetingKey: row.meetingKey,
      startsAt: meeting.startsAt.toISOString(),
      at: meeting.startsAt.getTime(),
    });
    entries.set(row.userId, list);
  }
  return new Map(
    [...entries].map(([userId, list]) => [
      userId,
      list.sort((a, b) => b.at - a.at).map(({ at: _at, ...entry }) => entry),
    ]),
  );
}
