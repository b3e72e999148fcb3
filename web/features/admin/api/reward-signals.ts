import { useQuery } from "@tanstack/react-query";
import { RewardSignalsSchema } from "../../../../contract/rewards.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The $VOCATE abuse signals (admins): leaders far from their region, shared devices. */
export function useRewardSignals() {
  return useQuery({
    queryKey: queryKeys.admin.rewardSignals,
    queryFn: ({ signal }) =>
      apiRequest("/api/admin/rewards/signals", { schema: RewardSignalsSchema, signal }),
  });
}
