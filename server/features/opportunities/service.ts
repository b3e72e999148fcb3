import { ErrorCode } from "../../../contract/common.ts";
import type {
  CreateOpportunity,
  MatchingOpportunities,
  Opportunity,
  OpportunityList,
  OpportunityReview,
  OpportunitySearch,
  OpportunityStatus,
  PostedOpportunity,
  PostedOpportunityList,
} from "../../../contract/opportunities.ts";
import { partnerLogoUrl } from "../../../contract/partners.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, conflict, forbidden } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import { notification, notify, notifyAdmins } from "../../notify/index.ts";
import { recordAudit } from "../admin/index.ts";
import {
  approvedPartnerOf,
  markPartnerTrusted,
  partnerRoleOf,
  partnerSummaries,
} from "../partners/index.ts";
import { opportunityMessages } from "./messages.ts";
import {
  canReadOpportunity,
  closeRefusal,
  deadlineRefusal,
  initialStatus,
  isOnBoard,
  managesOpportunity,
  meetsAsks,
  missionKey,
  postRefusal,
  reviewRefusal,
  SHARED_PATH,
  trustsPartnerOnReview,
  type VerifiedRecord,
} from "./policy.ts";
import * as repository from "./repository.ts";

/** What posting and reviewing need besides the database: the time, and who the admins are. */
export interface OpportunityContext {
  clock: Clock;
  adminEmails: readonly string[];
}

export const BOARD_PAGE_SIZE = 20;
/** A partner's (or the admins') list: the newest this many. */
const POSTED_LIST_LIMIT = 200;

const opportunityNotFound = () =>
  new AppError(ErrorCode.notFound, opportunityMessages.text("opportunities.notFound"));
const notPoster = () => forbidden(opportunityMessages.text("opportunities.notPoster"));

type Row = NonNullable<Awaited<ReturnType<typeof repository.findOpportunity>>>;
type PartnerSummary = { partnerId: number; name: string; logoUrl: string | null };

/** The partners of these rows (name and logo), by id. */
async function partnersOf(db: Executor, rows: readonly { partnerId: number | null }[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.partnerId === null ? [] : [row.partnerId])))];
  const summaries = await partnerSummaries(db, ids);
  return new Map<number, PartnerSummary>(
    [...summaries].map(([partnerId, partner]) => [partnerId, { partnerId, ...partner }]),
  );
}

function toOpportunity(
  row: Row,
  partners: Map<number, PartnerSummary>,
  viewer: Opportunity["viewer"],
): Opportunity {
  const partner = row.partnerId === null ? undefined : partners.get(row.partnerId);
  return {
    opportunityId: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    journeyIds: row.journeyIds,
    region: row.region,
    location: row.location,
    remote: row.remote,
    compensation: row.compensation,
    compensationMin: row.compensationMin,
    compensationMax: row.compensationMax,
    currency: row.currency,
    deadline: row.deadline.toISOString(),
    asks: row.asks,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    partner: partner
      ? { partnerId: partner.partnerId, name: partner.name, logoUrl: partner.logoUrl }
      : null,
    viewer,
  };
}

/** The member's verified record, as the asks check it. */
export async function verifiedRecordOf(db: Executor, userId: string): Promise<VerifiedRecord> {
  return toVerifiedRecord(await repository.verifiedRecordOf(db, userId));
}

function toVerifiedRecord(record: ReturnType<typeof repository.recordOf>): VerifiedRecord {
  return {
    journeyId: record.journeyId,
    verifiedMissions: new Set(
      record.verified.map(({ journeyId, number }) => missionKey(journeyId ?? SHARED_PATH, number)),
    ),
    deliveredSpeeches: record.deliveredSpeeches,
  };
}

/**
 * A page read with its partners and, when `signedIn`, the reader's applications and record
 * (`repository.readPage`'s rows), as the board shows it.
 */
