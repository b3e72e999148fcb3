import type { FastifyInstance } from "fastify";
import { clearOnChanges } from "../../lib/cache-invalidation.ts";
import { ExpiringCache } from "../../lib/expiring-cache.ts";
import type { PrecomputedBody } from "../../lib/precomputed-response.ts";
import type { ClubSearchRow } from "./search.ts";

/** The channel the database announces club changes on (migration 0019's trigger). */
export const CLUB_CHANGES_CHANNEL = "club_changes";

/** How long a page of the directory is kept at most (a lost notice costs this long). */
export const CLUB_DIRECTORY_TTL_MS = 10_000;

/**
 * The club directory as everyone sees it, kept a few seconds (ADR 023): the search's pages by
 * filters, and the landing's names list with the club count. The same searches come again and
 * again (a city, a day) and clubs change rarely; what differs per person, how they stand with
 * each club, is read fresh on every search. Emptied on any club change in any process (the
 * database's notice), before this process answers any write, and when the notices' connection
 * comes back.
 */
export class ClubDirectory {
  readonly searches: ExpiringCache<ClubSearchRow[]>;
  readonly names: ExpiringCache<PrecomputedBody>;

  constructor(ttlMs: number) {
    this.searches = new ExpiringCache(ttlMs, 1_000);
    this.names = new ExpiringCache(ttlMs, 100);
  }

  clear() {
    this.searches.clear();
    this.names.clear();
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** The club directory's cache of this app (ADR 023). */
    clubDirectory: ClubDirectory;
  }
}

export async function registerClubDirectory(app: FastifyInstance, ttlMs: number) {
  const directory = new ClubDirectory(ttlMs);
  app.decorate("clubDirectory", directory);
  await clearOnChanges(app, CLUB_CHANGES_CHANNEL, directory);
}
