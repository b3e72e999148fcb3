/**
 * What a paid membership level joins: 1 (/Checkout) the online club 1, 2 (the Kerala page) club
 * 2, 3 (the Oman page) club 3. A level is not a club id; this table says which club it means.
 */
export const clubOfMembershipLevel: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 3 };

export const membershipPlan = {
  id: "membership",
  name: "Blockvocates Membership",
  scholarPriceSixMonthsUsd: 60,
  scholarPriceMonthlyUsd: 10,
  listPriceSixMonthsUsd: 25000,
  listPriceMonthlyUsd: 4200,
  rewardTokens: 6000,
  prices: [
    {
      id: "price_membership_6m",
      amountCents: 6000,
      currency: "usd",
      interval: "month",
      intervalCount: 6,
    },
  ],
  perks: [
    "Regular club meetings with fellow members",
    "Full access to your chosen career journey",
    "Mission reviews and verification of your work",
    "Speaking slots to present at club meetings",
    "6,000 $VOCATE in rewards as you progress",
  ],
} as const;
