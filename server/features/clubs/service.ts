import type { ClubNameList } from "../../../contract/clubs.ts";
import type { Database } from "../../db/client.ts";
import * as clubRepository from "./repository.ts";

export async function listClubNames(db: Database, limit: number): Promise<ClubNameList> {
  const [items, total] = await Promise.all([
    clubRepository.listClubNames(db, limit),
    clubRepository.countClubs(db),
  ]);
  return { items, total };
}
