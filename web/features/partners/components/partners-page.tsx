import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Link, useNavigate } from "react-router";
import type { MyPartners } from "../../../../contract/partners.ts";
import { usePageTitle } from "../../../components/page-title.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { answerInvitation, useMyPartners, usePartnerChange } from "../api/partners.ts";
import { partnersCatalogs } from "../messages.ts";
import { RegisterPartnerForm } from "./partner-forms.tsx";
import { PartnerStatusBadge, ROLE_IDS } from "./partner-status.tsx";

/** The invitations waiting for the person's confirmed address: accept or decline each. */
function Invitations({ invitations }: { invitations: MyPartners["invitations"] }) {
  const t = useT(partnersCatalogs);
  const answer = usePartnerChange(answerInvitation);
  const reply = async (invitationId: number, partnerName: string, accept: boolean) => {
    try {
      await answer.mutateAsync({ invitationId, accept });
      toast(
        "green",
        say(accept ? "partners.invitations.accepted" : "partners.invitations.declined", {
          name: partnerName,
        }),
      );
    } catch (error) {
      toast("red", messageOf(error));
    }
  };
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="partner-invitations">
      <Title order={2} id="partner-invitations" mb="sm">
        {t("partners.invitations.title")}
      </Title>
      <Stack gap="sm">
        {invitations.map((invitation) => (
          <Paper withBorder p="md" radius="md" key={invitation.invitationId}>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text>
                {t("partners.invitations.asRole", {
                  name: invitation.partnerName,
                  role: t(ROLE_IDS[invitation.role]),
                })}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  loading={answer.isPending}
                  onClick={() => reply(invitation.invitationId, invitation.partnerName, true)}
                >
                  {t("partners.invitations.accept")}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={answer.isPending}
                  onClick={() => reply(invitation.invitationId, invitation.partnerName, false)}
                >
                  {t("partners.invitations.decline")}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

function MyOrganisations({ partners }: { partners: MyPartners["partners"] }) {
  const t = useT(partnersCatalogs);
  return (
    <section aria-labelledby="my-partners">
      <Title order={2} id="my-partners" mb="sm">
        {t("partners.mine.title")}
      </Title>
      {partners.length === 0 ? (
        <Text c="gray.8">{t("partners.mine.none")}</Text>
      ) : (
        <Stack gap="sm">
          {partners.map((partner) => (
            <Paper withBorder p="md" radius="md" key={partner.partnerId}>
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Anchor component={Link} to={`/Partners/${partner.partnerId}`} fw={700}>
                    {partner.name}
                  </Anchor>
                  <Text size="sm" c="gray.8">
                    {t(ROLE_IDS[partner.role])}
                  </Text>
                </Stack>
                <PartnerStatusBadge status={partner.status} />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}

function PartnersContent({ emailVerified }: { emailVerified: boolean }) {
  const t = useT(partnersCatalogs);
  const mine = useMyPartners();
  const navigate = useNavigate();
  return (
    <Stack gap="xl">
      {mine.isPending ? (
        <Loader aria-label={t("partners.loading")} />
      ) : mine.isError ? (
        <Alert color="red.9" title={t("partners.loadFailed")}>
          <Text mb="sm">{messageOf(mine.error)}</Text>
          <Button variant="outline" color="red.9" onClick={() => void mine.refetch()}>
            {t("partners.tryAgain")}
          </Button>
        </Alert>
      ) : (
        <>
          <Invitations invitations={mine.data.invitations} />
          <MyOrganisations partners={mine.data.partners} />
        </>
      )}
      <section aria-labelledby="register-partner">
        <Title order={2} id="register-partner" mb="xs">
          {t("partners.register.title")}
        </Title>
        <Text mb="md" maw={640}>
          {t("partners.register.intro")}
        </Text>
        {emailVerified ? (
          <RegisterPartnerForm onRegistered={(id) => navigate(`/Partners/${id}`)} />
        ) : (
          <Alert color="yellow" title={t("partners.register.confirmFirst")}>
            {t("partners.register.confirmFirstHint")}
          </Alert>
        )}
      </section>
    </Stack>
  );
}

/** /Partners: the organisations one acts for, the invitations waiting, and registering one. */
export function PartnersPage() {
  const t = useT(partnersCatalogs);
  usePageTitle(t("partners.page.title"));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t("partners.page.title")}</Title>
        <Text maw={640}>{t("partners.page.intro")}</Text>
        <RequireSignIn>
          {(user) => <PartnersContent emailVerified={user.emailVerified} />}
        </RequireSignIn>
      </Stack>
    </Container>
  );
}
