import type { FastifyBaseLogger } from "fastify";
import type { Locale } from "../../../contract/locales.ts";
import {
  type AdminPartnerList,
  type MyPartners,
  PARTNER_LOGO_TYPES,
  type PartnerDecision,
  type PartnerDetail,
  type PartnerInvitation,
  type PartnerInvitationInput,
  type PartnerLogo,
  type PartnerRole,
  type PartnerSummary,
  partnerLogoUrl,
  type RegisteredPartner,
  type RegisterPartner,
  type UpdatePartner,
} from "../../../contract/partners.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { violatedUniqueConstraint } from "../../lib/db-errors.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { refuse } from "../../lib/refusal.ts";
import { notification, notify, notifyAdmins, sendAccountEmail } from "../../notify/index.ts";
import { recordAudit } from "../admin/index.ts";
import { reencodeLogo, wrongLogoType } from "./logo.ts";
import { partnerMessages } from "./messages.ts";
import {
  canSeePartner,
  decisionOutcome,
  invitationRefusal,
  manageRefusal,
  ownerRefusal,
  registerRefusal,
  removalRefusal,
} from "./policy.ts";
import type { PartnerRow } from "./repository.ts";
import * as partnerRepository from "./repository.ts";

/** What the partners feature needs besides the database. */
export interface PartnerContext {
  clock: Clock;
  adminEmails: readonly string[];
  mailer: Mailer;
  baseUrl: string;
  log?: FastifyBaseLogger;
}

const partnerNotFound = () => notFound(partnerMessages.text("partners.notFound"));
const invitationNotFound = () => notFound(partnerMessages.text("partners.invitationNotFound"));
const nameTaken = () =>
  new AppError("conflict", partnerMessages.text("partners.nameTaken"), [
    { field: "name", message: partnerMessages.text("partners.nameTaken") },
  ]);

/** A unique-name violation as the 409 it is; anything else as it was. */
function nameConflict(error: unknown): unknown {
  return violatedUniqueConstraint(error) === partnerRepository.PARTNER_NAME_KEY
    ? nameTaken()
    : error;
}

function summaryOf(row: NonNullable<PartnerRow>): PartnerSummary {
  return {
    partnerId: row.partnerId,
    name: row.name,
    website: row.website,
    description: row.description,
    logoUrl: partnerLogoUrl(row.partnerId, row.logoVersion),
  };
}

/** The person's confirmed address, or the refusal: registering and accepting need one. */
async function verifiedEmailOf(db: Executor, user: SessionUser): Promise<string | null> {
  const account = await partnerRepository.findAccount(db, user.id);
  return account?.emailVerified ? account.email : null;
}

/**
 * Registers an organisation: pending until an admin decides, its registrant its first owner, the
 * admins told. A name already registered (in any case) is a 409.
 */
export async function register(
  db: Database,
  context: PartnerContext,
  user: SessionUser,
  input: RegisterPartner,
): Promise<RegisteredPartner> {
  refuse(registerRefusal((await verifiedEmailOf(db, user)) !== null));
  const now = context.clock.now();
  try {
    return await db.transaction(async (tx) => {
      const created = await partnerRepository.insertPartner(tx, {
        ...input,
        createdBy: user.id,
        now,
      });
      await partnerRepository.insertPerson(tx, created.partnerId, user.id, "owner", now);
      await notifyAdmins(
        tx,
        context.adminEmails,
        notification("partner-registered", { partner: input.name, person: user.name }),
      );
      return created;
    });
  } catch (error) {
    throw nameConflict(error);
  }
}

/** The organisations the person acts for, and the invitations waiting for their confirmed address. */
export async function myPartners(db: Database, user: SessionUser): Promise<MyPartners> {
  const email = await verifiedEmailOf(db, user);
  const [partners, invitations] = await Promise.all([
    partnerRepository.listPartnersOf(db, user.id),
    email ? partnerRepository.listInvitationsTo(db, email) : Promise.resolve([]),
  ]);
  return { partners, invitations };
}

/** A partner and the asker's role in it; 404 when the asker may not know it exists. */
async function visiblePartner(db: Executor, user: SessionUser | undefined, partnerId: number) {
  const partner = await partnerRepository.findPartner(db, partnerId);
  if (!partner) throw partnerNotFound();
  const role = user ? await partnerRepository.roleOf(db, user.id, partnerId) : null;
  if (!canSeePartner(partner.status, role, user?.isAdmin ?? false)) throw partnerNotFound();
  return { partner, role };
}

