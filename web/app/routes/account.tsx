import { DataExportSection, DeleteAccountSection } from "../../features/account-data/index.ts";
import { AccountPage as AccountScreen } from "../../features/accounts/components/account-page.tsx";
import { RecipientEmailSwitch } from "../../features/credentials/components/recipient-email-switch.tsx";
import { PublicProfileSwitch } from "../../features/public-profile/components/public-profile-switch.tsx";

/**
 * /Account: the account feature's page, with the public profile's switch, the switch for a hashed
 * email on credentials and, below them, the sections of leaving for good.
 */
export function AccountPage() {
  return (
    <AccountScreen
      profileSwitch={
        <>
          <PublicProfileSwitch />
          <RecipientEmailSwitch />
        </>
      }
      dataSections={
        <>
          <DataExportSection />
          <DeleteAccountSection />
        </>
      }
    />
  );
}
