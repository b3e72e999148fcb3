import type { JourneyChoiceResult } from "../../../contract/journey-choice.ts";
import type { Database } from "../../db/client.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import * as journeyRepository from "./repository.ts";

export const JOURNEY_ALREADY_CHOSEN = "Your journey is already chosen and cannot be changed.";
export const JOURNEY_NEEDS_CLUB = "Join a club before choosing your journey.";

export async function chooseJourney(
  db: Database,
  userId: string,
  pathId: number,
): Promise<JourneyChoiceResult> {
  const pathName = await journeyRepository.findPathName(db, pathId);
  if (!pathName) {
    throw badRequest("Choose one of the six journeys.", [
      { field: "pathId", message: "Unknown journey." },
    ]);
  }
  if (await journeyRepository.choosePathOnce(db, userId, pathId)) return { pathId, pathName };
  const progress = await journeyRepository.findProgress(db, userId);
  if (!progress) throw notFound("User");
  if (progress.pathId !== 0) throw conflict(JOURNEY_ALREADY_CHOSEN);
  throw forbidden(JOURNEY_NEEDS_CLUB);
}
