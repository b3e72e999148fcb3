import { Anchor, Box, Text, VisuallyHidden } from "@mantine/core";
import { Fragment, useId } from "react";
import type { SubmissionEvidence as Evidence } from "../../../../contract/completions.ts";
import { componentCatalogs } from "../../../components/messages.ts";
import { platformName } from "../../../components/social-platforms.ts";
import { formatDay, type Translate, useT } from "../../../i18n/index.ts";
import { completionsCatalogs } from "../messages.ts";

type EvidenceKind = Evidence["asks"][number];
type StepEvidence = Evidence["steps"][number];

/** Long words, identities and addresses wrap instead of widening a phone's screen. */
const WRAP = { overflowWrap: "anywhere" } as const;

/** Only web addresses become links (anything else is shown as text, never followed). */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** A meeting's scheduled local date (YYYY-MM-DD) in the active language, if it is one. */
function meetingDate(meetingKey: string | null): string | null {
  if (!meetingKey || !/^\d{4}-\d{2}-\d{2}$/.test(meetingKey)) return null;
  // Noon UTC read in UTC: the same calendar day in every viewer's zone.
  const day = new Date(`${meetingKey}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return null;
  return formatDay(day, { timeZone: "UTC" });
}

function Missing({ t }: { t: Translate }) {
  return (
    <Text size="sm" c="red.9" fs="italic">
      {t("completions.evidence.missing")}
    </Text>
  );
}

/** A link handed in: an anchor opening in a new tab when it is a web address, else plain text. */
function WebLink({ url, label, t }: { url: string; label?: string; t: Translate }) {
  if (!isWebAddress(url)) {
    return (
      <>
        {label ? <strong>{label}</strong> : null} <bdi>{url}</bdi>
      </>
    );
  }
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      underline="always"
      size="sm"
      style={WRAP}
    >
      {label ? <strong>{label}</strong> : null} <bdi>{url}</bdi>
      <VisuallyHidden> {t("completions.evidence.newTab")}</VisuallyHidden>
    </Anchor>
  );
}

function Accounts({ links, t }: { links: Evidence["socialLinks"]; t: Translate }) {
  if (links.length === 0) return <Missing t={t} />;
  return (
    // Each link a target of at least 24 px with room around it (WCAG 2.5.8).
    <Box
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: "none", display: "grid", gap: "var(--mantine-spacing-xs)" }}
    >
      {links.map((link) => (
        <Text
          component="li"
          size="sm"
          key={link.platform}
          style={{ ...WRAP, minHeight: 24 }}
          lh="24px"
        >
          <WebLink url={link.url} label={platformName(link.platform, t)} t={t} />
        </Text>
      ))}
    </Box>
  );
}

/** "5:12" from seconds. */
const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** A delivered speech's record (issue 33): its time, whether it was evaluated, and a link to it. */
function SpeechRecordLines({
  speech,
  t,
}: {
  speech: NonNullable<Evidence["speech"]>;
  t: Translate;
}) {
  return (
    <>
      {speech.timing ? (
        <Text size="sm">
          {t(
            speech.timing.withinTime
              ? "completions.evidence.speechTimedWithin"
              : "completions.evidence.speechTimedOutside",
            { time: minutesAndSeconds(speech.timing.durationSeconds) },
          )}
        </Text>
      ) : null}
      <Text size="sm">
        {speech.evaluation?.status === "submitted"
          ? t("completions.evidence.speechEvaluated")
          : t("completions.evidence.speechNotEvaluated")}
      </Text>
      {speech.slotId === undefined ? null : (
        <Anchor size="sm" href={`/Speeches/${speech.slotId}`}>
          {t("completions.evidence.speechRecord")}
        </Anchor>
      )}
    </>
  );
}

function Speech({ speech, t }: { speech: Evidence["speech"]; t: Translate }) {
  if (!speech) return <Missing t={t} />;
  if (speech.status === "delivered") {
    return (
      <Box>
        <Text size="sm">{t("completions.evidence.speechDelivered")}</Text>
        <SpeechRecordLines speech={speech} t={t} />
      </Box>
    );
  }
  const date = meetingDate(speech.meetingKey);
  return (
    <Text size="sm">
      {date
        ? t("completions.evidence.speechBooked", { date })
        : t("completions.evidence.speechUndated")}
    </Text>
  );
}

/**
 * Mission 1 recommends a wallet beside the accounts (ADR 040): linked by signature, it is proven,
 * not declared; without one nothing is missing (it is not required). The address stays private.
 */
function WalletEvidence({ wallet, t }: { wallet: Evidence["wallet"]; t: Translate }) {
  return (
    <Box data-evidence="wallet" mb={4}>
      <Text component="dt" size="sm" c="gray.7">
        {t("completions.evidence.wallet")}
      </Text>
      <Box component="dd" m={0}>
        <Text size="sm">
          {wallet
            ? t("completions.evidence.walletLinkedOn", { date: formatDay(wallet.linkedAt) })
            : t("completions.evidence.noWallet")}
        </Text>
      </Box>
    </Box>
  );
}

function Saved({ kind, evidence, t }: { kind: EvidenceKind; evidence: Evidence; t: Translate }) {
  switch (kind) {
    case "identity":
      return evidence.identity ? (
        <Text size="sm" style={WRAP}>
          <bdi>{evidence.identity}</bdi>
        </Text>
      ) : (
        <Missing t={t} />
      );
    case "accounts":
      return <Accounts links={evidence.socialLinks} t={t} />;
    case "speech":
      return <Speech speech={evidence.speech} t={t} />;
  }
}

function Quiz({ quiz, t }: { quiz: StepEvidence["quiz"]; t: Translate }) {
  if (!quiz || quiz.attempts === 0) return <Missing t={t} />;
  return (
    <>
      <Text size="sm">
        {t("completions.evidence.quizScore", {
          score: quiz.score ?? 0,
          total: quiz.total,
          passMark: quiz.passMark,
        })}
      </Text>
      <Text size="sm">
        {t(quiz.passed ? "completions.evidence.quizPassed" : "completions.evidence.quizNotPassed", {
          attempts: quiz.attempts,
        })}
      </Text>
    </>
  );
}

/** What was handed in for one step that collects evidence, by its kind. */
function HandedIn({ step, evidence, t }: { step: StepEvidence; evidence: Evidence; t: Translate }) {
  switch (step.kind) {
    case "quiz":
      return <Quiz quiz={step.quiz} t={t} />;
    case "evidence":
    case "reflection":
      if (!step.link && !step.text) return <Missing t={t} />;
      return (
        <>
          {step.link ? (
            <Text size="sm" style={{ ...WRAP, minHeight: 24 }} lh="24px">
              <WebLink url={step.link} t={t} />
            </Text>
          ) : null}
          {step.text ? (
            <Text size="sm" style={{ ...WRAP, whiteSpace: "pre-wrap" }}>
              <bdi>{step.text}</bdi>
            </Text>
          ) : null}
        </>
      );
    case "speech":
      // The speech's own record (its time and evaluation) when the member has one at the club.
      if (evidence.speech) return <Speech speech={evidence.speech} t={t} />;
      return (
        <Text size="sm" c={step.speechDelivered ? undefined : "red.9"}>
          {t(
            step.speechDelivered
              ? "completions.evidence.speechDelivered"
              : "completions.evidence.speechNotGiven",
          )}
        </Text>
      );
    case "wallet":
      return step.walletLinked ? (
        <Text size="sm">{t("completions.evidence.walletLinked")}</Text>
      ) : (
        <Missing t={t} />
      );
  }
}

function StepEntry({
  step,
  evidence,
  t,
}: {
  step: StepEvidence;
  evidence: Evidence;
  t: Translate;
}) {
  return (
    <Box data-evidence-step={step.stepId} data-kind={step.kind} mb={4}>
      <Text component="dt" size="sm" c="gray.7">
        <bdi>{step.stepName}</bdi>
      </Text>
      <Box component="dd" m={0}>
        {step.asks ? (
          <Text size="xs" c="gray.7" fs="italic">
            {t("completions.evidence.asks", { asks: step.asks })}
          </Text>
        ) : null}
        <HandedIn step={step} evidence={evidence} t={t} />
      </Box>
    </Box>
  );
}

const LABELS: Record<EvidenceKind, string> = {
  identity: "completions.evidence.identity",
  accounts: "completions.evidence.accounts",
  speech: "completions.evidence.speech",
};

/**
 * What the member saved for the steps the mission asks something of (`evidence.asks`, in that
 * order), then what they handed in for each step that collects evidence (a quiz's score and
 * attempts, links, texts, the speech, the wallet; ADR 036), under a small "What they saved"
 * heading: the leader checks it before verifying. Kinds the mission does not ask for are not
 * shown; one it asks for with nothing saved says so.
 */
export function SubmissionEvidence({ evidence }: { evidence: Evidence }) {
  const t = useT(completionsCatalogs);
  // The platforms' names ("Other" in the active language) come from the components' catalogs.
  useT(componentCatalogs);
  const headingId = useId();
  // A speech step shows the speech itself: it is not said twice.
  const speechStep = evidence.steps.some((step) => step.kind === "speech");
  const kinds = [...new Set(evidence.asks)].filter((kind) => kind !== "speech" || !speechStep);
  return (
    <Box role="group" aria-labelledby={headingId} data-testid="evidence" style={WRAP}>
      <Text id={headingId} size="sm" fw={700} mb={4}>
        {t("completions.evidence.title")}
      </Text>
      {kinds.length === 0 && evidence.steps.length === 0 ? (
        <Text size="sm">{t("completions.evidence.none")}</Text>
      ) : (
        <Box component="dl" m={0}>
          {kinds.map((kind) => (
            <Fragment key={kind}>
              <Box data-evidence={kind} mb={4}>
                <Text component="dt" size="sm" c="gray.7">
                  {t(LABELS[kind])}
                </Text>
                <Box component="dd" m={0}>
                  <Saved kind={kind} evidence={evidence} t={t} />
                </Box>
              </Box>
              {kind === "accounts" ? <WalletEvidence wallet={evidence.wallet} t={t} /> : null}
            </Fragment>
          ))}
          {evidence.steps.map((step) => (
            <StepEntry key={step.stepId} step={step} evidence={evidence} t={t} />
          ))}
        </Box>
      )}
    </Box>
  );
}
