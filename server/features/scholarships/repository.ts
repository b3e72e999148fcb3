import { and, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { scholarships, users } from "../../db/schema/index.ts";

const grantedBy = alias(users, "granted_by_user");

/** The scholarship in force for `userId` at `now`: started, not ended, not revoked. */
export async function findActive(db: Executor, userId: string, now: Date) {
  const [row] = await db
    .select({ id: scholarships.id, endsAt: scholarships.endsAt })
    .from(scholarships)
    .where(
      and(
        eq(scholarships.userId, userId),
        isNull(scholarships.revokedAt),
        lte(scholarships.startsAt, now),
        gt(scholarships.endsAt, now),
      ),
    )
    .orderBy(desc(scholarships.endsAt))
    .limit(1);
  return row;
}

export async function insert(
  tx: Executor,
  values: { userId: string; reason: string; startsAt: Date; endsAt: Date; grantedBy: string },
) {
  const [row] = await tx.insert(scholarships).values(values).returning({ id: scholarships.id });
  if (!row) throw new Error("scholarship insert returned nothing");
  return row.id;
}

/** Revokes a scholarship still in force; undefined when there is none by that id or it ended. */
export async function revoke(tx: Executor, id: number, by: string, now: Date) {
  const [row] = await tx
    .update(scholarships)
    .set({ revokedAt: now, revokedBy: by })
    .where(
      and(eq(scholarships.id, id), isNull(scholarships.revokedAt), gt(scholarships.endsAt, now)),
    )
    .returning({ userId: scholarships.userId, endsAt: scholarships.endsAt });
  return row;
}

export async function exists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: scholarships.id })
    .from(scholarships)
    .where(eq(scholarships.id, id));
  return row !== undefined;
}

/** The person a scholarship goes to, by email (any case), locked for the grant. */
export async function findPersonByEmailForUpdate(tx: Executor, email: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .for("update");
  return row;
}

export async function list(
  db: Executor,
  { activeAt, limit, offset }: { activeAt?: Date; limit: number; offset: number },
) {
  return db
    .select({
      scholarshipId: scholarships.id,
      userId: scholarships.userId,
      name: users.name,
      email: users.email,
      reason: scholarships.reason,
      startsAt: scholarships.startsAt,
      endsAt: scholarships.endsAt,
      revokedAt: scholarships.revokedAt,
      grantedByEmail: grantedBy.email,
    })
    .from(scholarships)
    .innerJoin(users, eq(users.id, scholarships.userId))
    .leftJoin(grantedBy, eq(grantedBy.id, scholarships.grantedBy))
    .where(
      activeAt
        ? and(
            isNull(scholarships.revokedAt),
            lte(scholarships.startsAt, activeAt),
            gt(scholarships.endsAt, activeAt),
          )
        : undefined,
    )
    .orderBy(desc(scholarships.createdAt), desc(scholarships.id))
    .limit(limit)
    .offset(offset);
}
