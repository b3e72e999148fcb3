import { membershipPlan } from "../../../content/plan.ts";
import type { ActivePlan } from "../../../contract/payments.ts";
import type { Database } from "../../db/client.ts";
import * as paymentRepository from "./repository.ts";

export async function getActivePlan(db: Database): Promise<ActivePlan> {
  const plan = await paymentRepository.findActivePlan(db);
  if (!plan) return { plan: null };
  const { active: _active, ...publicPlan } = plan;
  return { plan: { ...publicPlan, perks: [...membershipPlan.perks] } };
}
