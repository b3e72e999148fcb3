/** The public entry of the rewards feature: what other features may use (ADR 032). */
export { seasonOf } from "./ledger.ts";
export { amountPaidNow } from "./paid-now.ts";
/** A member's $VOCATE balance (what they may share when applying, issue 37). */
export { balanceOf as vocateBalanceOf, balancesOf as vocateBalancesOf } from "./repository.ts";
export {
  awardForVerifiedEvent,
  reverseAwardsFor,
  SYSTEM,
  settleAward,
  type VerifiedEvent,
} from "./service.ts";
