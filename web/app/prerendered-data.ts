import type { QueryClient } from "@tanstack/react-query";
import { builtInClubs } from "../../content/clubs.ts";
import { journeys } from "../../content/journeys.ts";
import { membershipPlan } from "../../content/plan.ts";
import type { ClubNameList } from "../../contract/clubs.ts";
import { slugOf } from "../../contract/common.ts";
import type { JourneyList } from "../../contract/journeys.ts";
import type { ActivePlan } from "../../contract/payments.ts";
import { queryKeys } from "../lib/query-keys.ts";

/** Pages prerendered to HTML at build time (signed-out view), hydrated in the browser. */
export const PRERENDERED_PATHS = ["/", "/Journeys", "/KeralaBlockvocates", "/OmanBlockvocates"];

/** Query keys whose prerendered answers may be out of date: refetched right after hydration. */
export const REFRESHED_AFTER_HYDRATION = [queryKeys.clubs.all, queryKeys.plan];

/** The shipped content the public pages show, as the API would answer it. */
export function seedPublicContent(queryClient: QueryClient) {
  const journeyList: JourneyList = {
    items: journeys.map((journey) => ({ ...journey, modules: [...journey.modules] })),
  };
  const { prices, perks, ...plan } = membershipPlan;
  const activePlan: ActivePlan = {
    plan: { ...plan, perks: [...perks], prices: prices.map((price) => ({ ...price })) },
  };
  const clubNames: ClubNameList = {
    items: builtInClubs.map((club) => ({
      clubId: club.id,
      clubName: club.clubName,
      slug: slugOf(club.clubName),
    })),
    total: builtInClubs.length,
  };
  queryClient.setQueryData(queryKeys.journeys, journeyList);
  queryClient.setQueryData(queryKeys.plan, activePlan);
  queryClient.setQueryData(queryKeys.clubs.names, clubNames);
}
