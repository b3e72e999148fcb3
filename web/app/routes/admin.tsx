import { AdminPage } from "../../features/admin/components/admin-page.tsx";
import { OpportunityReviewPanel } from "../../features/opportunities/components/review-panel.tsx";
import { opportunitiesCatalogs } from "../../features/opportunities/messages.ts";
import { AdminPartnersPanel } from "../../features/partners/components/admin-partners-panel.tsx";
import { partnersCatalogs } from "../../features/partners/messages.ts";
import { useT } from "../../i18n/index.ts";

/**
 * /Admin: the admin console, with the panels of the features it does not know (partners, the
 * opportunities waiting for review).
 */
export function AdminConsolePage() {
  const partners = useT(partnersCatalogs);
  const opportunities = useT(opportunitiesCatalogs);
  return (
    <AdminPage
      panels={[
        {
          id: "admin-partners",
          title: partners("partners.admin.title"),
          content: <AdminPartnersPanel />,
        },
        {
          id: "admin-opportunities",
          title: opportunities("opportunities.review.title"),
          content: <OpportunityReviewPanel />,
        },
      ]}
    />
  );
}
