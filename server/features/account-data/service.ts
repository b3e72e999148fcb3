import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import {
  type AccountDeletionScheduled,
  type AccountDeletionStatus,
  DATA_EXPORT_LIFETIME_HOURS,
  type DataExportStatus,
  RECENT_SIGN_IN_MINUTES,
  type RequestAccountDeletion,
} from "../../../contract/account-data.ts";
import { ErrorCode } from "../../../contract/common.ts";
import type { LoginThrottle } from "../../auth/login-throttle.ts";
import { authMessages } from "../../auth/messages.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { lockClub, lockUsers } from "../../db/lock-order.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, badRequest, forbidden, notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import { leaveClub } from "../memberships/index.ts";
import { downloadPath, isValidDownload } from "./download-link.ts";
import { accountDataMessages } from "./messages.ts";
import { collectPersonalData } from "./personal-data.ts";
import {
  confirmationOf,
  deletionRefusal,
  EXPORT_STALE_MS,
  erasureDate,
  exportRequestRefusal,
  exportState,
  isRecentSignIn,
} from "./policy.ts";
import * as repository from "./repository.ts";

/** The job queue's queue of exports to write (one job per export). */
export const DATA_EXPORT_QUEUE = "data-exports";
const HOUR_MS = 60 * 60 * 1000;

// ---- Download my data ---------------------------------------------------------------------

export async function exportStatus(
  db: Executor,
  secret: string,
  user: SessionUser,
  now: Date,
): Promise<DataExportStatus> {
  const row = await repository.newestExport(db, user.id);
  const state = exportState(row, now);
  return {
    state,
    requestedAt: row?.requestedAt.toISOString() ?? null,
    readyAt: row?.readyAt?.toISOString() ?? null,
    expiresAt: row?.expiresAt?.toISOString() ?? null,
    downloadUrl:
      state === "ready" && row?.expiresAt
        ? downloadPath(secret, row.id, user.id, row.expiresAt)
        : null,
    canRequest: state !== "pending",
  };
}

/**
 * Asks for a new export: the row is written (one at a time per person, under their row's lock),
 * then the job queue's worker gathers the data. Without a running queue (a process that only
 * serves), the export is written at once.
 */
export async function requestExport(
  db: Database,
  boss: PgBoss | undefined,
  clock: Clock,
  user: SessionUser,
): Promise<void> {
  const now = clock.now();
  const exportId = randomUUID();
  await db.transaction(async (tx) => {
    await repository.lockPerson(tx, user.id);
    refuse(exportRequestRefusal(await repository.newestExport(tx, user.id), now));
    await repository.insertExport(tx, exportId, user.id, now);
  });
  if (boss) {
    await boss.send(DATA_EXPORT_QUEUE, { exportId }, { singletonKey: exportId });
  } else {
    await writeExport(db, clock, exportId);
  }
}

/** The job: gathers every row about the export's owner and keeps it for a day. */
export async function writeExport(db: Database, clock: Clock, exportId: string): Promise<void> {
  const pending = await repository.findPendingExport(db, exportId);
  if (!pending) return;
  const data = await collectPersonalData(db, pending.userId);
  if (!data) {
    await repository.failExport(db, exportId);
    return;
  }
  const readyAt = clock.now();
  const content = { exportedAt: readyAt.toISOString(), ...data };
  const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LIFETIME_HOURS * HOUR_MS);
  await repository.completeExport(db, exportId, content, readyAt, expiresAt);
}

/**
 * The export behind a download link: only with the link's signature unchanged and unexpired,
 * and only for its owner, signed in (someone else's export is "not found").
 */
export async function downloadExport(
  db: Executor,
  secret: string,
  user: SessionUser,
  link: { exportId: string; expires: number; signature: string },
  now: Date,
): Promise<{ content: unknown; filename: string }> {
  const row = await repository.findExport(db, link.exportId);
  if (!row || row.userId !== user.id) {
    throw notFound(accountDataMessages.text("accountData.export.notFound"));
  }
  const signed = isValidDownload(secret, { ...link, userId: user.id }, now);
  if (!signed || exportState(row, now) !== "ready") {
    throw forbidden(accountDataMessages.text("accountData.export.badLink"));
  }
  const content = await repository.exportContent(db, row.id);
  return { content, filename: `blockvocates-data-${now.toISOString().slice(0, 10)}.json` };
}

// ---- Delete my account ---------------------------------------------------------------------

export async function deletionStatus(
  db: Executor,
  user: SessionUser,
): Promise<AccountDeletionStatus> {
  const pending = await repository.pendingDeletion(db, user.id);
  const led = await repository.ledClubs(db, user.id);
  return {
    state: pending ? "scheduled" : "none",
    confirmation: confirmationOf((await repository.passwordHash(db, user.id)) !== undefined),
    ledClubs: led
      .filter((club) => club.archivedAt === null)
      .map(({ clubId, clubName }) => ({ clubId, clubName })),
  };
}

