import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { PartnerRole, PartnerStatus } from "../../../contract/partners.ts";
import type { Executor } from "../../db/client.ts";
import { partnerInvitations, partnerPeople, partners, users } from "../../db/schema/index.ts";

/** The unique index on lower(name): one organisation per name, whatever its case. */
export const PARTNER_NAME_KEY = "partners_name_key";
/** One open invitation per organisation and address. */
export const PARTNER_INVITATION_KEY = "partner_invitations_key";

const partnerColumns = {
  partnerId: partners.id,
  name: partners.name,
  website: partners.website,
  description: partners.description,
  status: partners.status,
  trusted: partners.trusted,
  logoVersion: partners.logoVersion,
  decisionNote: partners.decisionNote,
  createdBy: partners.createdBy,
  createdAt: partners.createdAt,
};

export type PartnerRow = Awaited<ReturnType<typeof findPartner>>;

/** Whether the person's address is confirmed, and the address (lower-cased). */
export async function findAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: sql<string>`lower(${users.email})`, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** An account by its confirmed address, for telling it of an invitation in the app too. */
export async function findVerifiedAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), eq(users.emailVerified, true)));
  return row;
}

export async function insertPartner(
  tx: Executor,
  values: { name: string; website: string; description: string; createdBy: string; now: Date },
) {
  const [row] = await tx
    .insert(partners)
    .values({
      name: values.name,
      website: values.website,
      description: values.description,
      createdBy: values.createdBy,
      createdAt: values.now,
    })
    .returning({ partnerId: partners.id, status: partners.status });
  if (!row) throw new Error("partner insert returned nothing");
  return row;
}

/** Adds a person (an accepted invitation's role); someone who already acts for it stays as is. */
export async function insertPerson(
  tx: Executor,
  partnerId: number,
  userId: string,
  role: PartnerRole,
  now: Date,
) {
  await tx
    .insert(partnerPeople)
    .values({ partnerId, userId, role, addedAt: now })
    .onConflictDoNothing();
}

export async function findPartner(db: Executor, partnerId: number) {
  const [row] = await db.select(partnerColumns).from(partners).where(eq(partners.id, partnerId));
  return row;
}

/** The partner's row, locked for a change its rules depend on (a decision, a removal). */
export async function findPartnerForUpdate(tx: Executor, partnerId: number) {
  const [row] = await tx
    .select(partnerColumns)
    .from(partners)
    .where(eq(partners.id, partnerId))
    .for("update");
  return row;
}

export async function roleOf(
  db: Executor,
  userId: string,
  partnerId: number,
): Promise<PartnerRole | null> {
  const [row] = await db
    .select({ role: partnerPeople.role })
    .from(partnerPeople)
    .where(and(eq(partnerPeople.partnerId, partnerId), eq(partnerPeople.userId, userId)));
  return row?.role ?? null;
}

export async function listPeople(db: Executor, partnerId: number) {
  return db
    .select({
      userId: partnerPeople.userId,
      name: users.name,
      email: users.email,
      role: partnerPeople.role,
      addedAt: partnerPeople.addedAt,
    })
    .from(partnerPeople)
    .innerJoin(users, eq(users.id, partnerPeople.userId))
    .where(eq(partnerPeople.partnerId, partnerId))
    .orderBy(asc(partnerPeople.addedAt), asc(users.name));
}

export async function countOwners(tx: Executor, partnerId: number): Promise<number> {
  const [row] = await tx
    .select({ owners: count() })
    .from(partnerPeople)
    .where(and(eq(partnerPeople.partnerId, partnerId), eq(partnerPeople.role, "owner")));
  return row?.owners ?? 0;
}

export async function deletePerson(tx: Executor, partnerId: number, userId: string) {
  await tx
    .delete(partnerPeople)
    .where(and(eq(partnerPeople.partnerId, partnerId), eq(partnerPeople.userId, userId)));
}

export async function isPersonByEmail(db: Executor, partnerId: number, email: string) {
  const [row] = await db
    .select({ userId: partnerPeople.userId })
    .from(partnerPeople)
    .innerJoin(users, eq(users.id, partnerPeople.userId))
    .where(and(eq(partnerPeople.partnerId, partnerId), eq(sql`lower(${users.email})`, email)));
  return row !== undefined;
}

export async function listInvitations(db: Executor, partnerId: number) {
  return db
    .select({
      invitationId: partnerInvitations.id,
      email: partnerInvitations.email,
      role: partnerInvitations.role,
      invitedAt: partnerInvitations.createdAt,
    })
    .from(partnerInvitations)
    .where(eq(partnerInvitations.partnerId, partnerId))
    .orderBy(desc(partnerInvitations.createdAt));
}

export async function countInvitations(db: Executor, partnerId: number): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(partnerInvitations)
    .where(eq(partnerInvitations.partnerId, partnerId));
  return row?.open ?? 0;
}

