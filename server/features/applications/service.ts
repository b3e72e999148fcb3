import type {
  Application,
  ClubApplicationList,
  MyApplicationList,
} from "../../../contract/applications.ts";
import type { PageQuery } from "../../../contract/common.ts";
import { ErrorCode } from "../../../contract/common.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { violatedUniqueConstraint } from "../../lib/db-errors.ts";
import { AppError, conflict, forbidden } from "../../lib/errors.ts";
import { pageFrom, windowOf } from "../../lib/paging.ts";
import { refuse } from "../../lib/refusal.ts";
import { changeAndNotify, notification, notify, notifyAdmins } from "../../notify/index.ts";
import { assertLeadsClub, assertTakesNewMembers, clubNotFound } from "../clubs/index.ts";
import { joinClub } from "../memberships/index.ts";
import { applicationMessages } from "./messages.ts";
import { applyRefusal, canDecideApplication } from "./policy.ts";
import type { ReturnedApplication } from "./repository.ts";
import * as applicationRepository from "./repository.ts";

const applicationNotFound = () =>
  new AppError(ErrorCode.notFound, applicationMessages.text("applications.notFound"));

const ONE_PENDING_PER_CLUB = "club_applications_one_pending_key";

function publicApplication(row: Application) {
  return {
    applicationId: row.applicationId,
    clubId: row.clubId,
    status: row.status,
  };
}

/** What applying and deciding need besides the database: the time, and who the admins are. */
export interface ApplicationContext {
  clock: Clock;
  adminEmails: readonly string[];
}

/**
 * A pending application; one per user per club (a database constraint), none to a club one
 * belongs to or leads (the policy says why).
 * The club's leader is told; a club without a leader sends it to the admins instead.
 */
export async function apply(
  db: Database,
  context: ApplicationContext,
  user: SessionUser,
  clubId: number,
): Promise<Application> {
  const club = await applicationRepository.findClubForApplicant(db, clubId, user.id);
  if (!club) throw clubNotFound();
  refuse(applyRefusal(user, club, club.isMember));
  const now = context.clock.now();
  try {
    // A club with a leader: the application under the club's shared lock and the leader's
    // notification in one statement (issue 28). Nothing written: the club is archived or gone,
    // and the transaction below says which.
    if (club.leaderId) {
      const written = await changeAndNotify<ReturnedApplication>(
        db,
        applicationRepository.applicationToOpenClub(clubId, user.id, now),
        club.leaderId,
        notification("application-received", { club, applicant: user.name }),
      );
      if (written) return publicApplication(written);
    }
    return await db.transaction(async (tx) => {
      let application = await applicationRepository.insertApplicationToOpenClub(
        tx,
        clubId,
        user.id,
        now,
      );
      if (!application) {
        await assertTakesNewMembers(tx, clubId);
        application = await applicationRepository.insertApplication(tx, clubId, user.id, now);
      }
      if (club.leaderId) {
        await notify(
          tx,
          club.leaderId,
          notification("application-received", { club, applicant: user.name }),
        );
      } else {
        await notifyAdmins(
          tx,
          context.adminEmails,
          notification("review-routed-application", { person: user.name, clubName: club.name }),
        );
      }
      return publicApplication(application);
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === ONE_PENDING_PER_CLUB) {
      throw conflict(applicationMessages.text("applications.alreadyApplied"));
    }
    throw error;
  }
}

/** The club's applications, a page at a time: its leader only. */
export async function listClubApplications(
  db: Database,
  user: SessionUser,
  clubId: number,
  { page, pageSize }: PageQuery,
): Promise<ClubApplicationList> {
  await assertLeadsClub(db, user, clubId);
  const { limit, offset } = windowOf(page, pageSize);
  const rows = await applicationRepository.listClubApplications(db, clubId, limit, offset);
  return pageFrom(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    pageSize,
  );
}

const OWN_APPLICATIONS_LIMIT = 50;

/** The signed-in person's own applications, newest first, with each decision's note. */
export async function listOwnApplications(
  db: Database,
  user: SessionUser,
): Promise<MyApplicationList> {
  const rows = await applicationRepository.listOwnApplications(db, user.id, OWN_APPLICATIONS_LIMIT);
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
  };
}

export type Decision = "accepted" | "rejected";

/**
 * The leader's (or an admin's) Accept or Reject, with an optional note for the applicant, in one
 * transaction; the decision records who made it. Accepting also adds the member row and sets the
 * applicant's clubId. Only a pending application changes; repeating the decision it
 * already has answers it unchanged, and the other decision is refused.
 */
export async function decide(
  db: Database,
  context: Pick<ApplicationContext, "clock">,
  user: SessionUser,
  applicationId: number,
  decision: Decision,
  note: string | null = null,
): Promise<Application> {
  const application = await applicationRepository.findApplication(db, applicationId);
  if (!application) throw applicationNotFound();
  if (!canDecideApplication(user, application)) {
    throw forbidden(applicationMessages.text("applications.onlyLeader"));
  }
  const accepted = decision === "accepted";
  const change = applicationRepository.pendingDecision(
    applicationId,
    { status: decision, decidedBy: user.id, leaderNote: note, decidedAt: context.clock.now() },
    // Accepting holds the club's row shared first, and never into an archived club.
    accepted ? application.clubId : undefined,
  );
  const told = notification(accepted ? "application-accepted" : "application-rejected", {
    club: { id: application.clubId, name: application.clubName },
    note,
  });
  // The decision and the applicant's notification are one statement (issue 28); accepting also
  // adds the member, in the same transaction. Nothing changed: say why.
  if (!accepted) {
    const decided = await changeAndNotify<ReturnedApplication>(
      db,
      change,
      application.userId,
      told,
    );
    return decided ? publicApplication(decided) : alreadyDecided(db, applicationId, decision);
  }
  return db.transaction(async (tx) => {
    const decided = await changeAndNotify<ReturnedApplication>(
      tx,
      change,
      application.userId,
      told,
    );
    if (decided) {
      await joinClub(tx, decided.userId, decided.clubId, "application");
      return publicApplication(decided);
    }
    await assertTakesNewMembers(tx, application.clubId);
    return alreadyDecided(tx, applicationId, decision);
  });
}

/** A decision that changed nothing: the one it already has is answered, the other refused. */
async function alreadyDecided(db: Executor, applicationId: number, decision: Decision) {
  const current = await applicationRepository.findApplication(db, applicationId);
  if (!current) throw applicationNotFound();
  if (current.status === decision) return publicApplication(current);
  throw conflict(
    applicationMessages.text("applications.alreadyDecided", { status: current.status }),
  );
}