/**
 * The owner asks for their account's deletion: confirmed by their password (or, for an account
 * made with Google, by a sign-in at most RECENT_SIGN_IN_MINUTES old: `sessionToken` is this
 * request's), refused while they lead a club. Every session ends: signing in again within the
 * grace period is what cancels it.
 */
export async function requestDeletion(
  db: Database,
  passwords: {
    /** Wrong passwords, counted with the account page's (one key per person). */
    checks: LoginThrottle;
    /** The auth's own verifier: the hasher it was built with. */
    verify(input: { hash: string; password: string }): Promise<boolean>;
  },
  adminEmails: readonly string[],
  now: Date,
  user: SessionUser,
  sessionToken: string | undefined,
  confirmation: RequestAccountDeletion,
): Promise<AccountDeletionScheduled> {
  const hash = await repository.passwordHash(db, user.id);
  if (hash !== undefined) {
    if (!confirmation.password) {
      const message = accountDataMessages.text("accountData.deletion.passwordRequired");
      throw badRequest(message, [{ field: "password", message }]);
    }
    // Wrong passwords count with the account page's (one key per person): a few, then a wait.
    const key = `password-check:${user.id}`;
    const wait = await passwords.checks.retryAfterSeconds(key);
    if (wait > 0) {
      throw new AppError(
        ErrorCode.rateLimited,
        authMessages.text("auth.throttled.seconds", { count: wait }),
      );
    }
    if (!(await passwords.verify({ hash, password: confirmation.password }))) {
      await passwords.checks.recordFailure(key);
      throw forbidden(accountDataMessages.text("accountData.deletion.wrongPassword"));
    }
    await passwords.checks.reset(key);
  } else {
    const startedAt = sessionToken
      ? await repository.sessionStartedAt(db, user.id, sessionToken)
      : undefined;
    if (!isRecentSignIn(startedAt, now)) {
      throw forbidden(
        accountDataMessages.text("accountData.deletion.signInAgain", {
          minutes: RECENT_SIGN_IN_MINUTES,
        }),
      );
    }
  }
  const eraseAfter = erasureDate(now);
  await db.transaction(async (tx) => {
    await lockUsers(tx, [user.id]);
    const led = await repository.ledClubs(tx, user.id);
    refuse(
      deletionRefusal(
        {
          email: user.email,
          activeLedClubs: led
            .filter((club) => club.archivedAt === null)
            .map((club) => club.clubName),
        },
        adminEmails,
      ),
    );
    await repository.scheduleDeletion(tx, user.id, now, eraseAfter);
    await repository.endSessions(tx, user.id);
  });
  return { eraseAfter: eraseAfter.toISOString() };
}

/** A sign-in during the grace period: the deletion is called off. */
export function cancelDeletionOnSignIn(db: Executor, userId: string): Promise<boolean> {
  return repository.cancelDeletion(db, userId);
}

/**
 * Erases one account whose grace period is over, in one transaction: its club memberships end
 * through the membership module, what is the person's alone is deleted, and the user row becomes
 * a tombstone that what others rely on (payments, verifications, the audit log) still points at.
 * Skipped, for the next sweep, while the person leads an active club (an admin made them leader
 * during the grace period).
 */
async function eraseAccount(db: Database, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const memberOf = await repository.memberClubIds(tx, userId);
    for (const clubId of memberOf) await lockClub(tx, clubId);
    await lockUsers(tx, [userId]);
    if (!(await repository.lockDueDeletion(tx, userId, now))) return false;
    const person = await repository.personForErasure(tx, userId);
    if (!person) return false;
    const led = await repository.ledClubs(tx, userId);
    if (led.some((club) => club.archivedAt === null)) return false;
    for (const clubId of memberOf) await leaveClub(tx, userId, clubId, "left");
    await repository.deletePersonalRows(tx, userId, person.email);
    await repository.tombstone(tx, userId, now);
    await repository.markErased(tx, userId, now);
    return true;
  });
}

const ERASURES_PER_SWEEP = 100;

/**
 * The account-data sweep (run by the job queue, and by tests with a moved clock): erases the
 * accounts whose grace period is over and removes exports past their day.
 */
export async function runAccountDataSweep(
  db: Database,
  clock: Clock,
): Promise<{ erased: number; exportsRemoved: number }> {
  const now = clock.now();
  let erased = 0;
  for (const userId of await repository.dueDeletions(db, now, ERASURES_PER_SWEEP)) {
    if (await eraseAccount(db, userId, now)) erased += 1;
  }
  const exportsRemoved = await repository.deleteExpiredExports(
    db,
    now,
    new Date(now.getTime() - EXPORT_STALE_MS),
  );
  return { erased, exportsRemoved };
}
