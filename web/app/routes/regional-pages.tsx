import { regions } from "../../../content/clubs.ts";
import { usePayLabel } from "../../components/membership-card.tsx";
import { ClubPage } from "../../features/clubs/components/club-page.tsx";
import { CheckoutButton } from "../../features/payments/components/checkout-button.tsx";
import { type Region, RegionalPage } from "../../features/regions/components/regional-page.tsx";

/**
 * A regional page with its club's real page (leader, meetings, Join) under the regional welcome,
 * and a pay button that buys the region's membership level (its club).
 */
export function JoinableRegionalPage({ region }: { region: Region }) {
  const payLabel = usePayLabel();
  return (
    <RegionalPage
      region={region}
      club={<ClubPage clubId={region.clubId} embedded />}
      joinButton={<CheckoutButton level={region.membershipLevel} label={payLabel} />}
    />
  );
}

/** /KeralaBlockvocates: Join buys membership level 2 (club 2). */
export function KeralaPage() {
  return <JoinableRegionalPage region={regions.kerala} />;
}

/** /OmanBlockvocates: Join buys membership level 3 (club 3). */
export function OmanPage() {
  return <JoinableRegionalPage region={regions.oman} />;
}