function pageSeenBy(signedIn: boolean, rows: readonly repository.PageRow[]): Opportunity[] {
  const first = rows[0];
  const record = signedIn && first ? toVerifiedRecord(repository.recordOf(first)) : null;
  const partners = new Map<number, PartnerSummary>();
  for (const row of rows) {
    if (row.partnerId === null || row.partnerName === null) continue;
    const logoUrl = partnerLogoUrl(row.partnerId, row.partnerLogoVersion ?? 0);
    partners.set(row.partnerId, { partnerId: row.partnerId, name: row.partnerName, logoUrl });
  }
  return rows.map((row) =>
    toOpportunity(
      row,
      partners,
      record &&
        viewerOf(row, record, { applicationId: row.applicationId, status: row.applicationStatus }),
    ),
  );
}

/**
 * Each row as the signed-in member sees it (whether they meet its asks, their application).
 */
async function asSeenBy(db: Executor, user: SessionUser | null, rows: readonly Row[]) {
  if (!user) return asSeenByVisitor(db, rows);
  if (rows.length === 0) return [];
  const [partners, record, applications] = await Promise.all([
    partnersOf(db, rows),
    verifiedRecordOf(db, user.id),
    repository.applicationsOf(
      db,
      user.id,
      rows.map((row) => row.id),
    ),
  ]);
  const byOpportunity = new Map(applications.map((row) => [row.opportunityId, row]));
  return rows.map((row) => {
    const application = byOpportunity.get(row.id);
    return toOpportunity(row, partners, viewerOf(row, record, application));
  });
}

async function asSeenByVisitor(db: Executor, rows: readonly Row[]) {
  const partners = await partnersOf(db, rows);
  return rows.map((row) => toOpportunity(row, partners, null));
}

/** What the signed-in member sees of a row: whether they meet its asks, and their application. */
function viewerOf(
  row: Pick<Row, "asks">,
  record: VerifiedRecord,
  application: { applicationId: number | null; status: string | null } | undefined,
): Opportunity["viewer"] {
  return {
    meetsAsks: meetsAsks(row.asks, record),
    applicationId: application?.applicationId ?? null,
    applicationStatus: application?.status ?? null,
  };
}

function newOpportunity(
  input: CreateOpportunity,
  postedBy: string,
  partnerId: number | null,
  status: OpportunityStatus,
  now: Date,
) {
  return {
    ...input,
    partnerId,
    postedBy,
    deadline: new Date(input.deadline),
    status,
    publishedAt: status === "published" ? now : null,
    createdAt: now,
  };
}

/**
 * A person of an approved partner posts for it: published at once when the partner is trusted,
 * otherwise waiting for an admin's review (the admins are told). Anyone else is refused (403),
 * a pending or rejected partner's people too; a deadline not in the future is a 400 on `deadline`.
 */
export async function postForPartner(
  db: Database,
  context: OpportunityContext,
  user: SessionUser,
  partnerId: number,
  input: CreateOpportunity,
): Promise<Opportunity> {
  const now = context.clock.now();
  const role = await partnerRoleOf(db, user.id, partnerId);
  const partner = role === null ? null : await approvedPartnerOf(db, partnerId);
  refuse(postRefusal(role, partner));
  refuse(deadlineRefusal(new Date(input.deadline), now));
  if (!partner) throw notPoster();
  const status = initialStatus(partner);
  return db.transaction(async (tx) => {
    const row = await repository.insertOpportunity(
      tx,
      newOpportunity(input, user.id, partnerId, status, now),
    );
    if (status === "pending-review") {
      await notifyAdmins(
        tx,
        context.adminEmails,
        notification("opportunity-waiting", { title: row.title, partner: partner.name }),
      );
    }
    const partners = new Map([[partnerId, partner]]);
    return toOpportunity(row, partners, null);
  });
}

/** An admin posts for the programme (no partner): published at once. */
export async function postForProgramme(
  db: Database,
  context: OpportunityContext,
  user: SessionUser,
  input: CreateOpportunity,
): Promise<Opportunity> {
  const now = context.clock.now();
  refuse(deadlineRefusal(new Date(input.deadline), now));
  const row = await repository.insertOpportunity(
    db,
    newOpportunity(input, user.id, null, initialStatus("admin"), now),
  );
  return toOpportunity(row, new Map(), null);
}

