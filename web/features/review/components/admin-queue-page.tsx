import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { AssignLeaderSchema } from "../../../../contract/admin.ts";
import { rejectNoteProblem } from "../../../../contract/completions.ts";
import type { LeaderlessClub, ReviewDecision, ReviewItem } from "../../../../contract/review.ts";
import { AdminOnlyPage } from "../../../components/admin-only-page.tsx";
import { DecisionNoteDialog } from "../../../components/decision-note-dialog.tsx";
import { contractCatalogs } from "../../../i18n/contract-catalogs.ts";
import {
  contractText,
  formatDateTime,
  formatNumber,
  type Translate,
  useT,
} from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { ContractFormFrame, useContractForm } from "../../../lib/contract-form.tsx";
import { toast } from "../../../lib/toast.ts";
import { sinceText, waitingText } from "../../../lib/waiting.ts";
import { useAdminQueue, useAssignQueueLeader, useDecideQueueItem } from "../api/admin-queue.ts";
import { reviewCatalogs } from "../messages.ts";

function itemTitle(
  t: Translate,
  item: { kind: ReviewItem["kind"]; personName: string; missionName: string | null },
) {
  if (item.kind === "application") return t("review.item.application", { person: item.personName });
  return item.missionName
    ? t("review.item.submission", { mission: item.missionName, person: item.personName })
    : t("review.item.someMission", { person: item.personName });
}

