import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate, useParams } from "react-router";
import type { Me } from "../../../../contract/accounts.ts";
import type { MissionDetail } from "../../../../contract/missions.ts";
import { CHECKOUT_PATH } from "../../../components/nav-items.ts";
import { usePageTitle } from "../../../components/page-title.ts";
import { RequireSignIn } from "../../../components/require-sign-in.tsx";
import { StatusText } from "../../../components/status-text.tsx";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { T } from "../../../i18n/trans.ts";
import { ApiError, messageOf } from "../../../lib/api-client.ts";
import { toast } from "../../../lib/toast.ts";
import { useMission, useSubmitMission } from "../api/missions.ts";
import { missionsCatalogs } from "../messages.ts";
import { MissionLock } from "./mission-lock.tsx";
import { StepKindView } from "./step-kinds.tsx";

function StepIndicator({
  current,
  total,
  names,
}: {
  current: number;
  total: number;
  names: string[];
}) {
  const t = useT(missionsCatalogs);
  return (
    <nav aria-label={t("missions.steps.label")}>
      <Text fw={700} mb={6}>
        {t("missions.steps.position", {
          current: formatNumber(current),
          total: formatNumber(total),
        })}
      </Text>
      <ol style={{ display: "flex", gap: 6, listStyle: "none", padding: 0, margin: 0 }}>
        {names.map((name, index) => {
          const position = index + 1;
          const state = position < current ? "done" : position === current ? "current" : "todo";
          return (
            <li
              key={`${position}-${name}`}
              aria-current={state === "current" ? "step" : undefined}
              aria-label={
                state === "done"
                  ? t("missions.steps.seen", { position: formatNumber(position), name })
                  : t("missions.steps.step", { position: formatNumber(position), name })
              }
              style={{
                flex: 1,
                height: 8,
                borderRadius: 4,
                background:
                  state === "todo" ? "#dcdefc" : state === "current" ? "#3b3fd8" : "#8a8ee8",
              }}
            />
          );
        })}
      </ol>
    </nav>
  );
}

function MarkAsComplete({ mission, user }: { mission: MissionDetail; user: Me }) {
  const t = useT(missionsCatalogs);
  const submit = useSubmitMission(mission.id);
  if (mission.missionStatus === "completed")
    return <StatusText>{t("missions.status.completed")}</StatusText>;
  if (mission.missionStatus === "pending") {
    // After Mark as Complete, focus lands on the new state.
    return <StatusText focus={submit.isSuccess}>{t("missions.status.pending")}</StatusText>;
  }
  return (
    <Stack gap="xs" align="flex-start">
      {mission.missionStatus === "rejected" && mission.leaderNote ? (
        <Alert color="indigo" title={t("missions.leaderNote")}>
          {mission.leaderNote}
        </Alert>
      ) : null}
      {user.clubId === null ? (
        <Text size="sm" c="gray.7">
          <T
            id="missions.submit.needsClub"
            components={{ 0: <Anchor underline="always" component={Link} to="/ClubSearch" /> }}
          />
        </Text>
      ) : null}
      <Button
        loading={submit.isPending}
        disabled={user.clubId === null}
        onClick={() =>
          submit.mutate(undefined, {
            onSuccess: () => toast("green", t("missions.submit.done")),
            // A refusal stays beside the button (SubmitRefusal); anything else is a toast.
            onError: (error) => {
              if (!(error instanceof ApiError)) toast("red", messageOf(error));
            },
          })
        }
      >
        {t("missions.submit.button")}
      </Button>
      <SubmitRefusal error={submit.error} steps={mission.steps} />
    </Stack>
  );
}

/**
 * Why Mark as Complete was refused, kept beside the button (the toast goes away): the step that
 * has nothing saved (with a link to it), or the membership a journey's own mission needs, with
 * the way to get it.
 */
