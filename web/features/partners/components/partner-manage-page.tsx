import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useParams } from "react-router";
import type { PartnerDetail, PartnerPerson } from "../../../../contract/partners.ts";
import { usePageTitle } from "../../../components/page-title.ts";
import { PublicLoadState } from "../../../components/public-load-state.tsx";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { formatDay, t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import {
  removePerson,
  usePartnerChange,
  usePartnerDetail,
  withdrawInvitation,
} from "../api/partners.ts";
import { partnersCatalogs } from "../messages.ts";
import { LogoUpload } from "./logo-upload.tsx";
import { EditPartnerForm, InviteForm } from "./partner-forms.tsx";
import { PartnerStatusBadge, ROLE_IDS } from "./partner-status.tsx";

function PersonRow({
  partner,
  person,
  me,
}: {
  partner: PartnerDetail;
  person: PartnerPerson;
  me: string;
}) {
  const t = useT(partnersCatalogs);
  const remove = usePartnerChange(removePerson);
  const [confirming, setConfirming] = useState(false);
  const isMe = person.userId === me;
  const mayRemove = partner.myRole === "owner" || isMe;
  const act = async () => {
    try {
      await remove.mutateAsync({ partnerId: partner.partnerId, userId: person.userId });
      toast(
        "green",
        say(isMe ? "partners.people.left" : "partners.people.removed", { name: person.name }),
      );
    } catch (error) {
      toast("red", messageOf(error));
    }
    setConfirming(false);
  };
  return (
    <Paper withBorder p="sm" radius="md" data-testid="partner-person">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>{person.name}</Text>
          <Text size="sm">
            <bdi>{person.email}</bdi>
          </Text>
          <Text size="xs" c="gray.8">
            {t("partners.people.since", {
              role: t(ROLE_IDS[person.role]),
              day: formatDay(person.addedAt),
            })}
          </Text>
        </Stack>
        {mayRemove ? (
          confirming ? (
            <Group gap="xs">
              <Button color="red.9" size="xs" loading={remove.isPending} onClick={act}>
                {isMe
                  ? t("partners.people.confirmLeave")
                  : t("partners.people.confirmRemove", { name: person.name })}
              </Button>
              <Button variant="default" size="xs" onClick={() => setConfirming(false)}>
                {t("partners.people.keep")}
              </Button>
            </Group>
          ) : (
            <Button variant="default" size="xs" onClick={() => setConfirming(true)}>
              {isMe ? t("partners.people.leave") : t("partners.people.remove")}
            </Button>
          )
        ) : null}
      </Group>
    </Paper>
  );
}

function Invitations({ partner }: { partner: PartnerDetail }) {
  const t = useT(partnersCatalogs);
  const withdraw = usePartnerChange(withdrawInvitation);
  if (partner.invitations.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3}>{t("partners.manage.waiting")}</Title>
      {partner.invitations.map((invitation) => (
        <Group key={invitation.invitationId} justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm">
            <bdi>{invitation.email}</bdi> · {t(ROLE_IDS[invitation.role])}
          </Text>
          <Button
            variant="default"
            size="xs"
            loading={withdraw.isPending}
            onClick={async () => {
              try {
                await withdraw.mutateAsync({
                  partnerId: partner.partnerId,
                  invitationId: invitation.invitationId,
                });
                toast("green", say("partners.invite.withdrawn", { email: invitation.email }));
              } catch (error) {
                toast("red", messageOf(error));
              }
            }}
          >
            {t("partners.invite.withdraw")}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

function Manage({ partner, me }: { partner: PartnerDetail; me: string }) {
  const t = useT(partnersCatalogs);
  usePageTitle(partner.name);
  const owner = partner.myRole === "owner";
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Anchor component={Link} to="/Partners" size="sm">
          {t("partners.manage.back")}
        </Anchor>
        <Group gap="sm" wrap="wrap">
          <Title order={1}>{partner.name}</Title>
          <PartnerStatusBadge status={partner.status} />
        </Group>
        {partner.status === "pending" ? <Text>{t("partners.manage.pendingHint")}</Text> : null}
        {partner.status === "rejected" ? (
          <Alert color="red.9" title={t("partners.manage.rejected")}>
            {partner.decisionNote ?? t("partners.manage.noNote")}
          </Alert>
        ) : null}
        {partner.status === "approved" && partner.decisionNote ? (
          <Text size="sm">{t("partners.manage.note", { note: partner.decisionNote })}</Text>
        ) : null}
        {partner.status === "approved" && partner.myRole !== null ? (
          <Anchor component={Link} to={`/Partners/${partner.partnerId}/Opportunities`} fw={600}>
            {t("partners.manage.opportunities")}
          </Anchor>
        ) : null}
      </Stack>

      <section aria-labelledby="partner-details">
        <Title order={2} id="partner-details" mb="sm">
          {t("partners.manage.details")}
        </Title>
        {owner ? (
          <EditPartnerForm key={`${partner.name}|${partner.website}`} partner={partner} />
        ) : (
          <Stack gap={4}>
            <Anchor href={partner.website} target="_blank" rel="noopener noreferrer" dir="ltr">
              {partner.website}
            </Anchor>
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} dir="auto">
              {partner.description}
            </Text>
          </Stack>
        )}
      </section>

      <section aria-labelledby="partner-logo">
        <Title order={2} id="partner-logo" mb="sm">
          {t("partners.manage.logo")}
        </Title>
        {owner ? (
          <LogoUpload partner={partner} />
        ) : partner.logoUrl ? (
          <img src={partner.logoUrl} alt={t("partners.logo.currentAlt")} width={96} height={96} />
        ) : (
          <Text c="gray.8">{t("partners.logo.none")}</Text>
        )}
      </section>

      <section aria-labelledby="partner-people">
        <Title order={2} id="partner-people" mb="sm">
          {t("partners.manage.people")}
        </Title>
        <Stack gap="sm">
          {partner.people.map((person) => (
            <PersonRow key={person.userId} partner={partner} person={person} me={me} />
          ))}
          {owner ? (
            <>
              <Invitations partner={partner} />
              <Title order={3}>{t("partners.invite.title")}</Title>
              <Text size="sm" maw={640}>
                {t("partners.invite.intro")}
              </Text>
              <InviteForm partnerId={partner.partnerId} />
            </>
          ) : null}
        </Stack>
      </section>
    </Stack>
  );
}

function ManageLoaded({ partnerId, me }: { partnerId: number; me: string }) {
  const t = useT(partnersCatalogs);
  const detail = usePartnerDetail(partnerId);
  if (detail.isError && "status" in detail.error && detail.error.status === 403) {
    return (
      <Alert color="red.9" title={t("partners.manage.notYours")}>
        {messageOf(detail.error)}
      </Alert>
    );
  }
  return (
    <PublicLoadState
      query={detail}
      loading={t("partners.loading")}
      failed={t("partners.loadFailed")}
    >
      {(partner) => <Manage partner={partner} me={me} />}
    </PublicLoadState>
  );
}

/** /Partners/<id>: an organisation's details, logo, people and invitations, for its people. */
export function PartnerManagePage() {
  const partnerId = Number(useParams().partnerId);
  return (
    <Container size="md" py="xl">
      <RequireSignIn>
        {(user) => (
          // An address that is no id asks for 0: the server's 400 shows as "Page not found".
          <ManageLoaded partnerId={Number.isSafeInteger(partnerId) ? partnerId : 0} me={user.id} />
        )}
      </RequireSignIn>
    </Container>
  );
}
