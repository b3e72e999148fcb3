import { randomUUID } from "node:crypto";
import { curriculum } from "../../content/curriculum/index.ts";
import { journeys } from "../../content/journeys.ts";
import type { Database } from "../../server/db/client.ts";
import { missionCompletions, missions } from "../../server/db/schema/index.ts";

/** The ids of a journey's path in order (ADR 036): Missions 1 and 2, then the journey's 3 to 8. */
export function pathOf(journeyId: number): string[] {
  const slug = journeys.find((journey) => journey.id === journeyId)?.slug ?? "";
  const own = curriculum[slug];
  if (!own) throw new Error(`no curriculum for journey ${journeyId}`);
  return ["mission101", "mission111", ...own.map((mission) => mission.id)];
}

/**
 * Submissions written straight to the database, for a path seeded fast: verified ones ("completed",
 * decided now, without the credential a leader's verification issues) or waiting ones ("pending",
 * to be verified through the API).
 */
export async function seedSubmissions(
  db: Database,
  member: { id: string },
  clubId: number,
  missionIds: readonly string[],
  missionStatus: "completed" | "pending" = "completed",
) {
  const now = new Date();
  await db.insert(missionCompletions).values(
    missionIds.map((missionId) => ({
      userId: member.id,
      missionId,
      clubId,
      missionStatus,
      submittedAt: now,
      decidedAt: missionStatus === "completed" ? now : null,
    })),
  );
}

/** A mission the manager added to journey `journeyId`: no place on the path (sequence null). */
export async function buildExtraMission(db: Database, journeyId: number) {
  const id = `extra-${randomUUID().slice(0, 8)}`;
  await db.insert(missions).values({
    id,
    missionName: "Extra mission",
    slug: id,
    objective: "Something the manager added",
    journeyId,
  });
  return id;
}
