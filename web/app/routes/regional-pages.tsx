import { regions } from "../../../content/clubs.ts";
import { usePayLabel } from "../../components/membership-card.tsx";
import { CheckoutButton } from "../../features/payments/components/checkout-button.tsx";
import { type Region, RegionalPage } from "../../features/regions/components/regional-page.tsx";

/** A regional page whose pay button buys the region's membership level (its club). */
function JoinableRegionalPage({ region }: { region: Region }) {
  const payLabel = usePayLabel();
  return (
    <RegionalPage
      region={region}
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
