import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import {
  clubMembers,
  clubs,
  meetingSlots,
  missionCompletions,
  missionSteps,
  scholarships,
  socialLinks,
  users,
} from "../../server/db/schema/index.ts";
import { injectJson, type TestApp } from "../helpers.ts";
import { buildUser, type TestUser } from "./users.ts";

/**
 * Club set-up written straight to the database, so mission tests do not depend on the clubs
 * feature's routes.
 */
export async function buildClub(db: Database, leaderId: string | null) {
  const name = `Club ${randomUUID().slice(0, 8)}`;
  const [club] = await db
    .insert(clubs)
    .values({
      clubName: name,
      slug: name.replace(/\s+/g, ""),
      leaderId,
      clubType: "blockchain",
      meetingFormat: "online",
      location: "online",
      meetingTime: "evening",
      meetingDays: ["monday"],
    })
    .returning({ id: clubs.id, clubName: clubs.clubName });
  if (!club) throw new Error("club not created");
  return club;
}

export interface TestClub {
  clubId: number;
  clubName: string;
  leader: TestUser;
}

/** A signed-in user who leads a new club. */
export async function buildLeaderWithClub(testApp: TestApp): Promise<TestClub> {
  const leader = await buildUser(testApp.app, { name: "Club Leader" });
  const club = await buildClub(testApp.database.db, leader.id);
  return { clubId: club.id, clubName: club.clubName, leader };
}

/** Makes a user a member of a club (club_members row and clubId), optionally on a path. */
export async function joinClub(
  db: Database,
  userId: string,
  clubId: number,
  journeyId: number | null = null,
) {
  await db.insert(clubMembers).values({ clubId, userId }).onConflictDoNothing();
  await db.update(users).set({ clubId, journeyId }).where(eq(users.id, userId));
}

/** A signed-in member of `clubId`, on journey `journeyId` (null: none chosen yet). */
export async function buildMember(
  testApp: TestApp,
  clubId: number,
  options: { journeyId?: number | null; name?: string } = {},
): Promise<TestUser> {
  const member = await buildUser(testApp.app, { name: options.name ?? "Club Member" });
  await joinClub(testApp.database.db, member.id, clubId, options.journeyId ?? null);
  return member;
}

/** A signed-in admin (the flag a CLI grant or ADMIN_EMAILS gives). */
export async function buildAdmin(testApp: TestApp): Promise<TestUser> {
  const admin = await buildUser(testApp.app, { name: "Admin", verified: true });
  await testApp.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  return admin;
}

export async function completedMissionsOf(db: Database, userId: string) {
  const [row] = await db
    .select({ completedMissions: users.completedMissions })
    .from(users)
    .where(eq(users.id, userId));
  return row?.completedMissions;
}

/**
 * What a mission's steps ask a member to have saved before submitting it (an empty submission is
 * refused): an identity and one connected account (Mission 1), and a speech slot booked at their
 * club when the mission has a "Book Your Slot" step (Mission 2; undated, so it takes no meeting's
 * place).
 */
export async function saveMissionEvidence(db: Database, userId: string, missionId = "mission101") {
  const [member] = await db
    .update(users)
    .set({ identity: "Ada the Builder" })
    .where(eq(users.id, userId))
    .returning({ name: users.name, clubId: users.clubId });
  await db
    .insert(socialLinks)
    .values({ userId, platform: "twitter", url: "https://x.com/ada" })
    .onConflictDoNothing();
  const [bookSlot] = await db
    .select({ id: missionSteps.id })
    .from(missionSteps)
    .where(and(eq(missionSteps.missionId, missionId), eq(missionSteps.kind, "book-slot")));
  if (bookSlot && member && member.clubId !== null) {
    await db
      .insert(meetingSlots)
      .values({ userId, clubId: member.clubId, userName: member.name, status: "booked" });
  }
}

/**
 * Gives the person an active membership (a scholarship for a year, as an admin would): the
 * journey's missions 3 to 8 need one.
 */
export async function grantMembership(db: Database, userId: string) {
  const now = Date.now();
  await db.insert(scholarships).values({
    userId,
    reason: "Test membership",
    startsAt: new Date(now - 60_000),
    endsAt: new Date(now + 365 * 24 * 3600 * 1000),
  });
}

/** The member submits mission `missionId` through the API; returns the completion's id. */
export async function submitMission(testApp: TestApp, member: TestUser, missionId: string) {
  await saveMissionEvidence(testApp.database.db, member.id, missionId);
  const response = await injectJson(testApp.app, {
    method: "POST",
    url: `/api/missions/${missionId}/submission`,
    cookie: member.cookie,
  });
  if (response.statusCode !== 201) {
    throw new Error(`submission failed: ${response.statusCode} ${response.body}`);
  }
  const [row] = await testApp.database.db
    .select({ id: missionCompletions.id })
    .from(missionCompletions)
    .where(
      and(eq(missionCompletions.userId, member.id), eq(missionCompletions.missionId, missionId)),
    );
  return row?.id ?? 0;
}

/** The leader's verification of a submitted mission, through the API (the response, unchecked). */
export const verifyCompletion = (testApp: TestApp, leader: TestUser, completionId: number) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/completions/${completionId}/verify`,
    cookie: leader.cookie,
  });