/** The public page of an approved partner (its people and admins see it before approval too). */
export async function publicSummary(
  db: Database,
  user: SessionUser | undefined,
  partnerId: number,
): Promise<PartnerSummary> {
  return summaryOf((await visiblePartner(db, user, partnerId)).partner);
}

/** The partner as its people (and admins) see it: its people, invitations, the decision. */
export async function detail(
  db: Executor,
  user: SessionUser,
  partnerId: number,
): Promise<PartnerDetail> {
  const partner = await partnerRepository.findPartner(db, partnerId);
  if (!partner) throw partnerNotFound();
  const role = await partnerRepository.roleOf(db, user.id, partnerId);
  refuse(manageRefusal(role, user.isAdmin));
  const [people, invitations] = await Promise.all([
    partnerRepository.listPeople(db, partnerId),
    partnerRepository.listInvitations(db, partnerId),
  ]);
  return {
    ...summaryOf(partner),
    status: partner.status,
    trusted: partner.trusted,
    decisionNote: partner.decisionNote,
    createdAt: partner.createdAt.toISOString(),
    myRole: role,
    people: people.map((person) => ({ ...person, addedAt: person.addedAt.toISOString() })),
    invitations: invitations.map((invitation) => ({
      ...invitation,
      invitedAt: invitation.invitedAt.toISOString(),
    })),
  };
}

/** 404 for a partner that does not exist, 403 unless the person is one of its owners. */
async function assertOwner(db: Executor, user: SessionUser, partnerId: number) {
  const partner = await partnerRepository.findPartner(db, partnerId);
  if (!partner) throw partnerNotFound();
  refuse(ownerRefusal(await partnerRepository.roleOf(db, user.id, partnerId)));
  return partner;
}

/** An owner edits the organisation's name, website or description. */
export async function update(
  db: Database,
  user: SessionUser,
  partnerId: number,
  input: UpdatePartner,
): Promise<PartnerDetail> {
  await assertOwner(db, user, partnerId);
  try {
    await partnerRepository.updatePartner(db, partnerId, input);
  } catch (error) {
    throw nameConflict(error);
  }
  return detail(db, user, partnerId);
}

/**
 * An owner's logo upload: refused unless declared as PNG, JPEG or WebP *and* decoded as one; kept
 * only as the server re-encoded it (see `reencodeLogo`).
 */
export async function uploadLogo(
  db: Database,
  user: SessionUser,
  partnerId: number,
  upload: { contentType: string | undefined; body: Buffer },
): Promise<PartnerLogo> {
  await assertOwner(db, user, partnerId);
  const declared = upload.contentType?.split(";")[0]?.trim().toLowerCase();
  if (!(PARTNER_LOGO_TYPES as readonly string[]).includes(declared ?? "")) {
    throw wrongLogoType();
  }
  const logo = await reencodeLogo(upload.body);
  const version = await partnerRepository.storeLogo(db, partnerId, logo);
  if (version === undefined) throw partnerNotFound();
  return { logoUrl: partnerLogoUrl(partnerId, version) ?? "" };
}

/** The stored logo: for anyone when the partner is approved, else for its people and admins. */
export async function logo(db: Database, user: SessionUser | undefined, partnerId: number) {
  const found = await partnerRepository.findLogo(db, partnerId);
  if (!found?.logo) throw partnerNotFound();
  if (found.status !== "approved") await visiblePartner(db, user, partnerId);
  return { bytes: found.logo, version: found.logoVersion };
}

/**
 * An owner invites a person by email. A confirmed account with that address is told in the app
 * (and by email, in its language); any other address gets one email now, in the inviter's
 * language, to sign up with it and answer on the Partners page.
 */
