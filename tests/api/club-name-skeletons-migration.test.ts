import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import type { Executor } from "../../server/db/client.ts";
import * as schema from "../../server/db/schema/index.ts";
import { fillClubNameSkeletons } from "../../server/db/seed.ts";
import { nameSkeleton } from "../../server/lib/names/skeleton.ts";
import { migrationTags, runMigration } from "../migration-steps.ts";

/** Migration 0020 on clubs made before it: each gets its skeleton; existing look-alikes stay. */
describe("migration 0020's club name skeletons", () => {
  it("fills every older club's skeleton, oldest first, and keeps look-alikes made before it", async () => {
    const database = new PGlite({ extensions: { pg_trgm } });
    const tags = migrationTags();
    const index = tags.indexOf("0020_club-name-skeletons-audit-truncate");
    expect(index).toBeGreaterThan(0);
    for (const tag of tags.slice(0, index)) await runMigration(database, tag);
    const names = ["Probe", "Pr\u043ebe", "Kochi Builders", "\u0d15\u0d4a\u0d1a\u0d4d\u0d1a\u0d3f"];
    for (const [position, name] of names.entries()) {
      await database.query(
        `insert into clubs (id, club_name, slug, club_type, meeting_format, location, meeting_time, meeting_days)
         values ($1, $2, $3, 'web3', 'online', 'Kochi', 'evening', '{monday}')`,
        [position + 10, name, name.replaceAll(" ", "")],
      );
    }
    await runMigration(database, tags[index] ?? "");
    const db = drizzle(database, { schema });
    // The app's executor type names node-postgres and PGlite drizzles alike; this one is PGlite's.
    const executor = db as unknown as Executor;
    await fillClubNameSkeletons(executor);
    await fillClubNameSkeletons(executor); // a second start changes nothing
    const rows = await database.query<{ id: number; name_skeleton: string | null }>(
      "select id, name_skeleton from clubs order by id",
    );
    expect(rows.rows).toEqual([
      { id: 10, name_skeleton: nameSkeleton("Probe") },
      { id: 11, name_skeleton: null }, // the younger look-alike: kept, without a skeleton
      { id: 12, name_skeleton: nameSkeleton("Kochi Builders") },
      { id: 13, name_skeleton: nameSkeleton(names[3] ?? "") },
    ]);
    // From now on the index refuses a third look-alike.
    await expect(
      database.query(
        `insert into clubs (club_name, slug, name_skeleton, club_type, meeting_format, location, meeting_time, meeting_days)
         values ('PR\u041eBE x', 'PROBEx', $1, 'web3', 'online', 'Kochi', 'evening', '{monday}')`,
        [nameSkeleton("Probe")],
      ),
    ).rejects.toThrow(/clubs_name_skeleton_key/);
    await database.close();
  });

  it("fills thousands of clubs in a few statements, keeping the oldest of look-alikes", async () => {
    const database = new PGlite({ extensions: { pg_trgm } });
    const tags = migrationTags();
    const index = tags.indexOf("0020_club-name-skeletons-audit-truncate");
    for (const tag of tags.slice(0, index + 1)) await runMigration(database, tag);
    // 12,000 clubs without a skeleton (more than one update's 5,000): every 1,000th is a Probe
    // followed by its look-alike (a Cyrillic o), and a young club already holds Club 7's skeleton.
    await database.query(
      `insert into clubs (id, club_name, slug, club_type, meeting_format, location, meeting_time, meeting_days)
       select i,
         case when i % 1000 = 0 then 'Probe ' || i
              when i % 1000 = 1 and i > 1 then 'Pr' || chr(1086) || 'be ' || (i - 1)
              else 'Club ' || i end,
         'C' || i, 'web3', 'online', 'Kochi', 'evening', '{monday}'
       from generate_series(1, 12000) as i`,
    );
    await database.query(
      `insert into clubs (id, club_name, slug, name_skeleton, club_type, meeting_format, location, meeting_time, meeting_days)
       values (20000, 'Club 7', 'Club7young', $1, 'web3', 'online', 'Kochi', 'evening', '{monday}')`,
      [nameSkeleton("Club 7")],
    );
    const executor = drizzle(database, { schema }) as unknown as Executor;
    let statements = 0;
    const query = database.query.bind(database);
    database.query = ((...args: Parameters<typeof query>) => {
      statements += 1;
      return query(...args);
    }) as typeof database.query;
    await fillClubNameSkeletons(executor);
    database.query = query;
    // The clubs without one, the skeletons already held among theirs, three updates.
    expect(statements).toBe(5);
    const empty = await database.query<{ id: number }>(
      "select id from clubs where name_skeleton is null order by id",
    );
    // Club 7 (the young club holds its skeleton) and each younger look-alike (1001, 2001, ...).
    expect(empty.rows.map((row) => row.id)).toEqual([
      7,
      ...Array.from({ length: 11 }, (_, k) => (k + 1) * 1000 + 1),
    ]);
    const probe = await database.query<{ name_skeleton: string }>(
      "select name_skeleton from clubs where id = 3000",
    );
    expect(probe.rows[0]?.name_skeleton).toBe(nameSkeleton("Probe 3000"));
    await database.close();
  });
});
