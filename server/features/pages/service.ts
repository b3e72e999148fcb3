import type { SlugTarget } from "../../../contract/pages.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import * as pageRepository from "./repository.ts";

export async function resolveSlug(db: Database, slug: string): Promise<SlugTarget> {
  const club = await pageRepository.findClubBySlug(db, slug);
  if (club) return { kind: "club", ...club };
  const mission = await pageRepository.findMissionBySlug(db, slug);
  if (mission) return { kind: "mission", ...mission };
  // Live pages first; then the addresses renamed clubs and missions left behind.
  const redirect =
    (await pageRepository.findClubRedirect(db, slug)) ??
    (await pageRepository.findMissionRedirect(db, slug));
  if (redirect) return { kind: "redirect", slug: redirect.slug };
  throw notFound("Page");
}
