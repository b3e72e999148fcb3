import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { describe, expect, it } from "vitest";
import { migrationTags, runMigration } from "../migration-steps.ts";

/**
 * The migration that keeps social links per platform keeps every link saved before it: each
 * goes to the platform its host names, or to "other".
 */
const TAG = "members-leave-progress-social-links";

describe("the per-platform social links migration", () => {
  it("moves each saved link to its platform and keeps the rest as 'other'", async () => {
    const database = new PGlite({ extensions: { pg_trgm } });
    const tags = migrationTags();
    const index = tags.findIndex((tag) => tag.endsWith(TAG));
    expect(index).toBeGreaterThan(0);
    for (const tag of tags.slice(0, index)) await runMigration(database, tag);

    const saved: [string, string | null][] = [
      ["u1", "https://warpcast.com/chessowl"],
      ["u2", "https://X.com/chessowl"],
      ["u3", "https://bsky.app/profile/chessowl.bsky.social"],
      ["u4", "https://hey.xyz/u/chessowl"],
      ["u5", "https://www.threads.net/@chessowl"],
      ["u6", "https://chessowl.example.org/about"],
      ["u7", "https://notx.com/chessowl"],
      ["u8", null],
    ];
    for (const [id, link] of saved) {
      await database.query(
        "insert into users (id, name, email, social_link) values ($1, $1, $1 || '@example.com', $2)",
        [id, link],
      );
    }
    await runMigration(database, tags[index] ?? "");

    const { rows } = await database.query<{ user_id: string; platform: string; url: string }>(
      "select user_id, platform, url from social_links order by user_id",
    );
    expect(rows).toEqual([
      { user_id: "u1", platform: "farcaster", url: "https://warpcast.com/chessowl" },
      { user_id: "u2", platform: "twitter", url: "https://X.com/chessowl" },
      { user_id: "u3", platform: "bluesky", url: "https://bsky.app/profile/chessowl.bsky.social" },
      { user_id: "u4", platform: "lens", url: "https://hey.xyz/u/chessowl" },
      { user_id: "u5", platform: "threads", url: "https://www.threads.net/@chessowl" },
      { user_id: "u6", platform: "other", url: "https://chessowl.example.org/about" },
      { user_id: "u7", platform: "other", url: "https://notx.com/chessowl" },
    ]);
    await database.close();
  });
});
