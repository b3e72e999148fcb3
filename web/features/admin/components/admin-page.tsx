import { Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  type AdminClub,
  type AdminUser,
  AssignLeaderSchema,
  type AuditAction,
  type AuditEntry,
} from "../../../../contract/admin.ts";
import { AdminOnlyPage } from "../../../components/admin-only-page.tsx";
import { EmptyStateLink } from "../../../components/empty-state.tsx";
import { componentCatalogs } from "../../../components/messages.ts";
import { PagedList } from "../../../components/paged-list.tsx";
import { formatDateTime, formatDay, t as say, useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import {
  assignLeader,
  setAdmin,
  setDisabled,
  useAdminClubs,
  useAdminDecision,
  useAdminUsers,
  useAuditLog,
} from "../api/admin-console.ts";
import { adminCatalogs } from "../messages.ts";
import { ArchiveClubButton } from "./archive-club-button.tsx";
import { RewardSignalsPanel } from "./reward-signals-panel.tsx";
import { ScholarshipsPanel } from "./scholarships-panel.tsx";

function PersonRow({ person }: { person: AdminUser }) {
  const t = useT(adminCatalogs);
  const rights = useAdminDecision(setAdmin);
  const access = useAdminDecision(setDisabled);
  const decide = <Input,>(
    mutation: { mutate: (input: Input, handlers: object) => void },
    input: Input,
    done: string,
  ) =>
    mutation.mutate(input, {
      onSuccess: () => toast("green", done),
      onError: (error: unknown) => toast("red", messageOf(error)),
    });
  return (
    <Paper withBorder p="md" radius="md" data-testid="admin-person">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>{person.name}</Text>
          <Text size="sm">{person.email}</Text>
          <Text size="sm" c="gray.8">
            {person.clubName
              ? t("admin.person.memberOf", { club: person.clubName })
              : t("admin.person.noClub")}
            {person.ledClubs > 0 ? t("admin.person.leads", { count: person.ledClubs }) : ""}
            {person.journeyName ? ` · ${person.journeyName}` : ""}
            {person.paymentStatus
              ? t("admin.person.payment", { status: person.paymentStatus })
              : ""}
          </Text>
          <Group gap="xs">
            {person.admin ? (
              <Badge color="indigo">
                {person.admin === "listed"
                  ? t("admin.person.adminListed")
                  : t("admin.person.admin")}
              </Badge>
            ) : null}
            {person.disabled ? <Badge color="red.9">{t("admin.person.disabled")}</Badge> : null}
            {person.emailVerified ? null : (
              <Badge color="gray.8">{t("admin.person.unverified")}</Badge>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          {person.admin !== "listed" ? (
            <Button
              variant="default"
              size="xs"
              loading={rights.isPending}
              onClick={() =>
                decide(
                  rights,
                  { userId: person.id, admin: !person.admin },
                  person.admin
                    ? t("admin.person.noLongerAdmin", { name: person.name })
                    : t("admin.person.nowAdmin", { name: person.name }),
                )
              }
            >
              {person.admin ? t("admin.person.revoke") : t("admin.person.grant")}
            </Button>
          ) : null}
          <Button
            variant="outline"
            color="red.9"
            size="xs"
            loading={access.isPending}
            onClick={() =>
              decide(
                access,
                { userId: person.id, disabled: !person.disabled },
                person.disabled
                  ? t("admin.person.enabledAgain", { name: person.name })
                  : t("admin.person.disabledDone", { name: person.name }),
              )
            }
          >
            {person.disabled ? t("admin.person.enable") : t("admin.person.disable")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** The people list, searched for `initial` (a link's `?q=`, e.g. from an abuse signal). */
function People({ initial }: { initial: string }) {
  const t = useT(adminCatalogs);
  const [q, setQ] = useState(initial);
  const [draft, setDraft] = useState(initial);
  useEffect(() => {
    if (initial) document.getElementById("admin-people")?.scrollIntoView();
  }, [initial]);
  const users = useAdminUsers(q);
  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft.trim());
        }}
        aria-label={t("admin.people.find")}
      >
        <Group align="flex-end">
          <TextInput
            label={t("admin.people.nameOrEmail")}
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit">{t("admin.people.search")}</Button>
        </Group>
      </form>
      <PagedList
        query={users}
        what={t("admin.people.what")}
        empty={t("admin.people.empty")}
        renderItem={(person) => <PersonRow key={person.id} person={person} />}
      />
    </Stack>
  );
}

function AssignLeaderForm({ club }: { club: AdminClub }) {
  const t = useT(adminCatalogs);
  const assign = useAdminDecision(assignLeader);
  const contract = useContractForm({ schema: AssignLeaderSchema, initialValues: { email: "" } });
  const onSubmit = contract.submit(async ({ email }) => {
    await assign.mutateAsync({ clubId: club.clubId, email });
    toast("green", say("admin.leader.assigned", { email, club: club.clubName }));
    contract.form.reset();
  });
  return (
    <ContractFormFrame
      contract={contract}
      onSubmit={onSubmit}
      submitLabel={club.leaderEmail ? t("admin.leader.transfer") : t("admin.leader.assign")}
    >
      <TextInput
        label={t("admin.leader.newLeader", { club: club.clubName })}
        type="email"
        maxLength={254}
        {...contract.form.getInputProps("email")}
      />
    </ContractFormFrame>
  );
}

function Clubs() {
  const t = useT(adminCatalogs);
  const tc = useT(componentCatalogs);
  const clubs = useAdminClubs();
  return (
    <PagedList
      query={clubs}
      what={t("admin.clubs.what")}
      empty={t("admin.clubs.empty")}
      emptyAction={<EmptyStateLink to="/CreateClub">{tc("empty.createClub")}</EmptyStateLink>}
      renderItem={(club) => (
        <Paper key={club.clubId} withBorder p="md" radius="md" data-testid="admin-club">
          <Stack gap="xs">
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Group gap="xs">
                <Anchor component={Link} to={`/${club.slug}`} fw={700}>
                  {club.clubName}
                </Anchor>
                {club.archivedAt ? (
                  <Badge color="gray" variant="light" c="dark.8">
                    {t("admin.clubs.archived", { date: formatDay(club.archivedAt) })}
                  </Badge>
                ) : null}
                {club.needsLeader ? (
                  <Badge color="red.9" variant="filled">
                    {t("admin.clubs.needsLeader")}
                  </Badge>
                ) : null}
              </Group>
              <ArchiveClubButton club={club} />
            </Group>
            <Text size="sm">
              {club.leaderName
                ? t("admin.clubs.ledBy", { name: club.leaderName, email: club.leaderEmail })
                : t("admin.clubs.noLeader")}
              {t("admin.clubs.stats", {
                members: club.members,
                pending: club.pendingApplications,
                date: formatDay(club.createdAt),
              })}
            </Text>
            <AssignLeaderForm club={club} />
          </Stack>
        </Paper>
      )}
    />
  );
}

/** Each audit action's message id. */
const ACTION_IDS: Record<AuditAction, string> = {
  "admin-granted": "admin.audit.adminGranted",
  "admin-revoked": "admin.audit.adminRevoked",
  "account-disabled": "admin.audit.accountDisabled",
  "account-enabled": "admin.audit.accountEnabled",
  "club-leader-assigned": "admin.audit.clubLeaderAssigned",
  "club-handed-over": "admin.audit.clubHandedOver",
  "club-co-leader-appointed": "admin.audit.clubCoLeaderAppointed",
  "club-co-leader-removed": "admin.audit.clubCoLeaderRemoved",
  "club-archived": "admin.audit.clubArchived",
  "club-restored": "admin.audit.clubRestored",
  "scholarship-granted": "admin.audit.scholarshipGranted",
  "scholarship-revoked": "admin.audit.scholarshipRevoked",
  "reward-rule-changed": "admin.audit.rewardRuleChanged",
  "reward-adjustment-requested": "admin.audit.rewardAdjustmentRequested",
  "reward-adjustment-approved": "admin.audit.rewardAdjustmentApproved",
  "reward-adjustment-rejected": "admin.audit.rewardAdjustmentRejected",
  "partner-approved": "admin.audit.partnerApproved",
  "partner-rejected": "admin.audit.partnerRejected",
  "partner-trust-changed": "admin.audit.partnerTrustChanged",
  "opportunity-published": "admin.audit.opportunityPublished",
  "opportunity-rejected": "admin.audit.opportunityRejected",
};

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useT(adminCatalogs);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="audit-entry">
      <Text size="sm">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>:{" "}
        {t("admin.audit.entry", {
          actor: entry.actorEmail,
          action: t(ACTION_IDS[entry.action]),
          targetType: entry.targetType,
          targetId: entry.targetId,
        })}
      </Text>
      <Text size="xs" c="gray.8" ff="monospace">
        {JSON.stringify(entry.before)} → {JSON.stringify(entry.after)}
      </Text>
    </Paper>
  );
}

function AuditLog() {
  const t = useT(adminCatalogs);
  const log = useAuditLog();
  return (
    <PagedList
      query={log}
      what={t("admin.audit.what")}
      empty={t("admin.audit.empty")}
      renderItem={(entry) => <AuditRow key={entry.id} entry={entry} />}
    />
  );
}

/** One part of the console: a titled section, named by its title. */
function ConsoleSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mb="md">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A part of the console another feature gives it (composed in web/app/routes/admin.tsx). */
export interface ConsolePanel {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * The admin console: people, clubs and their leaders, scholarships, $VOCATE, the panels other
 * features give it (partners...), the audit log.
 */
export function AdminPage({ panels = [] }: { panels?: readonly ConsolePanel[] }) {
  const t = useT(adminCatalogs);
  const searched = useSearchParams()[0].get("q") ?? "";
  return (
    <AdminOnlyPage title={t("admin.page.title")} what={t("admin.page.what")} size="lg">
      <Stack gap={48}>
        <ConsoleSection id="admin-people" title={t("admin.page.people")}>
          <People key={searched} initial={searched} />
        </ConsoleSection>
        <ConsoleSection id="admin-clubs" title={t("admin.page.clubs")}>
          <Clubs />
        </ConsoleSection>
        <ConsoleSection id="admin-scholarships" title={t("admin.page.scholarships")}>
          <ScholarshipsPanel />
        </ConsoleSection>
        <ConsoleSection id="admin-rewards" title={t("admin.page.rewards")}>
          <Text mb="xs">{t("admin.rewards.intro")}</Text>
          <Anchor component={Link} to="/Rewards#rewards-admin" underline="always">
            {t("admin.rewards.link")}
          </Anchor>
        </ConsoleSection>
        <ConsoleSection id="admin-signals" title={t("admin.page.signals")}>
          <RewardSignalsPanel />
        </ConsoleSection>
        {panels.map((panel) => (
          <ConsoleSection key={panel.id} id={panel.id} title={panel.title}>
            {panel.content}
          </ConsoleSection>
        ))}
        <ConsoleSection id="admin-audit" title={t("admin.page.audit")}>
          <AuditLog />
        </ConsoleSection>
      </Stack>
    </AdminOnlyPage>
  );
}