function SubmitRefusal({ error, steps }: { error: Error | null; steps: MissionDetail["steps"] }) {
  const t = useT(missionsCatalogs);
  const { slug = "" } = useParams();
  if (!(error instanceof ApiError)) return null;
  const needsMembership = error.problem.type.endsWith("/membership-required");
  // The server names the step by its name: the longest name the message holds, if any.
  const named =
    error.status === 400
      ? steps
          .filter((step) => step.stepName && error.problem.detail.includes(step.stepName))
          .sort((a, b) => b.stepName.length - a.stepName.length)[0]
      : undefined;
  return (
    <Alert
      color={needsMembership ? "indigo" : "red.9"}
      title={needsMembership ? t("missions.submit.membershipTitle") : undefined}
      data-testid="submit-refusal"
      maw={560}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.problem.detail}</Text>
        {named ? (
          <Anchor underline="always" component={Link} to={`/${slug}/${steps.indexOf(named) + 1}`}>
            {t("missions.submit.goToStep", {
              position: formatNumber(steps.indexOf(named) + 1),
              name: named.stepName,
            })}
          </Anchor>
        ) : null}
        {needsMembership ? (
          <Button component={Link} to={CHECKOUT_PATH} size="xs">
            {t("missions.submit.becomeMember")}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** A mission's steps, one per address (`/Mission1/3`), each shown by its kind. */
export function MissionWizard({ missionId, user }: { missionId: string; user: Me }) {
  const t = useT(missionsCatalogs);
  const { slug = "", "*": splat = "" } = useParams();
  const mission = useMission(missionId);
  const requested = splat === "" ? 1 : Number(splat);
  const stepCount = mission.data?.steps.length ?? 0;
  usePageTitle(
    mission.data &&
      (stepCount > 0
        ? t("missions.steps.pageTitle", {
            mission: mission.data.missionName,
            current: formatNumber(requested),
            total: formatNumber(stepCount),
          })
        : mission.data.missionName),
  );
  if (mission.isPending) return <Text p="xl">{t("missions.loading")}</Text>;
  if (mission.error) {
    const forbidden = mission.error instanceof ApiError && mission.error.status === 403;
    return (
      <Container size="md" py="xl">
        <Alert
          color="red.9"
          title={forbidden ? t("missions.otherJourney") : t("missions.loadFailed")}
        >
          {messageOf(mission.error)}{" "}
          {forbidden ? (
            <Anchor underline="always" component={Link} to="/Dashboard">
              {t("missions.backToDashboard")}
            </Anchor>
          ) : (
            t("missions.reload")
          )}
        </Alert>
      </Container>
    );
  }

  const { steps } = mission.data;
  const total = steps.length;
  if (total > 0 && (!Number.isInteger(requested) || requested < 1 || requested > total)) {
    return <Navigate to={`/${slug}/1`} replace />;
  }
  const stepUrl = (position: number) => `/${slug}/${position}`;
  const step = steps[requested - 1];
  const isLast = requested >= total;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{mission.data.missionName}</Title>
          <Text fz="lg" c="gray.7">
            {mission.data.objective}
          </Text>
          {mission.data.goal ? (
            <Text mt={4} data-testid="mission-goal">
              {t("missions.goal", { goal: mission.data.goal })}
            </Text>
          ) : null}
        </div>
        {mission.data.locked ? (
          <MissionLock mission={mission.data} />
        ) : step ? (
          <>
            <StepIndicator
              current={requested}
              total={total}
              names={steps.map((item) => item.stepName)}
            />
            <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
              <Stack gap="md">
                {/* After Next or Previous, focus lands on the new step's heading. */}
                <Title order={2} fz="h3" data-route-focus={requested > 1 || undefined}>
                  {step.stepName}
                </Title>
                <Text style={{ whiteSpace: "pre-line" }}>{step.description}</Text>
                <StepKindView key={step.stepId} step={step} mission={mission.data} user={user} />
              </Stack>
            </Paper>
          </>
        ) : (
          <Text>{t("missions.noSteps")}</Text>
        )}
        {mission.data.locked ? null : (
          <>
            <Group justify="space-between">
              {requested > 1 ? (
                <Button component={Link} to={stepUrl(requested - 1)} variant="default">
                  {t("missions.steps.previous")}
                </Button>
              ) : (
                <span />
              )}
              {!isLast ? (
                <Button component={Link} to={stepUrl(requested + 1)}>
                  {t("missions.steps.next")}
                </Button>
              ) : null}
            </Group>
            {isLast ? <MarkAsComplete mission={mission.data} user={user} /> : null}
          </>
        )}
      </Stack>
    </Container>
  );
}

/** `/` + a mission's name without spaces, `/Mission1/3` for its third step. */
export function MissionPage({ missionId }: { missionId: string }) {
  return (
    <RequireSignIn>{(user) => <MissionWizard missionId={missionId} user={user} />}</RequireSignIn>
  );
}
