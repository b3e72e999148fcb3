import { DataExportSection, DeleteAccountSection } from "../../features/account-data/index.ts";
import { AccountPage as AccountScreen } from "../../features/accounts/components/account-page.tsx";
import { PublicProfileSwitch } from "../../features/public-profile/components/public-profile-switch.tsx";

/**
 * /Account: the account feature's page, with the public profile's switch and, below it, the
 * sections of leaving for good.
 */
export function AccountPage() {
  return (
    <AccountScreen
      profileSwitch={<PublicProfileSwitch />}
      dataSections={
        <>
          <DataExportSection />
          <DeleteAccountSection />
        </>
      }
    />
  );
}
