import { Alert, Loader, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { Me } from "../../../../contract/accounts.ts";
import type { MissionStep } from "../../../../contract/missions.ts";
import type { StepResponse } from "../../../../contract/steps.ts";
import { LinkWalletButton } from "../../../components/link-wallet-button.tsx";
import { StatusText } from "../../../components/status-text.tsx";
import { useT } from "../../../i18n/index.ts";
import { messageOf } from "../../../lib/api-client.ts";
import { useStepResponse } from "../api/steps.ts";
import { missionsCatalogs } from "../messages.ts";
import { BookSlotStepBody } from "./book-slot-context.tsx";
import { EvidenceStep } from "./evidence-step.tsx";
import { QuizStep } from "./quiz-step.tsx";
import { ReflectionStep } from "./reflection-step.tsx";

// The steps that collect evidence (issue 34): each loads what the member handed in for it, shows
// the leader's note on it after a rejection, then its own body.

/** What a collecting step's body is given. */
interface CollectingProps {
  step: MissionStep;
  missionId: string;
  response: StepResponse | undefined;
  user: Me;
}

/** The leader's note on this step when the submission was rejected. */
function LeaderStepNote({ note }: { note: string | null | undefined }) {
  const t = useT(missionsCatalogs);
  if (!note) return null;
  return (
    <Alert color="indigo" title={t("missions.stepNote")} data-testid="step-note">
      <Text size="sm" style={{ whiteSpace: "pre-line" }}>
        {note}
      </Text>
    </Alert>
  );
}

/** A speech step: whether the member's speech was given at the club, and booking a slot. */
function SpeechStep({ response, user }: CollectingProps) {
  const t = useT(missionsCatalogs);
  if (response?.speechDelivered) {
    return <StatusText>{t("missions.speechStep.delivered")}</StatusText>;
  }
  return (
    <Stack gap="sm" data-speech-step>
      <Text>{t("missions.speechStep.notYet")}</Text>
      <BookSlotStepBody clubId={user.clubId} />
    </Stack>
  );
}

/** A wallet step: done once the member has linked a wallet by signature, here or on the account page. */
function WalletStep({ response }: CollectingProps) {
  const t = useT(missionsCatalogs);
  if (response?.walletLinked) return <StatusText>{t("missions.wallet.linked")}</StatusText>;
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" data-wallet-step>
      <Text mb="sm">{t("missions.wallet.later")}</Text>
      <LinkWalletButton />
    </Paper>
  );
}

function bodyOf(props: CollectingProps): ReactNode {
  const { step, missionId, response } = props;
  switch (step.kind) {
    case "quiz":
      return <QuizStep step={step} missionId={missionId} response={response} />;
    case "evidence":
      return <EvidenceStep step={step} missionId={missionId} response={response} />;
    case "reflection":
      return <ReflectionStep step={step} missionId={missionId} response={response} />;
    case "speech":
      return <SpeechStep {...props} />;
    default:
      return <WalletStep {...props} />;
  }
}

/** A step that collects evidence: what the member handed in, loaded, then the kind's body. */
export function CollectingStep({
  step,
  missionId,
  user,
}: {
  step: MissionStep;
  missionId: string;
  user: Me;
}) {
  const t = useT(missionsCatalogs);
  const saved = useStepResponse(missionId, step.stepId);
  if (saved.isPending) return <Loader size="sm" aria-label={t("missions.responses.loading")} />;
  if (saved.error) {
    return (
      <Alert color="red.9" title={t("missions.responses.loadFailed")}>
        {messageOf(saved.error)} {t("missions.reload")}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <LeaderStepNote note={saved.response?.leaderNote} />
      {bodyOf({ step, missionId, response: saved.response, user })}
    </Stack>
  );
}
