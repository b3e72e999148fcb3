import { Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import {
  type AdminClub,
  type AdminUser,
  AssignLeaderSchema,
  type AuditAction,
  type AuditEntry,
} from "../../../../contract/admin.ts";
import { AdminOnlyPage } from "../../../components/admin-only-page.tsx";
import { PagedList } from "../../../components/paged-list.tsx";
import { messageOf } from "../../../lib/api-client.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { notify } from "../../../lib/notify.ts";
import {
  assignLeader,
  setAdmin,
  setDisabled,
  useAdminClubs,
  useAdminDecision,
  useAdminUsers,
  useAuditLog,
} from "../api/admin-console.ts";
import { ArchiveClubButton } from "./archive-club-button.tsx";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

function PersonRow({ person }: { person: AdminUser }) {
  const rights = useAdminDecision(setAdmin);
  const access = useAdminDecision(setDisabled);
  const decide = <Input,>(
    mutation: { mutate: (input: Input, handlers: object) => void },
    input: Input,
    done: string,
  ) =>
    mutation.mutate(input, {
      onSuccess: () => notify("green", done),
      onError: (error: unknown) => notify("red", messageOf(error)),
    });
  return (
    <Paper withBorder p="md" radius="md" data-testid="admin-person">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700}>{person.name}</Text>
          <Text size="sm">{person.email}</Text>
          <Text size="sm" c="gray.8">
            {person.clubName ? `Member of ${person.clubName}` : "No club"}
            {person.ledClubs > 0 ? ` · leads ${person.ledClubs}` : ""}
            {person.pathName ? ` · ${person.pathName}` : ""}
            {person.paymentStatus ? ` · payment ${person.paymentStatus}` : ""}
          </Text>
          <Group gap="xs">
            {person.admin ? (
              <Badge color="indigo">
                {person.admin === "listed" ? "Admin (ADMIN_EMAILS)" : "Admin"}
              </Badge>
            ) : null}
            {person.disabled ? <Badge color="red.9">Disabled</Badge> : null}
            {person.emailVerified ? null : <Badge color="gray.8">Email not verified</Badge>}
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
                    ? `${person.name} is no longer an admin.`
                    : `${person.name} is now an admin.`,
                )
              }
            >
              {person.admin ? "Revoke admin" : "Grant admin"}
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
                  ? `${person.name} can sign in again.`
                  : `${person.name} was signed out and disabled.`,
              )
            }
          >
            {person.disabled ? "Enable account" : "Disable account"}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function People() {
  const [q, setQ] = useState("");
  const [draft, setDraft] = useState("");
  const users = useAdminUsers(q);
  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft.trim());
        }}
        aria-label="Find people"
      >
        <Group align="flex-end">
          <TextInput
            label="Name or email"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      <PagedList
        query={users}
        what="people"
        empty="Nobody matches."
        renderItem={(person) => <PersonRow key={person.id} person={person} />}
      />
    </Stack>
  );
}

function AssignLeaderForm({ club }: { club: AdminClub }) {
  const assign = useAdminDecision(assignLeader);
  const contract = useContractForm({ schema: AssignLeaderSchema, initialValues: { email: "" } });
  const onSubmit = contract.submit(async ({ email }) => {
    await assign.mutateAsync({ clubId: club.clubId, email });
    notify("green", `${email} now leads ${club.clubName}.`);
    contract.form.reset();
  });
  return (
    <ContractFormFrame
      contract={contract}
      onSubmit={onSubmit}
      submitLabel={club.leaderEmail ? "Transfer" : "Assign leader"}
    >
      <TextInput
        label={`New leader of ${club.clubName} (email)`}
        type="email"
        maxLength={254}
        {...contract.form.getInputProps("email")}
      />
    </ContractFormFrame>
  );
}

function Clubs() {
  const clubs = useAdminClubs();
  return (
    <PagedList
      query={clubs}
      what="clubs"
      empty="There are no clubs yet."
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
                    Archived {formatDate(club.archivedAt)}
                  </Badge>
                ) : null}
              </Group>
              <ArchiveClubButton club={club} />
            </Group>
            <Text size="sm">
              {club.leaderName
                ? `Led by ${club.leaderName} (${club.leaderEmail})`
                : "No leader: its requests wait for the admins."}
              {` · ${club.members} members · ${club.pendingApplications} waiting applications · created ${formatDate(club.createdAt)}`}
            </Text>
            <AssignLeaderForm club={club} />
          </Stack>
        </Paper>
      )}
    />
  );
}

const ACTION_LABELS: Record<AuditAction, string> = {
  "admin-granted": "granted admin rights",
  "admin-revoked": "revoked admin rights",
  "account-disabled": "disabled an account",
  "account-enabled": "enabled an account",
  "club-leader-assigned": "assigned a club's leader",
  "club-archived": "archived a club",
  "club-restored": "restored a club",
};

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="audit-entry">
      <Text size="sm">
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>: {entry.actorEmail}{" "}
        {ACTION_LABELS[entry.action]} ({entry.targetType} {entry.targetId})
      </Text>
      <Text size="xs" c="gray.8" ff="monospace">
        {JSON.stringify(entry.before)} → {JSON.stringify(entry.after)}
      </Text>
    </Paper>
  );
}

function AuditLog() {
  const log = useAuditLog();
  return (
    <PagedList
      query={log}
      what="audit log"
      empty="No admin decisions yet."
      renderItem={(entry) => <AuditRow key={entry.id} entry={entry} />}
    />
  );
}

/** The admin console: people, clubs and their leaders, the audit log. */
export function AdminPage() {
  return (
    <AdminOnlyPage title="Admin console" what="The admin console" size="lg">
      <Stack gap={48}>
        <section aria-labelledby="admin-people">
          <Title order={2} id="admin-people" mb="md">
            People
          </Title>
          <People />
        </section>
        <section aria-labelledby="admin-clubs">
          <Title order={2} id="admin-clubs" mb="md">
            Clubs and leaders
          </Title>
          <Clubs />
        </section>
        <section aria-labelledby="admin-audit">
          <Title order={2} id="admin-audit" mb="md">
            Audit log
          </Title>
          <AuditLog />
        </section>
      </Stack>
    </AdminOnlyPage>
  );
}
