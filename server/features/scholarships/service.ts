import type { z } from "zod";
import type {
  GrantScholarship,
  Scholarship,
  ScholarshipList,
  ScholarshipListQuerySchema,
  ScholarshipState,
} from "../../../contract/scholarships.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { pageFrom, windowOf } from "../../lib/paging.ts";
import { refuse } from "../../lib/refusal.ts";
import { notification, notify } from "../../notify/index.ts";
import { recordAudit } from "../admin/index.ts";
import { scholarshipMessages } from "./messages.ts";
import { endOfPeriod, grantRefusal } from "./policy.ts";
import * as scholarshipRepository from "./repository.ts";

/** When the scholarship in force for `userId` ends; undefined without one. */
export async function activeScholarshipEnd(
  db: Executor,
  userId: string,
  now: Date,
): Promise<Date | undefined> {
  return (await scholarshipRepository.findActive(db, userId, now))?.endsAt;
}

/**
 * An admin gives a person the membership for `months` months from now, without payment: the
 * scholarship, the audit entry and the person's notification commit together.
 */
export async function grantScholarship(
  db: Database,
  admin: SessionUser,
  now: Date,
  grant: GrantScholarship,
): Promise<{ scholarshipId: number }> {
  return db.transaction(async (tx) => {
    const person = await scholarshipRepository.findPersonByEmailForUpdate(tx, grant.email);
    if (!person) {
      const message = scholarshipMessages.text("scholarships.noAccount");
      throw badRequest(message, [{ field: "email", message }]);
    }
    refuse(grantRefusal(await activeScholarshipEnd(tx, person.id, now)));
    const endsAt = endOfPeriod(now, grant.months);
    const scholarshipId = await scholarshipRepository.insert(tx, {
      userId: person.id,
      reason: grant.reason,
      startsAt: now,
      endsAt,
      grantedBy: admin.id,
    });
    await recordAudit(tx, admin, "scholarship-granted", "scholarship", String(scholarshipId), {
      before: null,
      after: {
        userId: person.id,
        email: person.email,
        months: grant.months,
        endsAt: endsAt.toISOString(),
        reason: grant.reason,
      },
    });
    await notify(tx, person.id, notification("scholarship-granted", { date: endsAt }));
    return { scholarshipId };
  });
}

/** Ends a scholarship in force now; the person is told, the audit log keeps it. */
export async function revokeScholarship(
  db: Database,
  admin: SessionUser,
  now: Date,
  scholarshipId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await scholarshipRepository.revoke(tx, scholarshipId, admin.id, now);
    if (!revoked) {
      if (!(await scholarshipRepository.exists(tx, scholarshipId))) {
        throw notFound(scholarshipMessages.text("scholarships.notFound"));
      }
      throw conflict(scholarshipMessages.text("scholarships.notActive"));
    }
    await recordAudit(tx, admin, "scholarship-revoked", "scholarship", String(scholarshipId), {
      before: { endsAt: revoked.endsAt.toISOString() },
      after: { revokedAt: now.toISOString() },
    });
    await notify(tx, revoked.userId, notification("scholarship-revoked", {}));
  });
}

function stateOf(row: { endsAt: Date; revokedAt: Date | null }, now: Date): ScholarshipState {
  if (row.revokedAt) return "revoked";
  return row.endsAt > now ? "active" : "ended";
}

export async function listScholarships(
  db: Database,
  now: Date,
  { state, page, pageSize }: z.output<typeof ScholarshipListQuerySchema>,
): Promise<ScholarshipList> {
  const { limit, offset } = windowOf(page, pageSize);
  const rows = await scholarshipRepository.list(db, {
    activeAt: state === "active" ? now : undefined,
    limit,
    offset,
  });
  const items: Scholarship[] = rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    state: stateOf(row, now),
  }));
  return pageFrom(items, page, pageSize);
}
