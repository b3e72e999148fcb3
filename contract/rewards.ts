/**
 * $VOCATE's default rules (docs/product.md, round 3 decision 3): programme points earned only by work
 * someone else verified, during an active membership. The rewards issue moves them into a table
 * admins edit; until then every screen that names an amount reads it here, so no text promises
 * more than the rules pay.
 */
export const DEFAULT_REWARD_RULES = {
  verifiedMission: 500,
  deliveredAndEvaluatedSpeech: 250,
  meetingRoleFulfilled: 100,
  attendance: 50,
  /** At most this much per six-month membership period: the membership card's "6000 $VOCATE". */
  capPerMembershipPeriod: 6_000,
} as const;