export async function insertInvitation(
  tx: Executor,
  values: { partnerId: number; email: string; role: PartnerRole; invitedBy: string; now: Date },
) {
  const [row] = await tx
    .insert(partnerInvitations)
    .values({
      partnerId: values.partnerId,
      email: values.email,
      role: values.role,
      invitedBy: values.invitedBy,
      createdAt: values.now,
    })
    .returning({ invitationId: partnerInvitations.id });
  if (!row) throw new Error("invitation insert returned nothing");
  return row.invitationId;
}

/** An invitation with its organisation's name. */
export async function findInvitation(db: Executor, invitationId: number) {
  const [row] = await db
    .select({
      invitationId: partnerInvitations.id,
      partnerId: partnerInvitations.partnerId,
      email: partnerInvitations.email,
      role: partnerInvitations.role,
    })
    .from(partnerInvitations)
    .where(eq(partnerInvitations.id, invitationId));
  return row;
}

/** Deletes an invitation of this partner; whether there was one. */
export async function deleteInvitation(tx: Executor, partnerId: number, invitationId: number) {
  const deleted = await tx
    .delete(partnerInvitations)
    .where(
      and(eq(partnerInvitations.id, invitationId), eq(partnerInvitations.partnerId, partnerId)),
    )
    .returning({ id: partnerInvitations.id });
  return deleted.length > 0;
}

/** The organisations a person acts for. */
export async function listPartnersOf(db: Executor, userId: string) {
  return db
    .select({
      partnerId: partners.id,
      name: partners.name,
      status: partners.status,
      role: partnerPeople.role,
    })
    .from(partnerPeople)
    .innerJoin(partners, eq(partners.id, partnerPeople.partnerId))
    .where(eq(partnerPeople.userId, userId))
    .orderBy(asc(partners.name));
}

/** The invitations addressed to `email` (lower-cased). */
export async function listInvitationsTo(db: Executor, email: string) {
  return db
    .select({
      invitationId: partnerInvitations.id,
      partnerId: partners.id,
      partnerName: partners.name,
      role: partnerInvitations.role,
    })
    .from(partnerInvitations)
    .innerJoin(partners, eq(partners.id, partnerInvitations.partnerId))
    .where(eq(partnerInvitations.email, email))
    .orderBy(desc(partnerInvitations.createdAt));
}

export async function updatePartner(
  tx: Executor,
  partnerId: number,
  values: { name?: string; website?: string; description?: string },
) {
  if (Object.keys(values).length === 0) return;
  await tx.update(partners).set(values).where(eq(partners.id, partnerId));
}

/** Stores a re-encoded logo and bumps its version; answers the new version. */
export async function storeLogo(tx: Executor, partnerId: number, logo: Buffer) {
  const [row] = await tx
    .update(partners)
    .set({ logo, logoVersion: sql`${partners.logoVersion} + 1` })
    .where(eq(partners.id, partnerId))
    .returning({ logoVersion: partners.logoVersion });
  return row?.logoVersion;
}

export async function findLogo(db: Executor, partnerId: number) {
  const [row] = await db
    .select({ logo: partners.logo, logoVersion: partners.logoVersion, status: partners.status })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row;
}

/** Every partner for the admins: pending registrations first (oldest first), then the rest. */
export async function listForAdmins(db: Executor, limit: number) {
  return db
    .select({
      ...partnerColumns,
      registeredByName: sql<string>`coalesce(${users.name}, '')`,
      registeredByEmail: sql<string>`coalesce(${users.email}, '')`,
    })
    .from(partners)
    .leftJoin(users, eq(users.id, partners.createdBy))
    .orderBy(
      sql`case when ${partners.status} = 'pending' then 0 else 1 end`,
      sql`case when ${partners.status} = 'pending' then ${partners.createdAt} end asc`,
      desc(partners.createdAt),
    )
    .limit(limit);
}

export async function recordDecision(
  tx: Executor,
  partnerId: number,
  values: {
    status: PartnerStatus;
    trusted: boolean;
    decisionNote?: string | null;
    decidedBy: string;
    decidedAt: Date;
  },
) {
  await tx.update(partners).set(values).where(eq(partners.id, partnerId));
}

/** An approved partner marked trusted (its next opportunities publish without review). */
export async function markTrusted(tx: Executor, partnerId: number) {
  await tx
    .update(partners)
    .set({ trusted: true })
    .where(and(eq(partners.id, partnerId), eq(partners.status, "approved")));
}

/** Partners' names and logo versions, by id. */
export async function summaries(db: Executor, partnerIds: number[]) {
  if (partnerIds.length === 0) return [];
  return db
    .select({
      partnerId: partners.id,
      name: partners.name,
      logoVersion: partners.logoVersion,
    })
    .from(partners)
    .where(inArray(partners.id, partnerIds));
}
