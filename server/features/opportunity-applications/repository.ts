import { and, desc, eq, inArray } from "drizzle-orm";
import type {
  OpportunityApplicationStatus,
  PortfolioChoice,
} from "../../../contract/opportunity-applications.ts";
import type { Executor } from "../../db/client.ts";
import {
  opportunities,
  opportunityApplications,
  partnerPeople,
  partners,
  users,
} from "../../db/schema/index.ts";

/** The (opportunity, person) constraint: once per person. */
export const ONE_APPLICATION_PER_PERSON = "opportunity_applications_key";

const applicationColumns = {
  applicationId: opportunityApplications.id,
  opportunityId: opportunityApplications.opportunityId,
  userId: opportunityApplications.userId,
  note: opportunityApplications.note,
  share: opportunityApplications.share,
  status: opportunityApplications.status,
  decisionNote: opportunityApplications.decisionNote,
  createdAt: opportunityApplications.createdAt,
  hiredAt: opportunityApplications.hiredAt,
};

/** A new application; the (opportunity, person) constraint refuses a second one. */
export async function insertApplication(
  db: Executor,
  values: { opportunityId: number; userId: string; note: string; share: PortfolioChoice; at: Date },
) {
  const [row] = await db
    .insert(opportunityApplications)
    .values({
      opportunityId: values.opportunityId,
      userId: values.userId,
      note: values.note,
      share: values.share,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning(applicationColumns);
  if (!row) throw new Error("insert into opportunity_applications returned no row");
  return row;
}

/** One application with its opportunity's title and partner, and its member's name; or undefined. */
export async function findApplication(db: Executor, applicationId: number) {
  const [row] = await db
    .select({
      ...applicationColumns,
      title: opportunities.title,
      partnerId: opportunities.partnerId,
      postedBy: opportunities.postedBy,
      partnerName: partners.name,
      applicantName: users.name,
    })
    .from(opportunityApplications)
    .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
    .leftJoin(partners, eq(partners.id, opportunities.partnerId))
    .innerJoin(users, eq(users.id, opportunityApplications.userId))
    .where(eq(opportunityApplications.id, applicationId));
  return row;
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** The member's own applications, newest first, with each opportunity's title and partner. */
export function listOwn(db: Executor, userId: string, limit: number) {
  return db
    .select({
      ...applicationColumns,
      title: opportunities.title,
      partnerName: partners.name,
    })
    .from(opportunityApplications)
    .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
    .leftJoin(partners, eq(partners.id, opportunities.partnerId))
    .where(eq(opportunityApplications.userId, userId))
    .orderBy(desc(opportunityApplications.createdAt), desc(opportunityApplications.id))
    .limit(limit);
}

/** One opportunity's applications, newest first, with each applicant's name. */
export function listForOpportunity(db: Executor, opportunityId: number) {
  return db
    .select({ ...applicationColumns, applicantName: users.name })
    .from(opportunityApplications)
    .innerJoin(users, eq(users.id, opportunityApplications.userId))
    .where(eq(opportunityApplications.opportunityId, opportunityId))
    .orderBy(desc(opportunityApplications.createdAt), desc(opportunityApplications.id));
}

/**
 * Moves the application to `status` only while it is in one of `from` (a concurrent move or
 * withdrawal changes nothing); answers the row, or undefined when nothing changed.
 */
export async function moveApplication(
  db: Executor,
  applicationId: number,
  from: readonly OpportunityApplicationStatus[],
  change: {
    status: OpportunityApplicationStatus;
    decisionNote?: string | null;
    decidedBy?: string;
    at: Date;
  },
) {
  const [row] = await db
    .update(opportunityApplications)
    .set({
      status: change.status,
      ...(change.decisionNote === undefined ? {} : { decisionNote: change.decisionNote }),
      ...(change.decidedBy === undefined ? {} : { decidedBy: change.decidedBy }),
      updatedAt: change.at,
      ...(change.status === "hired" ? { hiredAt: change.at } : {}),
    })
    .where(
      and(
        eq(opportunityApplications.id, applicationId),
        inArray(opportunityApplications.status, [...from]),
      ),
    )
    .returning(applicationColumns);
  return row;
}

/** The people who act for a partner: they are told of its applications. */
export async function partnerPeopleIds(db: Executor, partnerId: number) {
  const rows = await db
    .select({ userId: partnerPeople.userId })
    .from(partnerPeople)
    .where(eq(partnerPeople.partnerId, partnerId));
  return rows.map((row) => row.userId);
}

/** An opportunity's status and deadline (to say why it takes no applications); or undefined. */
export async function opportunityState(db: Executor, opportunityId: number) {
  const [row] = await db
    .select({ status: opportunities.status, deadline: opportunities.deadline })
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId));
  return row;
}
