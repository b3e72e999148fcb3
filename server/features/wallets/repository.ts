import { and, asc, count, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { walletLinks, walletNonces } from "../../db/schema/index.ts";

export type NoncePurpose = "link" | "sign-in";

const walletColumns = {
  walletId: walletLinks.id,
  address: walletLinks.address,
  chainId: walletLinks.chainId,
  linkedAt: walletLinks.linkedAt,
  isPublic: walletLinks.isPublic,
  namesCredentials: walletLinks.namesCredentials,
};

/** Stores a fresh nonce, and drops the expired ones of everybody (they can never be used). */
export async function insertNonce(
  db: Executor,
  nonce: { nonce: string; purpose: NoncePurpose; userId: string | null; expiresAt: Date },
  now: Date,
) {
  await db.delete(walletNonces).where(lt(walletNonces.expiresAt, now));
  await db.insert(walletNonces).values(nonce);
}

/**
 * Burns a nonce: deleted whatever happens next, so it is used at most once (of two requests
 * racing with it, one gets the row). Returns when it expires, or undefined when it was not ours.
 */
export async function burnNonce(
  db: Executor,
  nonce: string,
  purpose: NoncePurpose,
  userId: string | null,
): Promise<Date | undefined> {
  const [row] = await db
    .delete(walletNonces)
    .where(
      and(
        eq(walletNonces.nonce, nonce),
        eq(walletNonces.purpose, purpose),
        userId === null ? sql`${walletNonces.userId} is null` : eq(walletNonces.userId, userId),
      ),
    )
    .returning({ expiresAt: walletNonces.expiresAt });
  return row?.expiresAt;
}

export async function listWallets(db: Executor, userId: string) {
  return db
    .select(walletColumns)
    .from(walletLinks)
    .where(eq(walletLinks.userId, userId))
    .orderBy(asc(walletLinks.linkedAt), asc(walletLinks.id));
}

/** The linked wallets of these people, each one's oldest first, in one statement. */
export async function listWalletsOf(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: walletLinks.userId, ...walletColumns })
    .from(walletLinks)
    .where(inArray(walletLinks.userId, [...userIds]))
    .orderBy(asc(walletLinks.linkedAt), asc(walletLinks.id));
}

export async function countWallets(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(walletLinks)
    .where(eq(walletLinks.userId, userId));
  return row?.n ?? 0;
}

/** Who has linked an address (any case), if anyone. */
export async function ownerOf(db: Executor, address: string) {
  const [row] = await db
    .select({ userId: walletLinks.userId, walletId: walletLinks.id })
    .from(walletLinks)
    .where(sql`lower(${walletLinks.address}) = lower(${address})`);
  return row;
}

/** Links an address unless someone (maybe the same person) has it already: then nothing. */
export async function insertWallet(
  db: Executor,
  wallet: { userId: string; address: string; chainId: number; linkedAt: Date },
) {
  const [row] = await db
    .insert(walletLinks)
    .values(wallet)
    .onConflictDoNothing()
    .returning(walletColumns);
  return row;
}

export async function findWallet(db: Executor, userId: string, walletId: number) {
  const [row] = await db
    .select(walletColumns)
    .from(walletLinks)
    .where(and(eq(walletLinks.id, walletId), eq(walletLinks.userId, userId)));
  return row;
}

export async function deleteWallet(db: Executor, userId: string, walletId: number) {
  const rows = await db
    .delete(walletLinks)
    .where(and(eq(walletLinks.id, walletId), eq(walletLinks.userId, userId)))
    .returning({ walletId: walletLinks.id });
  return rows.length > 0;
}

export async function setVisibility(
  db: Executor,
  userId: string,
  walletId: number,
  isPublic: boolean,
) {
  const [row] = await db
    .update(walletLinks)
    .set({ isPublic })
    .where(and(eq(walletLinks.id, walletId), eq(walletLinks.userId, userId)))
    .returning(walletColumns);
  return row;
}

/**
 * Makes `walletId` the one wallet the member's credentials name from now on (null: none). The
 * member's wallets are locked first, so two choices at once are made one after the other. False,
 * with nothing changed, when `walletId` is not one of the member's own linked wallets.
 */
export async function chooseCredentialSubject(
  db: Database,
  userId: string,
  walletId: number | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ walletId: walletLinks.id })
      .from(walletLinks)
      .where(eq(walletLinks.userId, userId))
      .for("update");
    if (walletId !== null && !own.some((row) => row.walletId === walletId)) return false;
    await tx
      .update(walletLinks)
      .set({ namesCredentials: false })
      .where(and(eq(walletLinks.userId, userId), eq(walletLinks.namesCredentials, true)));
    if (walletId !== null) {
      await tx
        .update(walletLinks)
        .set({ namesCredentials: true })
        .where(and(eq(walletLinks.id, walletId), eq(walletLinks.userId, userId)));
    }
    return true;
  });
}

export async function hasWallet(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: walletLinks.id })
    .from(walletLinks)
    .where(eq(walletLinks.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function publicWallets(db: Executor, userId: string) {
  return db
    .select({ address: walletLinks.address, chainId: walletLinks.chainId })
    .from(walletLinks)
    .where(and(eq(walletLinks.userId, userId), eq(walletLinks.isPublic, true)))
    .orderBy(asc(walletLinks.linkedAt), asc(walletLinks.id));
}
