import type { Executor } from "../../db/client.ts";
import { activeScholarshipEnd } from "../scholarships/service.ts";
import * as paymentRepository from "./repository.ts";

/**
 * Whether the person's membership is in force at `now`: a paid period or a scholarship. The
 * journey's missions 3 to 8, their verification and credentials, the journey credential and
 * $VOCATE rewards need it (PRODUCT.md, round 3 decision 2); every feature asks here.
 */
export async function hasActiveMembership(
  db: Executor,
  userId: string,
  now: Date,
): Promise<boolean> {
  if (await paymentRepository.hasPaidPeriodAt(db, userId, now)) return true;
  return (await activeScholarshipEnd(db, userId, now)) !== undefined;
}
