import type { Locale } from "../../../contract/locales.ts";
import type {
  AddRole,
  ClubRole,
  ClubRoles,
  ReorderRoles,
  UpdateRole,
} from "../../../contract/meeting-roles.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { refusalError, refuse } from "../../lib/refusal.ts";
import { assertLeadsClub, isClubMember, leadsClub } from "../clubs/index.ts";
import { type ClubCalendar, loadCalendar } from "../meetings/index.ts";
import {
  type ClubStanding,
  DEFAULT_ROLE_KINDS,
  MAX_CLUB_ROLES,
  ROLE_NOT_FOUND,
  reorderRefusal,
  roleName,
  seatsOf,
  TOO_MANY_ROLES,
  updateRefusal,
  viewRefusal,
} from "./policy.ts";
import * as roleRepository from "./repository.ts";

// A club's role list (issue 32): the defaults, written the first time it is read, and the
// leader's renames, switches, prerequisites, additions and order.

export type RoleRow = Awaited<ReturnType<typeof roleRepository.listRoles>>[number];

export async function standingOf(db: Executor, calendar: ClubCalendar, userId: string) {
  return {
    isLeader: leadsClub(userId, calendar.club),
    isMember: await isClubMember(db, calendar.club.clubId, userId),
  } satisfies ClubStanding;
}

/** The club's roles; the defaults are written the first time they are read (once: ADR 033). */
export async function rolesOf(db: Executor, clubId: number): Promise<RoleRow[]> {
  const roles = await roleRepository.listRoles(db, clubId);
  if (roles.some((role) => role.kind !== "custom")) return roles;
  await roleRepository.insertDefaults(db, clubId, DEFAULT_ROLE_KINDS);
  return roleRepository.listRoles(db, clubId);
}

function toClubRole(role: RoleRow, slotsPerMeeting: number, locale: Locale): ClubRole {
  return {
    ...role,
    label: roleName(role).in(locale),
    seats: seatsOf(role.kind, slotsPerMeeting),
  };
}

/** A club's roles in their order: its members and its leader may read them. */
export async function clubRoles(
  db: Database,
  user: SessionUser,
  clubId: number,
  locale: Locale,
): Promise<ClubRoles> {
  const calendar = await loadCalendar(db, clubId);
  refuse(viewRefusal(await standingOf(db, calendar, user.id)));
  const roles = await rolesOf(db, clubId);
  const slots = calendar.schedule.slotsPerMeeting;
  return { clubId, roles: roles.map((role) => toClubRole(role, slots, locale)) };
}

/** A change of the leader's role list, under the club's lock (ADR 025: its first lock). */
async function changeRoles(
  db: Database,
  user: SessionUser,
  clubId: number,
  locale: Locale,
  change: (tx: Executor, roles: RoleRow[]) => Promise<void>,
) {
  await assertLeadsClub(db, user, clubId);
  await db.transaction(async (tx) => {
    await loadCalendar(tx, clubId, true);
    await change(tx, await rolesOf(tx, clubId));
  });
  return clubRoles(db, user, clubId, locale);
}

export function addRole(
  db: Database,
  user: SessionUser,
  clubId: number,
  input: AddRole,
  locale: Locale,
) {
  return changeRoles(db, user, clubId, locale, async (tx, roles) => {
    if (roles.length >= MAX_CLUB_ROLES) refuse(TOO_MANY_ROLES);
    await roleRepository.insertRole(tx, {
      clubId,
      name: input.name,
      minSpeeches: Number(input.minSpeeches ?? 0),
    });
  });
}

export function updateRole(
  db: Database,
  user: SessionUser,
  target: { clubId: number; roleId: number },
  input: UpdateRole,
  locale: Locale,
) {
  return changeRoles(db, user, target.clubId, locale, async (tx, roles) => {
    const role = roles.find((candidate) => candidate.id === target.roleId);
    if (!role) throw refusalError(ROLE_NOT_FOUND);
    const change = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...(input.minSpeeches !== undefined ? { minSpeeches: Number(input.minSpeeches) } : {}),
    };
    refuse(updateRefusal(role, change));
    await roleRepository.updateRole(tx, role.id, change);
  });
}

export function reorderRoles(
  db: Database,
  user: SessionUser,
  clubId: number,
  input: ReorderRoles,
  locale: Locale,
) {
  return changeRoles(db, user, clubId, locale, async (tx, roles) => {
    refuse(
      reorderRefusal(
        roles.map((role) => role.id),
        input.roleIds,
      ),
    );
    await roleRepository.setPositions(tx, clubId, input.roleIds);
  });
}