export async function invite(
  db: Database,
  context: PartnerContext,
  user: SessionUser,
  partnerId: number,
  input: PartnerInvitationInput,
  locale: Locale,
): Promise<PartnerInvitation> {
  const partner = await assertOwner(db, user, partnerId);
  const email = input.email.toLowerCase();
  const now = context.clock.now();
  let invitationId: number;
  let toldInApp: boolean;
  try {
    ({ invitationId, toldInApp } = await db.transaction(async (tx) => {
      // Counted under the partner's row lock: invitations sent at once wait for each other, so
      // they cannot all see 19 open and make 25.
      await partnerRepository.findPartnerForUpdate(tx, partnerId);
      refuse(
        invitationRefusal(
          await partnerRepository.isPersonByEmail(tx, partnerId, email),
          await partnerRepository.countInvitations(tx, partnerId),
        ),
      );
      const id = await partnerRepository.insertInvitation(tx, {
        partnerId,
        email,
        role: input.role,
        invitedBy: user.id,
        now,
      });
      const account = await partnerRepository.findVerifiedAccountByEmail(tx, email);
      if (account) {
        await notify(
          tx,
          account.id,
          notification("partner-invited", { partner: partner.name, inviter: user.name }),
        );
      }
      return { invitationId: id, toldInApp: account !== undefined };
    }));
  } catch (error) {
    if (violatedUniqueConstraint(error) === partnerRepository.PARTNER_INVITATION_KEY) {
      refuse({ code: "conflict", message: partnerMessages.text("partners.alreadyInvited") });
    }
    throw error;
  }
  if (!toldInApp) {
    await sendInvitationEmail(db, context, {
      invitationId,
      inviter: user,
      partnerName: partner.name,
      email,
      role: input.role,
      locale,
    });
  }
  return { invitationId, email, role: input.role, invitedAt: now.toISOString() };
}

/**
 * The invitation's email to an address with no confirmed account: sent now or never (the
 * delivery row names the inviter, so the queue's retries must not send it to them).
 */
async function sendInvitationEmail(
  db: Database,
  context: PartnerContext,
  invitation: {
    invitationId: number;
    inviter: SessionUser;
    partnerName: string;
    email: string;
    role: PartnerRole;
    locale: Locale;
  },
) {
  const values = {
    inviter: invitation.inviter.name,
    partner: invitation.partnerName,
    role: invitation.role,
    link: new URL("/Partners", context.baseUrl).toString(),
  };
  await sendAccountEmail(
    db,
    context.mailer,
    {
      key: `partner-invitation:${invitation.invitationId}`,
      userId: invitation.inviter.id,
      to: invitation.email,
      host: new URL(context.baseUrl).hostname,
      nowOnly: true,
      subject: partnerMessages.t(invitation.locale, "partners.invitation.subject", values),
      text: partnerMessages.t(invitation.locale, "partners.invitation.body", values),
    },
    context.log,
  );
}

/** An owner withdraws an invitation that waits. */
export async function withdrawInvitation(
  db: Database,
  user: SessionUser,
  partnerId: number,
  invitationId: number,
) {
  await assertOwner(db, user, partnerId);
  if (!(await partnerRepository.deleteInvitation(db, partnerId, invitationId))) {
    throw invitationNotFound();
  }
}

/**
 * The invited person accepts (joining with the invitation's role) or declines; either way the
 * invitation is gone. To anyone but the person whose confirmed address it names, it does not
 * exist (404): an invitation's id tells nobody else anything.
 */
export async function answerInvitation(
  db: Database,
  context: Pick<PartnerContext, "clock">,
  user: SessionUser,
  invitationId: number,
  accept: boolean,
) {
  const email = await verifiedEmailOf(db, user);
  const invitation = await partnerRepository.findInvitation(db, invitationId);
  if (!invitation || !email || invitation.email !== email) throw invitationNotFound();
  await db.transaction(async (tx) => {
    if (!(await partnerRepository.deleteInvitation(tx, invitation.partnerId, invitationId))) {
      throw invitationNotFound();
    }
    if (accept) {
      await partnerRepository.insertPerson(
        tx,
        invitation.partnerId,
        user.id,
        invitation.role,
        context.clock.now(),
      );
    }
  });
}

