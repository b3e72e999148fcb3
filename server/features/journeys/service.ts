import type { JourneyChoiceResult } from "../../../contract/journey-choice.ts";
import type { Database } from "../../db/client.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import { journeyMessages } from "./messages.ts";
import { journeyChoiceRefusal } from "./policy.ts";
import * as journeyRepository from "./repository.ts";

export async function chooseJourney(
  db: Database,
  userId: string,
  journeyId: number,
): Promise<JourneyChoiceResult> {
  const journeyName = await journeyRepository.findJourneyName(db, journeyId);
  if (!journeyName) {
    const message = journeyMessages.text("journeys.unknown");
    throw badRequest(message, [{ field: "journeyId", message }]);
  }
  const before = await journeyRepository.findProgress(db, userId);
  if (!before) throw notFound("User");
  refuse(journeyChoiceRefusal(before));
  if (await journeyRepository.chooseJourneyOnce(db, userId, journeyId)) {
    return { journeyId, journeyName };
  }
  // Another request chose first: the row as it is now says why this one may not.
  const after = await journeyRepository.findProgress(db, userId);
  if (after) refuse(journeyChoiceRefusal(after));
  throw notFound("User");
}
