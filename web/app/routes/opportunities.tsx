import { Alert, Anchor, Container, Stack, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { RequireSignIn } from "../../components/require-sign-in.tsx";
import { OpportunityDetail } from "../../features/opportunities/components/opportunity-detail.tsx";
import { PostedOpportunities } from "../../features/opportunities/components/posted-opportunities.tsx";
import { PostingForm } from "../../features/opportunities/components/posting-form.tsx";
import { opportunitiesCatalogs } from "../../features/opportunities/messages.ts";
import { ApplyToOpportunity } from "../../features/opportunity-applications/components/apply-form.tsx";
import { useT } from "../../i18n/index.ts";

/** A positive whole number from the address, or null. */
function idFrom(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function NotFound() {
  const t = useT(opportunitiesCatalogs);
  return (
    <Container size="md" py="xl">
      <Alert color="red" role="alert">
        {t("opportunities.detail.notFound")}
      </Alert>
    </Container>
  );
}

/**
 * /Opportunities/<id>: the opportunity (the opportunities feature) with the apply form in its
 * place (the applications feature), for a signed-in member who has not applied yet.
 */
export function OpportunityPage() {
  const id = idFrom(useParams().opportunityId);
  const t = useT(opportunitiesCatalogs);
  if (id === null) return <NotFound />;
  return (
    <OpportunityDetail
      opportunityId={id}
      apply={(opportunity) => (
        <ApplyToOpportunity
          opportunityId={opportunity.opportunityId}
          title={opportunity.title}
          partner={opportunity.partner?.name ?? t("opportunities.card.programme")}
        />
      )}
    />
  );
}

/**
 * /Partners/<id>/Opportunities: a partner's people post (the posting form) and follow their
 * posts, each linked to its applicants (the applications feature's page).
 */
export function PartnerOpportunitiesPage() {
  const partnerId = idFrom(useParams().partnerId);
  const t = useT(opportunitiesCatalogs);
  if (partnerId === null) return <NotFound />;
  return (
    <RequireSignIn>
      {() => (
        <Container size="md" py="xl">
          <Stack gap="xl">
            <Title order={1}>{t("opportunities.page.partner")}</Title>
            <PostingForm partnerId={partnerId} />
            <PostedOpportunities
              partnerId={partnerId}
              extra={(opportunity) => (
                <Anchor
                  component={Link}
                  size="sm"
                  to={`/Partners/${partnerId}/Opportunities/${opportunity.opportunityId}/Applicants`}
                >
                  {t("opportunities.posted.applicants", { count: opportunity.applicantCount })}
                </Anchor>
              )}
            />
          </Stack>
        </Container>
      )}
    </RequireSignIn>
  );
}
