import { regions } from "../../../content/clubs.ts";
import { CheckoutButton } from "../../features/payments/components/checkout-button.tsx";
import { type Region, RegionalPage } from "../../features/regions/components/regional-page.tsx";
import { regionsCatalogs } from "../../features/regions/messages.ts";
import { useT } from "../../i18n/index.ts";

/** A regional page whose Join button buys the region's membership level (its club). */
function JoinableRegionalPage({ region }: { region: Region }) {
  const t = useT(regionsCatalogs);
  return (
    <RegionalPage
      region={region}
      joinButton={<CheckoutButton level={region.membershipLevel} label={t("regions.join")} />}
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
