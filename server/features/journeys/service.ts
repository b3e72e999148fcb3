import type { JourneyChoiceResult } from "../../../contract/journey-choice.ts";
import type { Database } from "../../db/client.ts";
import { AppError, badRequest, notFound } from "../../lib/errors.ts";
import { journeyChoiceRefusal } from "./policy.ts";
import * as journeyRepository from "./repository.ts";

function refused(progress: {
  clubId: number | null;
  journeyId: number | null;
}): AppError | undefined {
  const refusal = journeyChoiceRefusal(progress);
  return refusal ? new AppError(refusal.status, refusal.message) : undefined;
}

export async function chooseJourney(
  db: Database,
  userId: string,
  journeyId: number,
): Promise<JourneyChoiceResult> {
  const journeyName = await journeyRepository.findJourneyName(db, journeyId);
  if (!journeyName) {
    throw badRequest("Choose one of the six journeys.", [
      { field: "journeyId", message: "Unknown journey." },
    ]);
  }
  const before = await journeyRepository.findProgress(db, userId);
  if (!before) throw notFound("User");
  const refusal = refused(before);
  if (refusal) throw refusal;
  if (await journeyRepository.chooseJourneyOnce(db, userId, journeyId))
    return { journeyId, journeyName };
  // Another request chose first: the row as it is now says why this one may not.
  const after = await journeyRepository.findProgress(db, userId);
  throw (after && refused(after)) ?? notFound("User");
}
