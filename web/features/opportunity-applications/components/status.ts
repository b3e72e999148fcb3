import type { OpportunityApplicationStatus } from "../../../../contract/opportunity-applications.ts";
import type { StatusTone } from "../../../components/status-badge.tsx";

/** Each status's words and badge tone, for the member's list and the partner's. */
export const STATUS_IDS: Record<OpportunityApplicationStatus, string> = {
  submitted: "opportunityApplications.status.submitted",
  shortlisted: "opportunityApplications.status.shortlisted",
  declined: "opportunityApplications.status.declined",
  hired: "opportunityApplications.status.hired",
  withdrawn: "opportunityApplications.status.withdrawn",
};

export const STATUS_TONES: Record<OpportunityApplicationStatus, StatusTone> = {
  submitted: "waiting",
  shortlisted: "waiting",
  declined: "neutral",
  hired: "success",
  withdrawn: "neutral",
};
