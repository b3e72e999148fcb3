import { and, eq } from "drizzle-orm";
import jsQR from "jsqr";
import { clubRoles, clubs, meetingRoleAssignments } from "../../server/db/schema/index.ts";
import { injectJson, type TestApp } from "../helpers.ts";
import { buildLeaderWithClub, type TestClub } from "./missions.ts";
import type { TestUser } from "./users.ts";

/** Wednesdays at 18:00 UTC (Reykjavik keeps UTC all year), 90 minutes. */
export const WEEKLY = {
  days: ["wednesday"],
  startTime: "18:00",
  durationMinutes: 90,
  timeZone: "Atlantic/Reykjavik",
  slotsPerMeeting: 3,
};

/** A club that meets in person (or online) on WEEKLY, with `capacity` (null: none). */
export async function buildMeetingClub(
  testApp: TestApp,
  options: { capacity?: number | null; format?: "inperson" | "online" } = {},
): Promise<TestClub> {
  const club = await buildLeaderWithClub(testApp);
  await testApp.database.db
    .update(clubs)
    .set({ meetingFormat: options.format ?? "inperson" })
    .where(eq(clubs.id, club.clubId));
  const saved = await injectJson(testApp.app, {
    method: "PUT",
    url: `/api/clubs/${club.clubId}/schedule`,
    cookie: club.leader.cookie,
    payload: { ...WEEKLY, capacity: options.capacity ?? null },
  });
  if (saved.statusCode !== 200) throw new Error(`schedule: ${saved.statusCode} ${saved.body}`);
  return club;
}

/**
 * Gives `userId` the club's Toastmaster role at one meeting, `held` (accepted) or only
 * `assigned`, written directly: these tests are about who may show the check-in code.
 */
export async function giveToastmaster(
  testApp: TestApp,
  target: { clubId: number; meetingKey: string; userId: string },
  status: "held" | "assigned" = "held",
) {
  const db = testApp.database.db;
  const [existing] = await db
    .select({ id: clubRoles.id })
    .from(clubRoles)
    .where(and(eq(clubRoles.clubId, target.clubId), eq(clubRoles.kind, "toastmaster")));
  const roleId =
    existing?.id ??
    (
      await db
        .insert(clubRoles)
        .values({ clubId: target.clubId, kind: "toastmaster", position: 1 })
        .returning({ id: clubRoles.id })
    )[0]?.id;
  if (!roleId) throw new Error("no toastmaster role");
  await db.insert(meetingRoleAssignments).values({
    ...target,
    roleId,
    status,
    source: status === "held" ? "taken" : "assigned",
  });
}

const meetingUrl = (clubId: number, key: string, tail: string) =>
  `/api/clubs/${clubId}/meetings/${key}/${tail}`;

export const rsvp = (
  testApp: TestApp,
  user: TestUser,
  clubId: number,
  key: string,
  answer: string,
) =>
  injectJson(testApp.app, {
    method: "PUT",
    url: meetingUrl(clubId, key, "rsvp"),
    cookie: user.cookie,
    payload: { answer },
  });

export const myMeeting = (testApp: TestApp, user: TestUser, clubId: number, key: string) =>
  injectJson(testApp.app, { url: meetingUrl(clubId, key, "me"), cookie: user.cookie });

export const meetingAttendance = (testApp: TestApp, user: TestUser, clubId: number, key: string) =>
  injectJson(testApp.app, { url: meetingUrl(clubId, key, "attendance"), cookie: user.cookie });

export const markAttendance = (
  testApp: TestApp,
  user: TestUser,
  clubId: number,
  key: string,
  payload: Record<string, unknown>,
) =>
  injectJson(testApp.app, {
    method: "PUT",
    url: meetingUrl(clubId, key, "attendance"),
    cookie: user.cookie,
    payload,
  });

export const checkInCode = (testApp: TestApp, user: TestUser, clubId: number, key: string) =>
  injectJson(testApp.app, { url: meetingUrl(clubId, key, "check-in-code"), cookie: user.cookie });

export const checkIn = (testApp: TestApp, user: TestUser | null, token: unknown) =>
  injectJson(testApp.app, {
    method: "POST",
    url: "/api/check-in",
    ...(user ? { cookie: user.cookie } : {}),
    payload: { token },
  });

/** The token a check-in link carries. */
export const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

/**
 * Reads a QR code SVG as a phone camera would: the dark modules of qrcode's path (runs of
 * `h` strokes from `M`/`m` moves) painted into pixels, then decoded with jsQR.
 */
export function decodeQrSvg(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const dark = /<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !dark) return null;
  const scale = 6;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of dark.matchAll(/([MmHhVv])(-?[\d.]+)(?:\s(-?[\d.]+))?/g)) {
    const first = Number(a);
    if (command === "M" || command === "m") {
      x = command === "M" ? first : x + first;
      y = command === "M" ? Number(b) : y + Number(b);
    } else if (command === "h" || command === "H") {
      const end = command === "h" ? x + first : first;
      const row = Math.floor(y);
      for (let column = Math.min(x, end); column < Math.max(x, end); column += 1) {
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) {
            const offset = ((row * scale + dy) * side + column * scale + dx) * 4;
            pixels.fill(0, offset, offset + 3);
          }
        }
      }
      x = end;
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
