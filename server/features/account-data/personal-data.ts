// The export's readers: every row about one person, for "Download my data" (ADR 027).
import { and, asc, eq } from "drizzle-orm";
import type { PgColumn, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Executor } from "../../db/client.ts";
import {
  accounts,
  auditLog,
  calendarTokens,
  checkoutSessions,
  clubApplications,
  clubHandovers,
  clubMembers,
  clubRoles,
  clubs,
  credentialRecipientEmails,
  credentials,
  emailPreferences,
  leaderboardOptOuts,
  meetingAttendance,
  meetingRoleAssignments,
  meetingRoleInterest,
  meetingRsvps,
  meetingSlots,
  membershipEvents,
  missionCompletions,
  missions,
  notifications,
  opportunityApplications,
  partnerPeople,
  passkeys,
  payments,
  publicProfiles,
  pushPreferences,
  pushSubscriptions,
  quizAttempts,
  rewardAdjustments,
  rewardEntries,
  scholarships,
  sessions,
  socialLinks,
  speechEvaluations,
  speechNotes,
  speechReflections,
  stepResponses,
  users,
  walletLinks,
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
  /** The person's rows of `owner`'s table (`owner` names them), as `fields`, oldest first by `order`. */
  const rowsOf = <F extends SelectedFields>(
    owner: PgColumn,
    fields: F,
    order?: PgColumn,
  ): Promise<SelectResultFields<F>[]> =>
    // Drizzle types a select from a table it is not told statically as any[]: the fields decide.
    db
      .select(fields)
      .from(owner.table)
      .where(eq(owner, userId))
      .orderBy(...(order ? [asc(order)] : [])) as Promise<SelectResultFields<F>[]>;
  const signInMethods = await rowsOf(accounts.userId, {
    provider: accounts.providerId,
    createdAt: accounts.createdAt,
  });
  const sessionRows = await rowsOf(sessions.userId, {
    createdAt: sessions.createdAt,
    expiresAt: sessions.expiresAt,
    ipAddress: sessions.ipAddress,
    userAgent: sessions.userAgent,
  });
  const socialLinkRows = await rowsOf(socialLinks.userId, {
    platform: socialLinks.platform,
    url: socialLinks.url,
    updatedAt: socialLinks.updatedAt,
  });
  const memberOfClubs = await db
    .select({
      clubId: clubMembers.clubId,
      clubName: clubs.clubName,
      joinedAt: clubMembers.joinedAt,
    })
    .from(clubMembers)
    .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
    .where(eq(clubMembers.userId, userId));
  const membershipHistory = await rowsOf(
    membershipEvents.userId,
    {
      clubId: membershipEvents.clubId,
      change: membershipEvents.change,
      reason: membershipEvents.reason,
      note: membershipEvents.note,
      at: membershipEvents.at,
    },
    membershipEvents.id,
  );
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
  const decisionsMade = await rowsOf(
    missionCompletions.decidedBy,
    {
      submissionId: missionCompletions.id,
      missionId: missionCompletions.missionId,
      clubId: missionCompletions.clubId,
      status: missionCompletions.missionStatus,
      decidedAt: missionCompletions.decidedAt,
    },
    missionCompletions.id,
  );
  // What they handed in for the steps of missions (issue 34): links, texts, quiz attempts.
  const stepResponseRows = await rowsOf(
    stepResponses.userId,
    {
      stepId: stepResponses.stepId,
      link: stepResponses.link,
      text: stepResponses.text,
      updatedAt: stepResponses.updatedAt,
    },
    stepResponses.id,
  );
  const quizAttemptRows = await rowsOf(
    quizAttempts.userId,
    {
      stepId: quizAttempts.stepId,
      answers: quizAttempts.answers,
      score: quizAttempts.score,
      total: quizAttempts.total,
      passed: quizAttempts.passed,
      createdAt: quizAttempts.createdAt,
    },
    quizAttempts.id,
  );
  const slots = await rowsOf(
    meetingSlots.userId,
    {
      id: meetingSlots.id,
      clubId: meetingSlots.clubId,
      meetingKey: meetingSlots.meetingKey,
      status: meetingSlots.status,
      createdAt: meetingSlots.createdAt,
      cancelledAt: meetingSlots.cancelledAt,
      deliveredAt: meetingSlots.deliveredAt,
    },
    meetingSlots.id,
  );
  const notificationRows = await rowsOf(
    notifications.userId,
    {
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    },
    notifications.id,
  );
  const emailPreferenceRows = await rowsOf(emailPreferences.userId, {
    kind: emailPreferences.kind,
    enabled: emailPreferences.enabled,
  });
  const checkoutRows = await rowsOf(checkoutSessions.userId, {
    id: checkoutSessions.id,
    providerSessionId: checkoutSessions.providerSessionId,
    priceId: checkoutSessions.priceId,
    level: checkoutSessions.level,
    status: checkoutSessions.status,
    createdAt: checkoutSessions.createdAt,
  });
  const paymentRows = await rowsOf(payments.userId, {
    id: payments.id,
    subscriptionId: payments.subscriptionId,
    level: payments.level,
    status: payments.status,
    amountCents: payments.amountCents,
    currency: payments.currency,
    currentPeriodEnd: payments.currentPeriodEnd,
    createdAt: payments.createdAt,
  });
  const scholarshipRows = await rowsOf(scholarships.userId, {
    reason: scholarships.reason,
    startsAt: scholarships.startsAt,
    endsAt: scholarships.endsAt,
    revokedAt: scholarships.revokedAt,
  });
  const credentialRows = await rowsOf(credentials.userId, {
    id: credentials.id,
    kind: credentials.kind,
    achievementRef: credentials.achievementRef,
    clubName: credentials.clubName,
    issuedAt: credentials.issuedAt,
    revokedAt: credentials.revokedAt,
    document: credentials.document,
    jws: credentials.jws,
  });
  // Whether their credentials name them by a hashed email (issue 35): the choice, since when.
  const [credentialRecipientEmail] = await rowsOf(credentialRecipientEmails.userId, {
    since: credentialRecipientEmails.createdAt,
  });
  // $VOCATE (ADR 038): their ledger entries and the adjustments asked about them, without the
  // verifier's or admin's id (another person's).
  const rewardEntryRows = await rowsOf(
    rewardEntries.userId,
    {
      id: rewardEntries.id,
      createdAt: rewardEntries.createdAt,
      season: rewardEntries.season,
      rule: rewardEntries.rule,
      amount: rewardEntries.amount,
      earnedBy: { kind: rewardEntries.sourceKind, id: rewardEntries.sourceId },
      reversesId: rewardEntries.reversesId,
    },
    rewardEntries.id,
  );
  const rewardAdjustmentRows = await rowsOf(
    rewardAdjustments.userId,
    {
      id: rewardAdjustments.id,
      amount: rewardAdjustments.amount,
      reason: rewardAdjustments.reason,
      status: rewardAdjustments.status,
      requestedAt: rewardAdjustments.requestedAt,
      decidedAt: rewardAdjustments.decidedAt,
    },
    rewardAdjustments.id,
  );
  // Wallets they linked (issue 36); never the nonces of messages to sign.
  const walletRows = await rowsOf(
    walletLinks.userId,
    {
      address: walletLinks.address,
      chainId: walletLinks.chainId,
      isPublic: walletLinks.isPublic,
      namesCredentials: walletLinks.namesCredentials,
      linkedAt: walletLinks.linkedAt,
    },
    walletLinks.id,
  );
  // Careers (issue 37): the organisations they act for, and their applications with what they
  // chose to share; never the partner's view of them (it is built from these).
  const partnerRows = await rowsOf(
    partnerPeople.userId,
    {
      partnerId: partnerPeople.partnerId,
      role: partnerPeople.role,
      addedAt: partnerPeople.addedAt,
    },
    partnerPeople.addedAt,
  );
  const opportunityApplicationRows = await rowsOf(
    opportunityApplications.userId,
    {
      opportunityId: opportunityApplications.opportunityId,
      note: opportunityApplications.note,
      share: opportunityApplications.share,
      status: opportunityApplications.status,
      decisionNote: opportunityApplications.decisionNote,
      createdAt: opportunityApplications.createdAt,
      hiredAt: opportunityApplications.hiredAt,
    },
    opportunityApplications.id,
  );
  // Push (issue 38): the devices they opted in on, by name and date (not the endpoint or the
  // keys, which are the browser's delivery material), and their choices per kind.
  const pushDeviceRows = await rowsOf(
    pushSubscriptions.userId,
    {
      device: pushSubscriptions.userAgentLabel,
      createdAt: pushSubscriptions.createdAt,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
    },
    pushSubscriptions.id,
  );
  const pushPreferenceRows = await rowsOf(
    pushPreferences.userId,
    { kind: pushPreferences.kind, enabled: pushPreferences.enabled },
    pushPreferences.kind,
  );
  // A club offered to them, or by them (ADR 046).
  const handoversOffered = await rowsOf(
    clubHandovers.toUserId,
    { clubId: clubHandovers.clubId, createdAt: clubHandovers.createdAt },
    clubHandovers.createdAt,
  );
  const handoversMade = await rowsOf(
    clubHandovers.fromUserId,
    { clubId: clubHandovers.clubId, createdAt: clubHandovers.createdAt },
    clubHandovers.createdAt,
  );
  // Passkeys: what names each for them; not the credential id, public key or counter, which are
  // sign-in material for the authenticator, not information about the person.
  const passkeyRows = await rowsOf(
    passkeys.userId,
    {
      name: passkeys.name,
      deviceType: passkeys.deviceType,
      backedUp: passkeys.backedUp,
      createdAt: passkeys.createdAt,
    },
    passkeys.createdAt,
  );
  const [publicProfile] = await rowsOf(publicProfiles.userId, {
    publicId: publicProfiles.publicId,
    isPublic: publicProfiles.isPublic,
  });
  const [leaderboardOptOut] = await rowsOf(leaderboardOptOuts.userId, {
    since: leaderboardOptOuts.createdAt,
  });
  const [calendarFeed] = await rowsOf(calendarTokens.userId, {
    createdAt: calendarTokens.createdAt,
  });
  // A meeting's roles, answers and attendance (issue 32): theirs, not who recorded them.
  const meetingRoles = await db
    .select({
      clubId: meetingRoleAssignments.clubId,
      meetingKey: meetingRoleAssignments.meetingKey,
      role: clubRoles.kind,
      roleName: clubRoles.name,
      seat: meetingRoleAssignments.seat,
      status: meetingRoleAssignments.status,
      createdAt: meetingRoleAssignments.createdAt,
    })
    .from(meetingRoleAssignments)
    .innerJoin(clubRoles, eq(clubRoles.id, meetingRoleAssignments.roleId))
    .where(eq(meetingRoleAssignments.userId, userId))
    .orderBy(asc(meetingRoleAssignments.id));
  const meetingRoleInterestRows = await rowsOf(meetingRoleInterest.userId, {
    clubId: meetingRoleInterest.clubId,
    meetingKey: meetingRoleInterest.meetingKey,
    roleId: meetingRoleInterest.roleId,
    createdAt: meetingRoleInterest.createdAt,
  });
  const meetingAnswers = await rowsOf(meetingRsvps.userId, {
    clubId: meetingRsvps.clubId,
    meetingKey: meetingRsvps.meetingKey,
    answer: meetingRsvps.answer,
    answeredAt: meetingRsvps.answeredAt,
  });
  const attendance = await rowsOf(meetingAttendance.userId, {
    clubId: meetingAttendance.clubId,
    meetingKey: meetingAttendance.meetingKey,
    status: meetingAttendance.status,
    method: meetingAttendance.method,
    recordedAt: meetingAttendance.recordedAt,
    // The keyed hash of the check-in's device cookie (ADR 042), kept 90 days: theirs to see.
    deviceMark: meetingAttendance.deviceMark,
  });
  // Speech evaluations (issue 33): those of their speeches (what was said, not who said it, nor
  // the General Evaluator's comment on the evaluator), those they wrote, their comments as
  // General Evaluator, the notes they left and their reflections.
  const evaluationContent = {
    slotId: speechEvaluations.slotId,
    rubric: speechEvaluations.rubric,
    scores: speechEvaluations.scores,
    wentWell: speechEvaluations.wentWell,
    toImprove: speechEvaluations.toImprove,
    challenge: speechEvaluations.challenge,
    language: speechEvaluations.language,
    status: speechEvaluations.status,
    submittedAt: speechEvaluations.submittedAt,
  };
  const evaluationsOfMySpeeches = await db
    .select({ ...evaluationContent, isPublic: speechEvaluations.isPublic })
    .from(speechEvaluations)
    .innerJoin(meetingSlots, eq(meetingSlots.id, speechEvaluations.slotId))
    .where(eq(meetingSlots.userId, userId))
    .orderBy(asc(speechEvaluations.id));
  const evaluationsWritten = await rowsOf(
    speechEvaluations.evaluatorId,
    {
      ...evaluationContent,
      updatedAt: speechEvaluations.updatedAt,
      generalEvaluatorComment: speechEvaluations.evaluatorComment,
    },
    speechEvaluations.id,
  );
  const evaluationCommentsWritten = await rowsOf(
    speechEvaluations.commentedBy,
    {
      slotId: speechEvaluations.slotId,
      comment: speechEvaluations.evaluatorComment,
      commentedAt: speechEvaluations.commentedAt,
    },
    speechEvaluations.id,
  );
  const speechNotesWritten = await rowsOf(
    speechNotes.authorId,
    { slotId: speechNotes.slotId, text: speechNotes.text, createdAt: speechNotes.createdAt },
    speechNotes.id,
  );
  const speechReflectionRows = await db
    .select({
      slotId: speechReflections.slotId,
      text: speechReflections.text,
      updatedAt: speechReflections.updatedAt,
    })
    .from(speechReflections)
    .innerJoin(meetingSlots, eq(meetingSlots.id, speechReflections.slotId))
    .where(eq(meetingSlots.userId, userId))
    .orderBy(asc(speechReflections.slotId));
  const clubsLed = await rowsOf(clubs.leaderId, { clubId: clubs.id, clubName: clubs.clubName });
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
  const auditEntriesByMe = await rowsOf(
    auditLog.actorId,
    {
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      createdAt: auditLog.createdAt,
    },
    auditLog.id,
  );
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
    stepResponses: stepResponseRows,
    quizAttempts: quizAttemptRows,
    slots,
    meetingRoles,
    meetingRoleInterest: meetingRoleInterestRows,
    meetingAnswers,
    attendance,
    evaluationsOfMySpeeches,
    evaluationsWritten,
    evaluationCommentsWritten,
    speechNotesWritten,
    speechReflections: speechReflectionRows,
    notifications: notificationRows,
    emailPreferences: emailPreferenceRows,
    checkoutSessions: checkoutRows,
    payments: paymentRows,
    scholarships: scholarshipRows,
    credentials: credentialRows,
    credentialRecipientEmail: credentialRecipientEmail ?? null,
    rewardEntries: rewardEntryRows,
    rewardAdjustments: rewardAdjustmentRows,
    wallets: walletRows,
    passkeys: passkeyRows,
    partners: partnerRows,
    opportunityApplications: opportunityApplicationRows,
    pushDevices: pushDeviceRows,
    pushPreferences: pushPreferenceRows,
    clubHandoversOffered: handoversOffered,
    clubHandoversMade: handoversMade,
    publicProfile: publicProfile ?? null,
    leaderboardOptOut: leaderboardOptOut ?? null,
    calendarFeed: calendarFeed ?? null,
    auditEntriesAboutMe,
    auditEntriesByMe,
  };
}