/** The board: published, before the deadline, filtered and searched; 20 a page. */
export async function searchBoard(
  db: Database,
  clock: Clock,
  user: SessionUser | null,
  query: OpportunitySearch,
): Promise<OpportunityList> {
  const now = clock.now();
  const filters: repository.BoardFilters = {
    q: query.q || undefined,
    kind: query.kind,
    journeyId: query.journeyId,
    region: query.region,
    remote: query.remote === undefined ? undefined : query.remote === "true",
  };
  const offset = (query.page - 1) * BOARD_PAGE_SIZE;
  // One statement: the page, its total, partners, and the member's applications and record.
  const rows = await repository.searchBoardPage(
    db,
    filters,
    now,
    BOARD_PAGE_SIZE,
    offset,
    user?.id ?? null,
  );
  // A page past the last has no row to carry the total: only then is it counted on its own.
  const total = rows[0]?.total ?? (offset > 0 ? await repository.countBoard(db, filters, now) : 0);
  return {
    opportunities: pageSeenBy(user !== null, rows),
    total,
    page: query.page,
    pageSize: BOARD_PAGE_SIZE,
  };
}

/** Whether `user` manages this opportunity: a person of its partner, or an admin. */
async function manages(db: Executor, user: SessionUser | null, row: { partnerId: number | null }) {
  if (!user) return false;
  if (user.isAdmin) return true;
  const role = row.partnerId === null ? null : await partnerRoleOf(db, user.id, row.partnerId);
  return managesOpportunity(user, role);
}

/** One opportunity: on the board for anyone; in any other status for its managers only (404). */
export async function getOpportunity(
  db: Database,
  clock: Clock,
  user: SessionUser | null,
  opportunityId: number,
): Promise<Opportunity> {
  const row = await repository.findOpportunity(db, opportunityId);
  if (!row || !canReadOpportunity(row, clock.now(), await manages(db, user, row))) {
    throw opportunityNotFound();
  }
  const [seen] = await asSeenBy(db, user, [row]);
  if (!seen) throw opportunityNotFound();
  return seen;
}

function toPosted(
  row: Row & { applicantCount: number },
  partners: Map<number, PartnerSummary>,
): PostedOpportunity {
  return {
    ...toOpportunity(row, partners, null),
    reviewNote: row.reviewNote,
    applicantCount: Number(row.applicantCount),
  };
}

/** A partner's posts in every status, with their applicant counts: its people and admins. */
export async function listPartnerOpportunities(
  db: Database,
  user: SessionUser,
  partnerId: number,
): Promise<PostedOpportunityList> {
  const role = user.isAdmin ? null : await partnerRoleOf(db, user.id, partnerId);
  if (!managesOpportunity(user, role)) throw notPoster();
  const rows = await repository.listPartnerOpportunities(db, partnerId, POSTED_LIST_LIMIT);
  const partners = await partnersOf(db, rows);
  return { opportunities: rows.map((row) => toPosted(row, partners)) };
}

/** The admins' list by status (the review queue: those waiting, oldest first). */
export async function listForAdmins(
  db: Database,
  status: OpportunityStatus,
): Promise<PostedOpportunityList> {
  const rows = await repository.listByStatus(db, status, POSTED_LIST_LIMIT);
  const partners = await partnersOf(db, rows);
  return { opportunities: rows.map((row) => toPosted(row, partners)) };
}

/**
 * Closes an opportunity before its deadline: its partner's people or an admin. One they cannot
 * read is unknown to them (404); one they can read but do not manage is refused (403). Closing a
 * closed one answers it unchanged.
 */
export async function closeOpportunity(
  db: Database,
  clock: Clock,
  user: SessionUser,
  opportunityId: number,
): Promise<Opportunity> {
  const now = clock.now();
  const row = await repository.findOpportunity(db, opportunityId);
  if (!row) throw opportunityNotFound();
  const isManager = await manages(db, user, row);
  if (!canReadOpportunity(row, now, isManager)) throw opportunityNotFound();
  if (!isManager) throw notPoster();
  refuse(closeRefusal(row.status));
  const closed = (await repository.closeOpportunity(db, opportunityId, now)) ?? row;
  return toOpportunity(closed, await partnersOf(db, [closed]), null);
}

