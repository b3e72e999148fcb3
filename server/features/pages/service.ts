import { isReservedSlug } from "../../../contract/common.ts";
import type { SlugTarget } from "../../../contract/pages.ts";
import type { Database } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/errors.ts";
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

/** First path segments that are files, not screens: a missing one is a plain 404. */
const NOT_SCREENS = new Set(["api", "assets", "images"]);

/**
 * Whether the web app has a page at `pathname`: one of its screens (which show their own
 * not-found state for an unknown id) or a club's or mission's slug, current or renamed. The
 * server answers every other path with the app's not-found page and status 404.
 */
export async function pageExists(db: Database, pathname: string): Promise<boolean> {
  const [first] = pathname.split("/").filter(Boolean);
  if (first === undefined) return true;
  let segment: string;
  try {
    segment = decodeURIComponent(first);
  } catch {
    return false;
  }
  if (NOT_SCREENS.has(segment.toLowerCase())) return false;
  if (isReservedSlug(segment)) return true;
  try {
    await resolveSlug(db, segment);
    return true;
  } catch (error) {
    // Only "no such page" is a 404: when the database does not answer, the page decides.
    return !(error instanceof AppError && error.status === 404);
  }
}
