import { AdminPage } from "../../features/admin/components/admin-page.tsx";
import { AdminPartnersPanel } from "../../features/partners/components/admin-partners-panel.tsx";
import { partnersCatalogs } from "../../features/partners/messages.ts";
import { useT } from "../../i18n/index.ts";

/** /Admin: the admin console, with the panels of the features it does not know (partners). */
export function AdminConsolePage() {
  const partners = useT(partnersCatalogs);
  return (
    <AdminPage
      panels={[
        {
          id: "admin-partners",
          title: partners("partners.admin.title"),
          content: <AdminPartnersPanel />,
        },
      ]}
    />
  );
}