/**
 * An admin's review of a waiting post (audit-logged): published (the partner becomes trusted
 * unless the admin unticked it) or rejected with a note; the poster is told either way.
 */
export async function reviewOpportunity(
  db: Database,
  context: OpportunityContext,
  admin: SessionUser,
  opportunityId: number,
  review: OpportunityReview,
): Promise<PostedOpportunity> {
  const row = await repository.findOpportunity(db, opportunityId);
  if (!row) throw opportunityNotFound();
  refuse(reviewRefusal(row.status));
  const now = context.clock.now();
  const note = review.note?.trim() || null;
  return db.transaction(async (tx) => {
    const reviewed = await repository.reviewWaiting(tx, opportunityId, {
      status: review.decision,
      reviewNote: note,
      reviewedBy: admin.id,
      publishedAt: review.decision === "published" ? now : null,
    });
    // Another admin's review came first.
    if (!reviewed) throw conflict(opportunityMessages.text("opportunities.notWaiting"));
    const trusts = trustsPartnerOnReview(review.decision, row.partnerId, review.trustPartner);
    if (trusts && row.partnerId !== null) await markPartnerTrusted(tx, row.partnerId);
    await recordAudit(
      tx,
      admin,
      review.decision === "published" ? "opportunity-published" : "opportunity-rejected",
      "opportunity",
      String(opportunityId),
      {
        before: { status: row.status },
        after: { status: review.decision, note, partnerTrusted: trusts },
      },
    );
    if (row.partnerId !== null) {
      const told = { title: row.title, partnerId: row.partnerId, note };
      await notify(
        tx,
        row.postedBy,
        review.decision === "published"
          ? notification("opportunity-published", told)
          : notification("opportunity-rejected", told),
      );
    }
    return toPosted({ ...reviewed, applicantCount: 0 }, await partnersOf(tx, [reviewed]));
  });
}

/**
 * The dashboard's "Opportunities for you": on the board, suited to the member's journey (or to
 * any), and every ask met by their verified record; newest first, at most five.
 */
export async function matchingForMember(
  db: Database,
  clock: Clock,
  user: SessionUser,
): Promise<MatchingOpportunities> {
  // One statement: the asks are checked in the database, with the member's record read there.
  const rows = await repository.matchingPage(db, user.id, clock.now());
  return { opportunities: pageSeenBy(true, rows) };
}

/** The deadline job's sweep: published opportunities past their deadline are closed. */
export const closePastDeadline = (db: Executor, clock: Clock) =>
  repository.closePastDeadline(db, clock.now());

/**
 * For the applications feature: the opportunity when one may apply to it now (published, before
 * its deadline), else null.
 */
export async function opportunityForApplying(db: Executor, opportunityId: number, now: Date) {
  const row = await repository.findOpportunity(db, opportunityId);
  if (!row || !isOnBoard(row, now)) return null;
  return {
    opportunityId: row.id,
    partnerId: row.partnerId,
    postedBy: row.postedBy,
    title: row.title,
    deadline: row.deadline,
    asks: row.asks,
  };
}

/**
 * For the applications feature: whether `user` may read this opportunity's applicants (a person
 * of its partner; an admin for one the programme posted), with its title and partner; null when
 * there is no such opportunity.
 */
export async function opportunityPosterCheck(
  db: Executor,
  opportunityId: number,
  user: Pick<SessionUser, "id" | "isAdmin">,
) {
  const row = await repository.findOpportunity(db, opportunityId);
  if (!row) return null;
  const mayReadApplicants =
    row.partnerId === null
      ? user.isAdmin
      : (await partnerRoleOf(db, user.id, row.partnerId)) !== null;
  return {
    mayReadApplicants,
    opportunityId: row.id,
    title: row.title,
    partnerId: row.partnerId,
    postedBy: row.postedBy,
    status: row.status,
  };
}
