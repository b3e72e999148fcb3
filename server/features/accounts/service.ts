import type { Me } from "../../../contract/me.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import * as accountRepository from "./repository.ts";

export async function getMe(db: Database, user: SessionUser): Promise<Me> {
  const profile = await accountRepository.findProfile(db, user.id);
  if (!profile) throw notFound("User");
  return { ...profile, isLeader: Boolean(profile.isLeader), isAdmin: user.isAdmin };
}
