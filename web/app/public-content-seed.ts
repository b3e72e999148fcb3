// Prerendering only (entry-server.tsx): the public pages' data, from the shipped content.
import type { QueryClient } from "@tanstack/react-query";
import { builtInClubs } from "../../content/clubs.ts";
import { journeysIn, planTextIn } from "../../content/localized.ts";
import { membershipPlan } from "../../content/plan.ts";
import type { ClubNameList } from "../../contract/clubs.ts";
import { slugOf } from "../../contract/common.ts";
import type { JourneyList } from "../../contract/journeys.ts";
import type { Locale } from "../../contract/locales.ts";
import type { ActivePlan } from "../../contract/payments.ts";
import { queryKeys } from "../lib/query-keys.ts";

/** The shipped content the public pages show, as the API would answer it in `locale`. */
export function seedPublicContent(queryClient: QueryClient, locale: Locale) {
  const journeyList: JourneyList = { items: journeysIn(locale) };
  const { prices, perks: _perks, ...plan } = membershipPlan;
  const activePlan: ActivePlan = {
    plan: { ...plan, ...planTextIn(locale), prices: prices.map((price) => ({ ...price })) },
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
