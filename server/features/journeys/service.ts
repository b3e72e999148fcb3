import type { JourneyChoiceResult } from "../../../contract/journey-choice.ts";
import type { Database } from "../../db/client.ts";
import { AppError, badRequest, notFound } from "../../lib/errors.ts";
import { journeyChoiceRefusal } from "./policy.ts";
import * as journeyRepository from "./repository.ts";

function refused(progress: { clubMembership: number; pathId: number }): AppError | undefined {
  const refusal = journeyChoiceRefusal(progress);
  return refusal ? new AppError(refusal.status, refusal.message) : undefined;
}

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
  const before = await journeyRepository.findProgress(db, userId);
  if (!before) throw notFound("User");
  const refusal = refused(before);
  if (refusal) throw refusal;
  if (await journeyRepository.choosePathOnce(db, userId, pathId)) return { pathId, pathName };
  // Another request chose first: the row as it is now says why this one may not.
  const after = await journeyRepository.findProgress(db, userId);
  throw (after && refused(after)) ?? notFound("User");
}