function QueueItem({ item }: { item: ReviewItem }) {
  const t = useT(reviewCatalogs);
  // The note's check says the contract's message, in the active language.
  useT(contractCatalogs);
  const decide = useDecideQueueItem();
  const [rejecting, setRejecting] = useState(false);
  const what = itemTitle(t, item);
  const isApplication = item.kind === "application";
  const approve = () =>
    decide.mutate(
      { item, approve: true },
      {
        onSuccess: () =>
          toast(
            "green",
            isApplication
              ? t("review.done.accepted", { what })
              : t("review.done.verified", { what }),
          ),
        onError: (error) => toast("red", messageOf(error)),
      },
    );
  const reject = async (note: string) => {
    try {
      await decide.mutateAsync({ item, approve: false, note: note || undefined });
      toast("green", t("review.done.rejected", { what }));
      return undefined;
    } catch (error) {
      return messageOf(error);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="article" data-testid="queue-item">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Badge
              variant="light"
              c="dark.8"
              color={item.kind === "application" ? "indigo" : "teal"}
            >
              {isApplication ? t("review.kind.application") : t("review.kind.mission")}
            </Badge>
            {item.reason === "no-leader" || item.reason === "leader-own" ? (
              <Badge variant="light" c="dark.8" color="orange">
                {t(item.reason === "no-leader" ? "review.noLeader" : "review.leaderOwn")}
              </Badge>
            ) : null}
          </Group>
          <Text fw={700}>{item.personName}</Text>
          {item.missionName ? <Text>{item.missionName}</Text> : null}
          <Text size="sm">{item.clubName}</Text>
          <Text size="sm" fw={700} title={sinceText(t, item.waitingSince)}>
            {waitingText(t, item.waitingSince)}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            aria-label={
              isApplication
                ? t("review.accept.label", { what })
                : t("review.verify.label", { what })
            }
            loading={decide.isPending && decide.variables.approve}
            disabled={decide.isPending}
            onClick={approve}
          >
            {isApplication ? t("review.accept") : t("review.verify")}
          </Button>
          <Button
            aria-label={t("review.reject.label", { what })}
            variant="default"
            disabled={decide.isPending}
            onClick={() => setRejecting(true)}
          >
            {t("review.reject")}
          </Button>
        </Group>
      </Group>
      <DecisionNoteDialog
        opened={rejecting}
        title={isApplication ? t("review.reject.application") : t("review.reject.submission")}
        description={
          isApplication
            ? t("review.reject.toldApplicant", { person: item.personName })
            : t("review.reject.toldMember", { person: item.personName })
        }
        label={isApplication ? t("review.reject.applicantNote") : t("review.reject.memberNote")}
        confirmLabel={t("review.reject")}
        validate={
          item.kind === "submission"
            ? (note) => {
                const problem = rejectNoteProblem(note);
                return problem && contractText(problem);
              }
            : undefined
        }
        busy={decide.isPending && !decide.variables.approve}
        onClose={() => setRejecting(false)}
        onConfirm={reject}
      />
    </Paper>
  );
}

/** A decision's line by its outcome: message ids, literal for the catalog check. */
const DECIDED_IDS = {
  accepted: "review.decided.accepted",
  rejected: "review.decided.rejected",
  completed: "review.decided.verified",
} as const;

function DecidedList({ decided }: { decided: ReviewDecision[] }) {
  const t = useT(reviewCatalogs);
  if (decided.length === 0) return <Text>{t("review.decided.none")}</Text>;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0 }}>
      {decided.map((decision) => (
        <li key={`${decision.kind}-${decision.itemId}`}>
          <Text>
            <T
              id={DECIDED_IDS[decision.status]}
              values={{
                what: itemTitle(t, decision),
                club: decision.clubName,
                by: decision.decidedByName,
                when: formatDateTime(decision.decidedAt),
              }}
              components={{ 0: <strong /> }}
            />
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** A club without a reachable leader, and the form that gives it one (issue 39, ADR 046). */
function LeaderlessCard({ club }: { club: LeaderlessClub }) {
  const t = useT(reviewCatalogs);
  useT(contractCatalogs);
  const assign = useAssignQueueLeader();
  const contract = useContractForm({ schema: AssignLeaderSchema, initialValues: { email: "" } });
  const onSubmit = contract.submit(async ({ email }) => {
    await assign.mutateAsync({ clubId: club.clubId, email });
    toast("green", t("review.leaderless.assigned", { club: club.clubName, email }));
  });
  return (
    <Paper withBorder p="md" radius="md" data-testid="queue-leaderless">
      <Stack gap="xs">
        <Anchor component={Link} to={`/${club.slug}`} fw={700}>
          {club.clubName}
        </Anchor>
        <Text size="sm">
          {club.reason === "leader-disabled"
            ? t("review.leaderless.disabled", { name: club.leaderName ?? "" })
            : t("review.leaderless.none")}
        </Text>
        <ContractFormFrame
          contract={contract}
          onSubmit={onSubmit}
          submitLabel={t("review.leaderless.assign")}
        >
          <TextInput
            label={t("review.leaderless.email", { club: club.clubName })}
            type="email"
            maxLength={254}
            {...contract.form.getInputProps("email")}
          />
        </ContractFormFrame>
      </Stack>
    </Paper>
  );
}

function Queue() {
  const t = useT(reviewCatalogs);
  const queue = useAdminQueue();
  if (queue.isPending) return <Loader aria-label={t("review.loading")} />;
  if (queue.isError) {
    return (
      <Alert color="red" title={t("review.loadFailed")}>
        <Text mb="sm">{messageOf(queue.error)}</Text>
        <Button variant="light" color="red" onClick={() => void queue.refetch()}>
          {t("review.tryAgain")}
        </Button>
      </Alert>
    );
  }
  const { items, decided, escalateAfterDays, leaderless } = queue.data;
  return (
    <Stack gap="xl">
      <Text>{t("review.intro", { days: escalateAfterDays })}</Text>
      <section aria-labelledby="queue-waiting">
        <Title order={2} id="queue-waiting" mb="sm">
          {t("review.waiting", { count: formatNumber(items.length) })}
        </Title>
        {items.length === 0 ? (
          <Text>{t("review.nothingWaits")}</Text>
        ) : (
          <Stack gap="sm">
            {items.map((item) => (
              <QueueItem key={`${item.kind}-${item.itemId}`} item={item} />
            ))}
          </Stack>
        )}
      </section>
      {leaderless.length > 0 ? (
        <section aria-labelledby="queue-leaderless">
          <Title order={2} id="queue-leaderless" mb="sm">
            {t("review.leaderless.title", { count: formatNumber(leaderless.length) })}
          </Title>
          <Stack gap="sm">
            {leaderless.map((club) => (
              <LeaderlessCard key={club.clubId} club={club} />
            ))}
          </Stack>
        </section>
      ) : null}
      <section aria-labelledby="queue-decided">
        <Title order={2} id="queue-decided" mb="sm">
          {t("review.decided.title")}
        </Title>
        <DecidedList decided={decided} />
      </section>
    </Stack>
  );
}

/** /AdminQueue: what waits too long, or for a club without a leader; admins only. */
export function AdminQueuePage() {
  const t = useT(reviewCatalogs);
  return (
    <AdminOnlyPage title={t("review.title")} what={t("review.what")} size="lg">
      <Queue />
    </AdminOnlyPage>
  );
}
