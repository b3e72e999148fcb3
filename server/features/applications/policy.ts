import type { SessionUser } from "../../auth/session.ts";
import { canLeadClub } from "../clubs/policy.ts";

/** Only the leader of the application's club may accept or reject it. */
export function canDecideApplication(
  user: SessionUser,
  application: { clubId: number; leaderId: string | null },
): boolean {
  return canLeadClub(user, application);
}
