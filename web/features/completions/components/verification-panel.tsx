import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Checkbox.css";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { type ReactNode, useState } from "react";
import { type PendingCompletion, VERIFY_BATCH_MAX } from "../../../../contract/completions.ts";
import { useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { focusWhenReady } from "../../../lib/focus.ts";
import { waitingText } from "../../../lib/waiting.ts";
import { useClubSlots, usePendingCompletions } from "../api/completions.ts";
import { completionsCatalogs } from "../messages.ts";
import {
  type BatchOutcome,
  BatchSummary,
  BatchVerifyDialog,
  RejectDialog,
  VerifyDialog,
  whenOf,
} from "./decision-dialogs.tsx";
import { SubmissionEvidence } from "./submission-evidence.tsx";

/**
 * After a submission is verified or rejected it leaves the list: focus goes to the Verify button
 * of the one that took its place, else the last one, else the 'no missions' text.
 */
function focusAfterDecision(completionId: number, index: number) {
  focusWhenReady(() => {
    if (document.querySelector(`[data-completion-id="${completionId}"]`)) return null;
    const verifyButtons = document.querySelectorAll<HTMLElement>("[data-verify]");
    return (
      verifyButtons[Math.min(index, verifyButtons.length - 1)] ??
      document.querySelector<HTMLElement>("[data-no-pending]")
    );
  });
}

function PendingList({ clubId }: { clubId?: number }) {
  const t = useT(completionsCatalogs);
  const pending = usePendingCompletions();
  const [verifying, setVerifying] = useState<PendingCompletion | null>(null);
  const [rejecting, setRejecting] = useState<PendingCompletion | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [batchOpen, setBatchOpen] = useState(false);
  const [outcomes, setOutcomes] = useState<BatchOutcome[] | null>(null);

  const items = (pending.data?.items ?? []).filter(
    (item) => clubId === undefined || item.clubId === clubId,
  );
  // Only what is still listed counts as selected (a decided submission leaves the list).
  const selected = items.filter((item) => checked.has(item.completionId));
  const toggle = (completionId: number, on: boolean) =>
    setChecked((before) => {
      const next = new Set(before);
      if (on) next.add(completionId);
      else next.delete(completionId);
      return next;
    });
  const allChecked = items.length > 0 && selected.length === items.length;
  const afterDecision = (completion: PendingCompletion) =>
    focusAfterDecision(completion.completionId, items.indexOf(completion));

  let list: ReactNode;
  if (pending.isPending) list = <Loader aria-label={t("completions.pending.loading")} />;
  else if (pending.error) {
    list = (
      <Alert color="red.9">
        {messageOf(pending.error)} {t("completions.reload")}
      </Alert>
    );
  } else if (items.length === 0) {
    list = <Text data-no-pending>{t("completions.pending.none")}</Text>;
  } else {
    list = (
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        component="ul"
        style={{ listStyle: "none", padding: 0 }}
      >
        {items.map((completion) => (
          <li key={completion.completionId}>
            <Card
              withBorder
              padding="md"
              data-testid="pending-completion"
              data-completion-id={completion.completionId}
            >
              <Stack gap={6}>
                <Checkbox
                  label={t("completions.batch.select")}
                  aria-label={t("completions.batch.selectLabel", {
                    mission: completion.missionName,
                    member: completion.memberName,
                  })}
                  checked={checked.has(completion.completionId)}
                  onChange={(event) => toggle(completion.completionId, event.currentTarget.checked)}
                />
                <Text fw={700}>{completion.memberName}</Text>
                <Text>{completion.missionName}</Text>
                <Text size="sm" c="gray.7">
                  {t("completions.pending.submitted", {
                    when: whenOf(completion.submittedAt),
                    club: completion.clubName,
                  })}
                </Text>
                <Text size="sm" fw={700}>
                  {waitingText(t, completion.submittedAt)}
                </Text>
                <SubmissionEvidence evidence={completion.evidence} />
                <Group gap="xs" mt="xs">
                  <Button
                    data-verify
                    onClick={() => setVerifying(completion)}
                    aria-label={t("completions.verify.label", {
                      mission: completion.missionName,
                      member: completion.memberName,
                    })}
                  >
                    {t("completions.verify")}
                  </Button>
                  <Button
                    variant="outline"
                    color="red.9"
                    onClick={() => setRejecting(completion)}
                    aria-label={t("completions.reject.label", {
                      mission: completion.missionName,
                      member: completion.memberName,
                    })}
                  >
                    {t("completions.reject")}
                  </Button>
                </Group>
              </Stack>
            </Card>
          </li>
        ))}
      </SimpleGrid>
    );
  }

  const tooMany = selected.length > VERIFY_BATCH_MAX;
  // The dialogs outlive the list: a refusal (decided meanwhile by another leader) stays readable.
  return (
    <>
      {outcomes ? <BatchSummary outcomes={outcomes} onDismiss={() => setOutcomes(null)} /> : null}
      {items.length > 0 ? (
        <Group gap="sm" mb="sm" wrap="wrap" data-testid="batch-bar">
          <Checkbox
            label={t("completions.batch.selectAll")}
            checked={allChecked}
            indeterminate={selected.length > 0 && !allChecked}
            onChange={(event) =>
              setChecked(
                event.currentTarget.checked
                  ? new Set(items.map((item) => item.completionId))
                  : new Set(),
              )
            }
          />
          <Button disabled={selected.length === 0 || tooMany} onClick={() => setBatchOpen(true)}>
            {t("completions.batch.verify", { count: selected.length })}
          </Button>
          {tooMany ? (
            <Text size="sm" c="red.9">
              {t("completions.batch.tooMany", { max: VERIFY_BATCH_MAX })}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {list}
      <BatchVerifyDialog
        selected={selected}
        opened={batchOpen}
        onClose={() => setBatchOpen(false)}
        onDone={(done) => {
          setChecked(new Set());
          setOutcomes(done);
        }}
      />
      <VerifyDialog
        completion={verifying}
        onClose={() => setVerifying(null)}
        onDecided={afterDecision}
      />
      <RejectDialog
        completion={rejecting}
        onClose={() => setRejecting(null)}
        onDecided={afterDecision}
      />
    </>
  );
}

function BookedSlots({ clubId }: { clubId?: number }) {
  const t = useT(completionsCatalogs);
  const slots = useClubSlots();
  if (slots.isPending) return <Loader aria-label={t("completions.slots.loading")} />;
  if (slots.error)
    return (
      <Alert color="red.9">
        {messageOf(slots.error)} {t("completions.reload")}
      </Alert>
    );
  const items = slots.data.items.filter((slot) => clubId === undefined || slot.clubId === clubId);
  if (items.length === 0) return <Text>{t("completions.slots.none")}</Text>;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0 }}>
      {items.map((slot) => (
        <li key={slot.slotId}>
          <Text>
            <T
              id="completions.slots.item"
              values={{ member: slot.userName, club: slot.clubName, when: whenOf(slot.bookedAt) }}
              components={{ 0: <strong /> }}
            />
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The leader's Mission Verification panel: pending submissions (oldest first, each with how long
 * it has waited) and booked speech slots, of all the
 * clubs the user leads or of `clubId` only. `headingOrder` fits it under the page's headings (1:
 * it is the page).
 */
export function VerificationPanel({
  clubId,
  headingOrder = 2,
}: {
  clubId?: number;
  headingOrder?: 1 | 2 | 3;
}) {
  const t = useT(completionsCatalogs);
  return (
    <Stack gap="lg">
      <section>
        <Title order={headingOrder} mb="sm">
          {t("completions.title")}
        </Title>
        <PendingList clubId={clubId} />
      </section>
      <section>
        <Title order={(headingOrder + 1) as 2 | 3 | 4} mb="sm">
          {t("completions.slots.title")}
        </Title>
        <BookedSlots clubId={clubId} />
      </section>
    </Stack>
  );
}
