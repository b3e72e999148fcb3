import type { Executor } from "../../db/client.ts";
import * as credentialRepository from "./repository.ts";

/** One credential of a member, as another feature lists it: its id, name, day and whether revoked. */
export interface HeldCredential {
  credentialId: string;
  name: string;
  issuedAt: Date;
  revoked: boolean;
}

/**
 * The member's credentials, newest first, revoked ones included (marked): what they may share
 * with a partner when applying (issue 37) and what the partner then reads, as it stands now.
 */
export async function credentialsHeldBy(db: Executor, userId: string): Promise<HeldCredential[]> {
  return (await credentialsHeldByEach(db, [userId])).get(userId) ?? [];
}

/** As `credentialsHeldBy`, for each of these people, in one statement. */
export async function credentialsHeldByEach(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, HeldCredential[]>> {
  const held = new Map<string, HeldCredential[]>();
  for (const row of await credentialRepository.listForUsers(db, userIds)) {
    const list = held.get(row.userId) ?? [];
    list.push({
      credentialId: row.id,
      name: String((row.document as { name?: unknown }).name ?? ""),
      issuedAt: row.issuedAt,
      revoked: row.revokedAt !== null,
    });
    held.set(row.userId, list);
  }
  return held;
}
