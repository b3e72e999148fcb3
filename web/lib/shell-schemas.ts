// The contract's schemas the shell and the public pages parse answers with, in one module that
// is imported on first use (`loadShellSchemas`): zod and these schemas are one request, made
// after the page is interactive, and not part of the landing's initial JavaScript (ADR 018).
import { z } from "zod";

export { MeSchema, NavigationSchema } from "../../contract/accounts.ts";
export { CLUB_NAMES_PAGE_SIZE, ClubNameListSchema } from "../../contract/clubs.ts";
export { ProblemSchema } from "../../contract/common.ts";
export { JourneyListSchema } from "../../contract/journeys.ts";
export { ActivePlanSchema } from "../../contract/payments.ts";

/** Any JSON answer: for requests whose answer is not used. */
export const AnyJson = z.unknown();
