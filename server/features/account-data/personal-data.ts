// The export's readers: every row about one person, for "Download my data" (ADR 027).
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  accounts,
  auditLog,
  calendarTokens,
  checkoutSessions,
  clubApplications,
  clubMembers,
  clubs,
  credentials,
  emailPreferences,
  leaderboardOptOuts,
  meetingSlots,
  membershipEvents,
  missionCompletions,
  missions,
  notifications,
  payments,
  publicProfiles,
  scholarships,
  sessions,
  socialLinks,
  users,
} from "../../db/schema/index.ts";

// ---- Download my data ---------------------------------------------------------------------

/**
 * Every row about the person, each table's columns chosen by name: never a token, a password
 * hash, a secret or another person's name, email or id (ADR 027). Rows that others made about the
 * person (a decision, a removal) keep what was said to them, not who said it.
 */
export async function collectPersonalData(db: Executor, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      image: users.image,
      identity: users.identity,
      language: users.language,
      clubId: users.clubId,
      journeyId: users.journeyId,
      completedMissions: users.completedMissions,
      isAdmin: users.isAdmin,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const signInMethods = await db
    .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  const sessionRows = await db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const socialLinkRows = await db
    .select({
      platform: socialLinks.platform,
      url: socialLinks.url,
      updatedAt: socialLinks.updatedAt,
    })
    .from(socialLinks)
    .where(eq(socialLinks.userId, userId));
  const memberOfClubs = await db
    .select({
      clubId: clubMembers.clubId,
      clubName: clubs.clubName,
      joinedAt: clubMembers.joinedAt,
    })
    .from(clubMembers)
    .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
    .where(eq(clubMembers.userId, userId));
  const membershipHistory = await db
    .select({
      clubId: membershipEvents.clubId,
      change: membershipEvents.change,
      reason: membershipEvents.reason,
      note: membershipEvents.note,
      at: membershipEvents.at,
    })
    .from(membershipEvents)
    .where(eq(membershipEvents.userId, userId))
    .orderBy(asc(membershipEvents.id));
  const applications = await db
    .select({
      id: clubApplications.id,
      clubId: clubApplications.clubId,
      clubName: clubs.clubName,
      status: clubApplications.status,
      createdAt: clubApplications.createdAt,
      decidedAt: clubApplications.decidedAt,
      leaderNote: clubApplications.leaderNote,
    })
    .from(clubApplications)
    .innerJoin(clubs, eq(clubs.id, clubApplications.clubId))
    .where(eq(clubApplications.userId, userId))
    .orderBy(asc(clubApplications.id));
  const submissions = await db
    .select({
      id: missionCompletions.id,
      missionId: missionCompletions.missionId,
      missionName: missions.missionName,
      clubId: missionCompletions.clubId,
      status: missionCompletions.missionStatus,
      leaderNote: missionCompletions.leaderNote,
      submittedAt: missionCompletions.submittedAt,
      decidedAt: missionCompletions.decidedAt,
    })
    .from(missionCompletions)
    .innerJoin(missions, eq(missions.id, missionCompletions.missionId))
    .where(eq(missionCompletions.userId, userId))
    .orderBy(asc(missionCompletions.id));
  // Their decisions on other members' submissions: what and when, not whose.
  const decisionsMade = await db
    .select({
      submissionId: missionCompletions.id,
      missionId: missionCompletions.missionId,
      clubId: missionCompletions.clubId,
      status: missionCompletions.missionStatus,
      decidedAt: missionCompletions.decidedAt,
    })
    .from(missionCompletions)
    .where(eq(missionCompletions.decidedBy, userId))
    .orderBy(asc(missionCompletions.id));
  const slots = await db
    .select({
      id: meetingSlots.id,
      clubId: meetingSlots.clubId,
      meetingKey: meetingSlots.meetingKey,
      status: meetingSlots.status,
      createdAt: meetingSlots.createdAt,
      cancelledAt: meetingSlots.cancelledAt,
      deliveredAt: meetingSlots.deliveredAt,
    })
    .from(meetingSlots)
    .where(eq(meetingSlots.userId, userId))
    .orderBy(asc(meetingSlots.id));
  const notificationRows = await db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  const emailPreferenceRows = await db
    .select({ kind: emailPreferences.kind, enabled: emailPreferences.enabled })
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, userId));
  const checkoutRows = await db
    .select({
      id: checkoutSessions.id,
      providerSessionId: checkoutSessions.providerSessionId,
      priceId: checkoutSessions.priceId,
      level: checkoutSessions.level,
      status: checkoutSessions.status,
      createdAt: checkoutSessions.createdAt,
    })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, userId));
  const paymentRows = await db
    .select({
      id: payments.id,
      subscriptionId: payments.subscriptionId,
      level: payments.level,
      status: payments.status,
      amountCents: payments.amountCents,
      currency: payments.currency,
      currentPeriodEnd: payments.currentPeriodEnd,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId));
  const scholarshipRows = await db
    .select({
      reason: scholarships.reason,
      startsAt: scholarships.startsAt,
      endsAt: scholarships.endsAt,
      revokedAt: scholarships.revokedAt,
    })
    .from(scholarships)
    .where(eq(scholarships.userId, userId));
  const credentialRows = await db
    .select({
      id: credentials.id,
      kind: credentials.kind,
      achievementRef: credentials.achievementRef,
      clubName: credentials.clubName,
      issuedAt: credentials.issuedAt,
      revokedAt: credentials.revokedAt,
      document: credentials.document,
      jws: credentials.jws,
    })
    .from(credentials)
    .where(eq(credentials.userId, userId));
  const [publicProfile] = await db
    .select({ publicId: publicProfiles.publicId, isPublic: publicProfiles.isPublic })
    .from(publicProfiles)
    .where(eq(publicProfiles.userId, userId));
  const [leaderboardOptOut] = await db
    .select({ since: leaderboardOptOuts.createdAt })
    .from(leaderboardOptOuts)
    .where(eq(leaderboardOptOuts.userId, userId));
  const [calendarFeed] = await db
    .select({ createdAt: calendarTokens.createdAt })
    .from(calendarTokens)
    .where(eq(calendarTokens.userId, userId));
  const clubsLed = await db
    .select({ clubId: clubs.id, clubName: clubs.clubName })
    .from(clubs)
    .where(eq(clubs.leaderId, userId));
  // Entries about them keep what changed, not which admin changed it; entries they wrote as an
  // admin keep what they did to what, not the before/after (which may hold others' addresses).
  const auditEntriesAboutMe = await db
    .select({
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, userId)))
    .orderBy(asc(auditLog.id));
  const auditEntriesByMe = await db
    .select({
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.actorId, userId))
    .orderBy(asc(auditLog.id));
  return {
    user,
    signInMethods,
    sessions: sessionRows,
    socialLinks: socialLinkRows,
    memberOfClubs,
    membershipHistory,
    clubsLed,
    applications,
    submissions,
    decisionsMade,
    slots,
    notifications: notificationRows,
    emailPreferences: emailPreferenceRows,
    checkoutSessions: checkoutRows,
    payments: paymentRows,
    scholarships: scholarshipRows,
    credentials: credentialRows,
    publicProfile: publicProfile ?? null,
    leaderboardOptOut: leaderboardOptOut ?? null,
    calendarFeed: calendarFeed ?? null,
    auditEntriesAboutMe,
    auditEntriesByMe,
  };
}