/** An owner removes a person, or a person leaves; never the last owner. */
export async function removePerson(
  db: Database,
  user: SessionUser,
  partnerId: number,
  userId: string,
) {
  await db.transaction(async (tx) => {
    // The partner's row locked: two owners removing each other at once cannot leave none.
    const partner = await partnerRepository.findPartnerForUpdate(tx, partnerId);
    if (!partner) throw partnerNotFound();
    const actorRole = await partnerRepository.roleOf(tx, user.id, partnerId);
    if (actorRole === null && !user.isAdmin) refuse(ownerRefusal(null));
    const targetRole = await partnerRepository.roleOf(tx, userId, partnerId);
    if (targetRole === null) throw notFound(partnerMessages.text("partners.personNotFound"));
    refuse(
      removalRefusal({
        actorId: user.id,
        actorRole,
        target: { userId, role: targetRole },
        ownerCount: await partnerRepository.countOwners(tx, partnerId),
      }),
    );
    await partnerRepository.deletePerson(tx, partnerId, userId);
  });
}

const ADMIN_LIST_LIMIT = 200;

/** The admins' list: registrations waiting first, then every other partner, newest first. */
export async function adminList(db: Database): Promise<AdminPartnerList> {
  const rows = await partnerRepository.listForAdmins(db, ADMIN_LIST_LIMIT);
  return {
    partners: rows.map((row) => ({
      ...summaryOf(row),
      status: row.status,
      trusted: row.trusted,
      createdAt: row.createdAt.toISOString(),
      registeredBy: { name: row.registeredByName, email: row.registeredByEmail },
    })),
  };
}

/**
 * An admin's decision, audit-logged: a pending registration approved or rejected (the registrant
 * told by notification and email), or an approved partner's trust changed (see `decisionOutcome`).
 */
export async function decide(
  db: Database,
  context: Pick<PartnerContext, "clock">,
  admin: SessionUser,
  partnerId: number,
  decision: PartnerDecision,
) {
  await db.transaction(async (tx) => {
    const partner = await partnerRepository.findPartnerForUpdate(tx, partnerId);
    if (!partner) throw partnerNotFound();
    const outcome = decisionOutcome(partner, decision);
    refuse(outcome.refusal);
    if (outcome.refusal !== null || (!outcome.statusChanged && !outcome.trustChanged)) return;
    const before = { status: partner.status, trusted: partner.trusted };
    const after = { status: decision.decision, trusted: outcome.trusted };
    await partnerRepository.recordDecision(tx, partnerId, {
      status: decision.decision,
      trusted: outcome.trusted,
      ...(outcome.statusChanged ? { decisionNote: decision.note ?? null } : {}),
      decidedBy: admin.id,
      decidedAt: context.clock.now(),
    });
    if (!outcome.statusChanged) {
      await recordAudit(tx, admin, "partner-trust-changed", "partner", String(partnerId), {
        before,
        after,
      });
      return;
    }
    await recordAudit(tx, admin, `partner-${decision.decision}`, "partner", String(partnerId), {
      before,
      after: { ...after, note: decision.note ?? null },
    });
    const told = { partner: partner.name, partnerId, note: decision.note ?? null };
    await notify(
      tx,
      partner.createdBy,
      decision.decision === "approved"
        ? notification("partner-approved", told)
        : notification("partner-rejected", told),
    );
  });
}

// The feature's public entries (index.ts), for opportunities and their applications.

/** The person's role in the partner, or null unless they act for it. */
export function partnerRoleOf(db: Executor, userId: string, partnerId: number) {
  return partnerRepository.roleOf(db, userId, partnerId);
}

/** An approved partner's name, trust and logo; null unless it exists and is approved. */
export async function approvedPartnerOf(db: Executor, partnerId: number) {
  const partner = await partnerRepository.findPartner(db, partnerId);
  if (partner?.status !== "approved") return null;
  return {
    partnerId: partner.partnerId,
    name: partner.name,
    trusted: partner.trusted,
    logoUrl: partnerLogoUrl(partner.partnerId, partner.logoVersion),
  };
}

/** Marks an approved partner trusted (its first opportunity approved by an admin). */
export function markPartnerTrusted(tx: Executor, partnerId: number) {
  return partnerRepository.markTrusted(tx, partnerId);
}

/** Partners' names and logo addresses by id (ids that do not exist are left out). */
export async function partnerSummaries(
  db: Executor,
  ids: number[],
): Promise<Map<number, { name: string; logoUrl: string | null }>> {
  const rows = await partnerRepository.summaries(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.partnerId,
      { name: row.name, logoUrl: partnerLogoUrl(row.partnerId, row.logoVersion) },
    ]),
  );
}
