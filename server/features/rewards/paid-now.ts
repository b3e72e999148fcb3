import type { RewardRuleKey } from "../../../contract/rewards.ts";
import type { Executor } from "../../db/client.ts";
import * as rewardRepository from "./repository.ts";

/**
 * What rule `key` pays now for one event verified by someone else: its amount, or 0 while it is
 * off. A text that names an amount (Mission 1's post) says this, read whenever it is shown, so it
 * never promises more than the ledger pays (round 3 decision 3, ADR 040).
 */
export async function amountPaidNow(db: Executor, key: RewardRuleKey): Promise<number> {
  const rule = await rewardRepository.findRule(db, key);
  return rule?.active ? rule.amount : 0;
}
