import type {
  Applicant,
  ApplicantList,
  ApplyToOpportunity,
  MoveApplication,
  MyOpportunityApplication,
  MyOpportunityApplicationList,
  PortfolioOptions,
} from "../../../contract/opportunity-applications.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { violatedUniqueConstraint } from "../../lib/db-errors.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import { notification, notify } from "../../notify/index.ts";
import { opportunityForApplying, opportunityPosterCheck } from "../opportunities/index.ts";
import { partnerRoleOf } from "../partners/index.ts";
import { opportunityApplicationMessages as messages } from "./messages.ts";
import {
  applicantsRefusal,
  applyRefusal,
  MOVABLE_FROM,
  moveRefusal,
  normalisedShare,
  type PortfolioRecords,
  sharedPortfolio,
  shareRefusal,
  WITHDRAWABLE_FROM,
  withdrawRefusal,
} from "./policy.ts";
import { chosenRecordsOf, portfolioOptions, type Reading, shareableOf } from "./portfolio.ts";
import type { ApplicationRow } from "./repository.ts";
import * as applicationRepository from "./repository.ts";

// Applying to an opportunity with a chosen portfolio (issue 37, ADR 041).

/** What the service needs besides the database: the time and the site's address. */
export interface ApplicationContext {
  clock: Clock;
  baseUrl: string;
}

/** The programme's own name, for an opportunity its admins posted (no partner). */
const PROGRAMME = "Blockvocates";
const OWN_APPLICATIONS_LIMIT = 100;

const opportunityNotFound = () => notFound(messages.text("opportunityApplications.notFound"));
const applicationNotFound = () =>
  notFound(messages.text("opportunityApplications.applicationNotFound"));

/** The applicants page of an opportunity (an admin-posted one is under "Programme"). */
const applicantsPathOf = (partnerId: number | null, opportunityId: number) =>
  `/Partners/${partnerId ?? "Programme"}/Opportunities/${opportunityId}/Applicants`;

const readingOf = (context: ApplicationContext, locale: Reading["locale"]): Reading => ({
  locale,
  now: context.clock.now(),
  baseUrl: context.baseUrl,
});

/** The people told of an opportunity's applications: its partner's people, or its posting admin. */
async function postersOf(
  db: Executor,
  opportunity: { partnerId: number | null; postedBy: string },
) {
  return opportunity.partnerId === null
    ? [opportunity.postedBy]
    : applicationRepository.partnerPeopleIds(db, opportunity.partnerId);
}

/** What the member's own view of an application is made of. */
type OwnRow = Pick<
  ApplicationRow,
  | "applicationId"
  | "opportunityId"
  | "title"
  | "partnerName"
  | "status"
  | "decisionNote"
  | "createdAt"
  | "hiredAt"
  | "share"
>;

function mine(row: OwnRow): MyOpportunityApplication {
  return {
    applicationId: row.applicationId,
    opportunityId: row.opportunityId,
    title: row.title,
    partnerName: row.partnerName,
    status: row.status,
    decisionNote: row.decisionNote,
    appliedAt: row.createdAt.toISOString(),
    hiredAt: row.hiredAt?.toISOString() ?? null,
    share: row.share,
  };
}

/** GET /api/me/portfolio-options: what the member may choose to share. */
export function getPortfolioOptions(
  db: Executor,
  context: ApplicationContext,
  user: SessionUser,
  locale: Reading["locale"],
): Promise<PortfolioOptions> {
  return portfolioOptions(db, user.id, readingOf(context, locale));
}

/**
 * Applies once: to a published opportunity before its deadline (unknown or unpublished: 404;
 * closed or past its deadline: 409), never to one's own organisation's (403), sharing only one's
 * own records (400 naming the first that is not, nothing written). The partner's people are told.
 */
