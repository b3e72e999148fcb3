import {
  OPPORTUNITY_CURRENCIES,
  type Opportunity,
  type OpportunityAsk,
  type OpportunityKind,
  type OpportunityRegion,
  type OpportunityStatus,
} from "../../../../contract/opportunities.ts";
import { isolate } from "../../../i18n/bidi.ts";
import { formatNumber, type Translate, useT } from "../../../i18n/index.ts";
import { useJourneys } from "../../../lib/public-content.ts";
import { opportunitiesCatalogs } from "../messages.ts";

const KIND_IDS: Record<OpportunityKind, string> = {
  job: "opportunities.kind.job",
  internship: "opportunities.kind.internship",
  bounty: "opportunities.kind.bounty",
  "speaking-gig": "opportunities.kind.speakingGig",
};

const REGION_IDS: Record<OpportunityRegion, string> = {
  kerala: "opportunities.region.kerala",
  oman: "opportunities.region.oman",
  global: "opportunities.region.global",
};

const STATUS_IDS: Record<OpportunityStatus, string> = {
  "pending-review": "opportunities.status.pendingReview",
  published: "opportunities.status.published",
  rejected: "opportunities.status.rejected",
  closed: "opportunities.status.closed",
};

/** Codes `Intl` formats as money (USDC is not one: its amount is followed by its code). */
const ISO_CURRENCIES = new Set<string>(["USD", "INR", "OMR", "AED", "EUR"]);

/** An amount in `currency`, in the reader's language and digits. */
export function formatAmount(amount: number, currency: string | null): string {
  if (currency && ISO_CURRENCIES.has(currency)) {
    return formatNumber(amount, { style: "currency", currency, maximumFractionDigits: 0 });
  }
  const number = formatNumber(amount);
  return currency ? `${number} ${currency}` : number;
}

/**
 * What an opportunity pays, in the reader's language: the range (or one end of it) formatted
 * with its currency, then the poster's own words; empty when it says nothing.
 */
export function compensationText(
  t: Translate,
  opportunity: Pick<
    Opportunity,
    "compensation" | "compensationMin" | "compensationMax" | "currency"
  >,
): string {
  const { compensationMin: min, compensationMax: max, currency } = opportunity;
  const money = (amount: number) => formatAmount(amount, currency);
  const range =
    min !== null && max !== null
      ? min === max
        ? money(min)
        : t("opportunities.compensation.range", { min: money(min), max: money(max) })
      : min !== null
        ? t("opportunities.compensation.from", { min: money(min) })
        : max !== null
          ? t("opportunities.compensation.upTo", { max: money(max) })
          : "";
  // The partner's own words keep their direction inside an Arabic sentence.
  return [range, opportunity.compensation && isolate(opportunity.compensation)]
    .filter(Boolean)
    .join(" · ");
}

export const CURRENCIES = OPPORTUNITY_CURRENCIES;

/** The words of the board's kinds, regions, statuses, journeys and asks, in the reader's language. */
export function useOpportunityLabels() {
  const t = useT(opportunitiesCatalogs);
  const journeys = useJourneys().data?.items ?? [];
  const journey = (id: number) =>
    journeys.find((candidate) => candidate.id === id)?.title ??
    t("opportunities.journey.fallback", { id: formatNumber(id) });
  return {
    t,
    journeys,
    kind: (kind: OpportunityKind) => t(KIND_IDS[kind]),
    region: (region: OpportunityRegion) => t(REGION_IDS[region]),
    status: (status: OpportunityStatus) => t(STATUS_IDS[status]),
    journey,
    ask: (ask: OpportunityAsk) =>
      ask.kind === "mission"
        ? t("opportunities.ask.mission", {
            journey: journey(ask.journeyId),
            number: formatNumber(ask.missionNumber),
          })
        : t("opportunities.ask.speeches", { count: ask.count }),
    compensation: (opportunity: Parameters<typeof compensationText>[1]) =>
      compensationText(t, opportunity),
  };
}
