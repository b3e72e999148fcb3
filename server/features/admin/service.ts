import type { z } from "zod";
import { clubOfMembershipLevel } from "../../../content/plan.ts";
import type {
  AdminClubList,
  AdminUserList,
  AdminUserQuerySchema,
  AuditAction,
  AuditList,
} from "../../../contract/admin.ts";
import { MAX_CLUBS_PER_LEADER } from "../../../contract/clubs.ts";
import type { PageQuery } from "../../../contract/common.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { pageFrom, windowOf } from "../../lib/paging.ts";
import { refuse } from "../../lib/refusal.ts";
import { notification, notify } from "../../notify/index.ts";
import {
  adminChangeRefusal,
  archiveRefusal,
  CHECKOUT_OPEN_MS,
  disableRefusal,
  leaderAssignmentRefusal,
} from "./policy.ts";
import * as adminRepository from "./repository.ts";

export async function listUsers(
  db: Database,
  adminEmails: readonly string[],
  { q, page, pageSize }: z.output<typeof AdminUserQuerySchema>,
): Promise<AdminUserList> {
  const { limit, offset } = windowOf(page, pageSize);
  const rows = await adminRepository.listUsers(db, q || undefined, limit, offset);
  const items = rows.map(({ isAdmin, disabledAt, createdAt, ...row }) => ({
    ...row,
    admin: adminEmails.includes(row.email.toLowerCase())
      ? ("listed" as const)
      : isAdmin
        ? ("granted" as const)
        : null,
    disabled: disabledAt !== null,
    createdAt: createdAt.toISOString(),
  }));
  return pageFrom(items, page, pageSize);
}

export async function listClubs(
  db: Database,
  { page, pageSize }: PageQuery,
): Promise<AdminClubList> {
  const { limit, offset } = windowOf(page, pageSize);
  const rows = await adminRepository.listClubs(db, limit, offset);
  return pageFrom(
    rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      archivedAt: row.archivedAt?.toISOString() ?? null,
    })),
    page,
    pageSize,
  );
}

/**
 * Archives a club (hidden from search and the club lists, no new applications or members) or
 * restores it; its members and leader are told in the same transaction, the audit log records
 * the change. Refused while a checkout for the club's membership may still be paid (ADR 016).
 */
export async function setClubArchived(
  db: Database,
  actor: SessionUser,
  now: Date,
  clubId: number,
  archived: boolean,
) {
  await db.transaction(async (tx) => {
    const club = await adminRepository.findClubForUpdate(tx, clubId);
    if (!club) throw notFound("Club");
    if ((club.archivedAt !== null) === archived) return;
    if (archived) {
      const levels = Object.entries(clubOfMembershipLevel)
        .filter(([, levelClubId]) => levelClubId === clubId)
        .map(([level]) => Number(level));
      const since = new Date(now.getTime() - CHECKOUT_OPEN_MS);
      refuse(archiveRefusal(await adminRepository.countOpenCheckouts(tx, levels, since)));
    }
    await adminRepository.setClubArchived(tx, clubId, archived ? now : null);
    await recordAudit(
      tx,
      actor,
      archived ? "club-archived" : "club-restored",
      "club",
      String(clubId),
      {
        before: { archivedAt: club.archivedAt?.toISOString() ?? null },
        after: { archivedAt: archived ? now.toISOString() : null },
      },
    );
    const named = { id: club.clubId, name: club.clubName };
    const message = archived
      ? notification("club-archived", { club: named })
      : notification("club-restored", { club: named });
    for (const userId of await adminRepository.listClubPeople(tx, clubId, club.leaderId)) {
      await notify(tx, userId, message);
    }
  });
}

/** Grants or revokes admin rights; recorded in the audit log with the change. */
export async function setAdmin(
  db: Database,
  actor: SessionUser,
  adminEmails: readonly string[],
  userId: string,
  admin: boolean,
) {
  await db.transaction(async (tx) => {
    const target = await adminRepository.findTargetForUpdate(tx, userId);
    if (!target) throw notFound("User");
    refuse(adminChangeRefusal(actor, target, admin, adminEmails));
    if (target.isAdmin === admin) return;
    await adminRepository.setAdmin(tx, userId, admin);
    await recordAudit(tx, actor, admin ? "admin-granted" : "admin-revoked", "user", userId, {
      before: { isAdmin: target.isAdmin },
      after: { isAdmin: admin },
    });
  });
}

/** Disables an account (its sessions end at once) or enables it again. */
export async function setDisabled(
  db: Database,
  actor: SessionUser,
  adminEmails: readonly string[],
  now: Date,
  userId: string,
  disabled: boolean,
) {
  await db.transaction(async (tx) => {
    const target = await adminRepository.findTargetForUpdate(tx, userId);
    if (!target) throw notFound("User");
    refuse(disableRefusal(actor, target, disabled, adminEmails));
    if ((target.disabledAt !== null) === disabled) return;
    await adminRepository.setDisabled(tx, userId, disabled ? now : null);
    await recordAudit(
      tx,
      actor,
      disabled ? "account-disabled" : "account-enabled",
      "user",
      userId,
      {
        before: { disabled: !disabled },
        after: { disabled },
      },
    );
  });
}

/** Gives a club its leader (a leaderless built-in club, or a hand-over); both people are told. */
export async function assignLeader(
  db: Database,
  actor: SessionUser,
  clubId: number,
  email: string,
) {
  await db.transaction(async (tx) => {
    const club = await adminRepository.findClubForUpdate(tx, clubId);
    if (!club) throw notFound("Club");
    const target = await adminRepository.findTargetByEmailForUpdate(tx, email);
    if (!target) throw notFound("User");
    if (club.leaderId === target.id) return;
    // A co-leader of the club who becomes its leader stops co-leading it first, so the limit's
    // count does not hold the club twice (a refusal rolls it back).
    await adminRepository.setClubLeader(tx, clubId, target.id);
    refuse(
      leaderAssignmentRefusal(
        target,
        (await adminRepository.countLedClubs(tx, target.id)) - 1,
        MAX_CLUBS_PER_LEADER,
      ),
    );
    await recordAudit(tx, actor, "club-leader-assigned", "club", String(clubId), {
      before: { leaderId: club.leaderId },
      after: { leaderId: target.id },
    });
    const named = { id: club.clubId, name: club.clubName };
    await notify(tx, target.id, notification("club-leadership-given", { club: named }));
    if (club.leaderId) {
      await notify(tx, club.leaderId, notification("club-leadership-taken", { club: named }));
    }
  });
}

/** Appends an admin's decision to the audit log, in the decision's transaction. */
export async function recordAudit(
  tx: Parameters<typeof adminRepository.insertAudit>[0],
  actor: SessionUser,
  action: AuditAction,
  targetType: adminRepository.NewAuditEntry["targetType"],
  targetId: string,
  change: { before: unknown; after: unknown },
) {
  await adminRepository.insertAudit(tx, {
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetType,
    targetId,
    ...change,
  });
}

export async function listAudit(
  db: Database,
  { action, page, pageSize }: PageQuery & { action?: AuditAction },
): Promise<AuditList> {
  const { limit, offset } = windowOf(page, pageSize);
  const rows = await adminRepository.listAudit(db, action, limit, offset);
  return pageFrom(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    pageSize,
  );
}
