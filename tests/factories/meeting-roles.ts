import { and, eq } from "drizzle-orm";
import type { NotificationKind } from "../../contract/notifications.ts";
import { notifications } from "../../server/db/schema/index.ts";
import { injectJson, type TestApp } from "../helpers.ts";
import type { TestUser } from "./users.ts";

/** One seat of a meeting as GET .../roles answers it. */
export interface SeatView {
  roleId: number;
  seat: number;
  kind: string;
  label: string;
  status: "open" | "held" | "assigned";
  holder: { name: string; mine: boolean } | null;
  holderId: string | null;
  minSpeeches: number;
  eligible: boolean;
  interested: number;
  mineInterest: boolean;
  bySlotBooking: boolean;
}

/** GET /api/clubs/:clubId/roles as `user` (in `language` when given). */
export function getClubRoles(testApp: TestApp, user: TestUser, clubId: number, language?: string) {
  return injectJson(testApp.app, {
    url: `/api/clubs/${clubId}/roles`,
    cookie: user.cookie,
    headers: language ? { "accept-language": language } : {},
  });
}

/** The club's roles as its member or leader reads them. */
export async function clubRoleList(testApp: TestApp, user: TestUser, clubId: number) {
  const response = await getClubRoles(testApp, user, clubId);
  if (response.statusCode !== 200) throw new Error(`roles: ${response.body}`);
  return (
    response.json() as {
      roles: { id: number; kind: string; label: string; seats: number; enabled: boolean }[];
    }
  ).roles;
}

/** The id of the club's role of `kind` (the defaults are written on first read). */
export async function roleIdOf(testApp: TestApp, user: TestUser, clubId: number, kind: string) {
  const role = (await clubRoleList(testApp, user, clubId)).find((each) => each.kind === kind);
  if (!role) throw new Error(`no ${kind} role`);
  return role.id;
}

/** GET one meeting's roles as `user`. */
export function getMeetingRoles(testApp: TestApp, user: TestUser, clubId: number, key: string) {
  return injectJson(testApp.app, {
    url: `/api/clubs/${clubId}/meetings/${key}/roles`,
    cookie: user.cookie,
  });
}

/** The seats of one meeting as `user` sees them. */
export async function seatsOf(testApp: TestApp, user: TestUser, clubId: number, key: string) {
  const response = await getMeetingRoles(testApp, user, clubId, key);
  if (response.statusCode !== 200) throw new Error(`meeting roles: ${response.body}`);
  return (response.json() as { seats: SeatView[] }).seats;
}

export interface SeatRef {
  clubId: number;
  meetingKey: string;
  roleId: number;
  seat?: number;
}

/** POST .../roles/:roleId/:seat/<action> as `user` (take, give-up, assign, answer). */
export function seatAction(
  testApp: TestApp,
  user: TestUser | undefined,
  ref: SeatRef,
  action: "take" | "give-up" | "assign" | "answer",
  payload: Record<string, unknown> = {},
) {
  return injectJson(testApp.app, {
    method: "POST",
    url: `/api/clubs/${ref.clubId}/meetings/${ref.meetingKey}/roles/${ref.roleId}/${ref.seat ?? 1}/${action}`,
    ...(user ? { cookie: user.cookie } : {}),
    payload,
  });
}

/** PUT (ask) or DELETE (withdraw) interest in a role as `user`. */
export function interest(testApp: TestApp, user: TestUser, ref: SeatRef, method: "PUT" | "DELETE") {
  return injectJson(testApp.app, {
    method,
    url: `/api/clubs/${ref.clubId}/meetings/${ref.meetingKey}/roles/${ref.roleId}/interest`,
    cookie: user.cookie,
    payload: {},
  });
}

/** The titles of `user`'s notifications of `kind`. */
export async function notificationTitles(testApp: TestApp, userId: string, kind: NotificationKind) {
  const rows = await testApp.database.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  return rows.map((row) => row.title);
}