export async function apply(
  db: Database,
  context: ApplicationContext,
  user: SessionUser,
  opportunityId: number,
  input: ApplyToOpportunity,
  locale: Reading["locale"],
): Promise<MyOpportunityApplication> {
  const now = context.clock.now();
  const opportunity = await opportunityForApplying(db, opportunityId, now);
  if (!opportunity) {
    const state = await applicationRepository.opportunityState(db, opportunityId);
    const wasOpen =
      state?.status === "closed" || (state?.status === "published" && state.deadline <= now);
    if (wasOpen) throw conflict(messages.text("opportunityApplications.apply.closed"));
    throw opportunityNotFound();
  }
  if (opportunity.partnerId !== null) {
    refuse(applyRefusal(await partnerRoleOf(db, user.id, opportunity.partnerId)));
  }
  const share = normalisedShare(input.share);
  refuse(shareRefusal(share, await shareableOf(db, user.id, readingOf(context, locale))));
  try {
    return await db.transaction(async (tx) => {
      const inserted = await applicationRepository.insertApplication(tx, {
        opportunityId,
        userId: user.id,
        note: input.note,
        share,
        at: now,
      });
      const told = notification("opportunity-application-received", {
        title: opportunity.title,
        applicant: user.name,
        applicants: applicantsPathOf(opportunity.partnerId, opportunityId),
      });
      for (const personId of await postersOf(tx, opportunity)) {
        await notify(tx, personId, told);
      }
      const row = await applicationRepository.findApplication(tx, inserted.applicationId);
      if (!row) throw applicationNotFound();
      return mine(row);
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === applicationRepository.ONE_APPLICATION_PER_PERSON) {
      throw conflict(messages.text("opportunityApplications.apply.already"));
    }
    throw error;
  }
}

/** GET /api/me/opportunity-applications: the member's own applications, newest first. */
export async function listMine(
  db: Executor,
  user: SessionUser,
): Promise<MyOpportunityApplicationList> {
  const rows = await applicationRepository.listOwn(db, user.id, OWN_APPLICATIONS_LIMIT);
  return {
    items: rows.map(mine),
  };
}

/**
 * The member withdraws their own application (someone else's: 404, as if there were none), while
 * it is not hired nor declined (409); withdrawing again answers it unchanged. The partner's people
 * are told.
 */
export async function withdraw(
  db: Database,
  context: ApplicationContext,
  user: SessionUser,
  applicationId: number,
): Promise<MyOpportunityApplication> {
  const application = await applicationRepository.findApplication(db, applicationId);
  if (!application || application.userId !== user.id) throw applicationNotFound();
  if (application.status === "withdrawn") return mine(application);
  refuse(withdrawRefusal(application.status));
  return db.transaction(async (tx) => {
    const moved = await applicationRepository.moveApplication(
      tx,
      applicationId,
      WITHDRAWABLE_FROM,
      {
        status: "withdrawn",
        at: context.clock.now(),
      },
    );
    if (!moved) {
      // Moved by the partner a moment ago: say why it can no longer be withdrawn.
      const current = await applicationRepository.findApplication(tx, applicationId);
      if (current?.status === "withdrawn") return mine(current);
      refuse(withdrawRefusal(current?.status ?? "hired"));
      throw applicationNotFound();
    }
    const told = notification("opportunity-application-withdrawn", {
      title: application.title,
      applicant: application.applicantName,
      applicants: applicantsPathOf(application.partnerId, application.opportunityId),
    });
    for (const personId of await postersOf(tx, application)) {
      await notify(tx, personId, told);
    }
    return mine({ ...application, ...moved });
  });
}

/**
 * One application as the partner sees it: what the member chose, read as it stands now
 * (`records`: the member's records for their choice; none for a withdrawn application).
 */
function applicantOf(
  row: Omit<ApplicationRow, "title" | "partnerId" | "postedBy" | "partnerName">,
  records: PortfolioRecords | undefined,
): Applicant {
  const withdrawn = row.status === "withdrawn";
  return {
    applicationId: row.applicationId,
    name: row.applicantName,
    note: withdrawn ? null : row.note,
    status: row.status,
    decisionNote: row.decisionNote,
    appliedAt: row.createdAt.toISOString(),
    hiredAt: row.hiredAt?.toISOString() ?? null,
    portfolio: withdrawn || !records ? null : sharedPortfolio(row.share, records),
  };
}

/** May `user` read (and move) the opportunity's applicants? 404 unknown, 403 not its partner's. */
async function assertPoster(db: Executor, user: SessionUser, opportunityId: number) {
  const check = await opportunityPosterCheck(db, opportunityId, user);
  if (!check) throw opportunityNotFound();
  refuse(applicantsRefusal(check.mayReadApplicants));
  return check;
}

/**
 * GET /api/opportunities/:opportunityId/applicants: its partner's people (or an admin, for an
 * admin-posted one) read each application with only what its member chose to share.
 */
export async function listApplicants(
  db: Executor,
  context: ApplicationContext,
  user: SessionUser,
  opportunityId: number,
  locale: Reading["locale"],
): Promise<ApplicantList> {
  const opportunity = await assertPoster(db, user, opportunityId);
  const reading = readingOf(context, locale);
  const rows = await applicationRepository.listForOpportunity(db, opportunityId);
  const standing = rows.filter((row) => row.status !== "withdrawn");
  const records = await chosenRecordsOf(db, standing, reading);
  const applicants = rows.map((row) => applicantOf(row, records.get(row.userId)));
  return { opportunityId, title: opportunity.title, applicants };
}

/**
 * The partner's people move an application: shortlisted, declined (with an optional note the
 * member reads) or hired (recorded, final). Not a withdrawn one, nor a hire (409). The member is
 * told, in their language.
 */
export async function move(
  db: Database,
  context: ApplicationContext,
  user: SessionUser,
  applicationId: number,
  input: MoveApplication,
  locale: Reading["locale"],
): Promise<Applicant> {
  const application = await applicationRepository.findApplication(db, applicationId);
  if (!application) throw applicationNotFound();
  await assertPoster(db, user, application.opportunityId);
  // Nobody decides on their own application: a member who later joined the posting partner, or
  // an admin who applied to one of the programme's own posts.
  if (application.userId === user.id)
    throw forbidden(messages.text("opportunityApplications.move.own"));
  refuse(moveRefusal(application.status, input.status));
  const note = input.note?.trim() ? input.note.trim() : null;
  const moved = await db.transaction(async (tx) => {
    const row = await applicationRepository.moveApplication(
      tx,
      applicationId,
      MOVABLE_FROM.filter((status) => status !== input.status),
      { status: input.status, decisionNote: note, decidedBy: user.id, at: context.clock.now() },
    );
    if (!row) return undefined;
    await notify(
      tx,
      application.userId,
      notification("opportunity-application-moved", {
        title: application.title,
        partner: application.partnerName ?? PROGRAMME,
        status: input.status,
        note,
      }),
    );
    return row;
  });
  if (!moved) {
    // Withdrawn or moved a moment ago: say why.
    const current = await applicationRepository.findApplication(db, applicationId);
    refuse(moveRefusal(current?.status ?? "withdrawn", input.status));
    throw applicationNotFound();
  }
  const row = { ...application, ...moved };
  const records = await chosenRecordsOf(db, [row], readingOf(context, locale));
  return applicantOf(row, records.get(row.userId));
}
