import type { PartnerRole, PartnerStatus } from "../../../../contract/partners.ts";
import { StatusBadge, type StatusTone } from "../../../components/status-badge.tsx";
import { useT } from "../../../i18n/index.ts";
import { partnersCatalogs } from "../messages.ts";

const TONES: Record<PartnerStatus, StatusTone> = {
  pending: "waiting",
  approved: "success",
  rejected: "danger",
};
const STATUS_IDS: Record<PartnerStatus, string> = {
  pending: "partners.status.pending",
  approved: "partners.status.approved",
  rejected: "partners.status.rejected",
};
export const ROLE_IDS: Record<PartnerRole, string> = {
  owner: "partners.role.owner",
  member: "partners.role.member",
};

/** A partner's state: waiting for an admin, approved, or not approved. */
export function PartnerStatusBadge({ status }: { status: PartnerStatus }) {
  const t = useT(partnersCatalogs);
  return <StatusBadge tone={TONES[status]}>{t(STATUS_IDS[status])}</StatusBadge>;
}
