import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/ThemeIcon.css";
import {
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { Me } from "../../../../contract/accounts.ts";
import type { MyApplication } from "../../../../contract/applications.ts";
import { componentCatalogs } from "../../../components/messages.ts";
import { formatDay, formatNumber, useT } from "../../../i18n/index.ts";
import { anyJson, apiRequest, messageOf } from "../../../lib/api-client.ts";
import { useMyApplications } from "../../../lib/my-applications.ts";
import { toast } from "../../../lib/toast.ts";
import { dashboardCatalogs } from "../messages.ts";
import { LineIcon } from "./line-icon.tsx";

/** The built-in Mission 1 (content/missions.ts): verified once it is in `completedMissions`. */
const MISSION_1 = "mission101";

export type StartStepName = "email" | "apply" | "join" | "journey" | "mission1";

interface StartStep {
  name: StartStepName;
  title: string;
  done: boolean;
  /** What the step means now: what to do, or who acts next and since when. */
  detail: string;
  /** The way to do it (a link or a button), while it is not done. */
  action?: ReactNode;
}

/** Asks for a new confirmation link to the person's address (as the notice under the bar does). */
function ResendLinkButton({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const t = useT(componentCatalogs);
  const resend = async () => {
    setSending(true);
    try {
      await apiRequest("/api/auth/send-verification-email", {
        method: "POST",
        body: { email, callbackURL: "/Dashboard" },
        schema: anyJson,
      });
      toast("green", t("verifyEmail.sent", { email }));
    } catch (error) {
      toast("red", messageOf(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Button size="xs" variant="light" onClick={resend} loading={sending}>
      {t("verifyEmail.resend")}
    </Button>
  );
}

const linkButton = (to: string, label: string) => (
  <Button component={Link} to={to} size="xs" variant="light">
    {label}
  </Button>
);

/** The steps from the person's record and their applications (newest first). */
function useSteps(user: Me, applications: readonly MyApplication[]): StartStep[] {
  const t = useT(dashboardCatalogs);
  const inClub = user.clubId !== null;
  const pending = applications.find((application) => application.status === "pending");
  const applied = inClub || applications.some((application) => application.status !== "rejected");
  const journeyChosen = user.journeyId !== null;
  return [
    {
      name: "email",
      title: t("dashboard.start.email.title"),
      done: user.emailVerified,
      detail: user.emailVerified
        ? t("dashboard.start.email.done", { email: user.email })
        : t("dashboard.start.email.todo", { email: user.email }),
      action: <ResendLinkButton email={user.email} />,
    },
    {
      name: "apply",
      title: t("dashboard.start.apply.title"),
      done: applied,
      detail: pending
        ? t("dashboard.start.apply.waiting", {
            club: pending.clubName,
            date: formatDay(pending.createdAt),
          })
        : t("dashboard.start.apply.todo"),
      action: linkButton("/ClubSearch", t("dashboard.start.apply.find")),
    },
    {
      name: "join",
      title: t("dashboard.start.join.title"),
      done: inClub,
      detail: pending ? t("dashboard.start.join.waiting") : t("dashboard.start.join.todo"),
      // While a leader decides there is nothing to press; otherwise paying also gives a club.
      action: pending ? undefined : linkButton("/Checkout", t("dashboard.start.membership.see")),
    },
    {
      name: "journey",
      title: t("dashboard.start.journey.title"),
      done: journeyChosen,
      detail: journeyChosen
        ? t("dashboard.start.journey.done", { journey: user.journeyName ?? "" })
        : t("dashboard.start.journey.todo"),
      action: linkButton("/PreviewPage", t("dashboard.start.journey.see")),
    },
    {
      name: "mission1",
      title: t("dashboard.start.mission1.title"),
      done: user.completedMissions.includes(MISSION_1),
      detail: t("dashboard.start.mission1.todo"),
      action: journeyChosen
        ? linkButton("/Mission1", t("dashboard.start.mission1.open"))
        : undefined,
    },
  ];
}

function CheckMark({ done, number }: { done: boolean; number: number }) {
  return (
    <ThemeIcon
      radius="xl"
      size={28}
      color={done ? "green.8" : "gray.3"}
      c={done ? "white" : "dark.7"}
      aria-hidden
    >
      {done ? (
        <LineIcon path="M5 12.5l4.5 4.5L19 7.5" size={16} strokeWidth={3} />
      ) : (
        <Text span fz="sm" fw={700}>
          {formatNumber(number)}
        </Text>
      )}
    </ThemeIcon>
  );
}

/**
 * 'Your next steps': confirm the email, apply to a club, join it, choose a journey, complete
 * Mission 1. Each step ticks itself from /api/me and the person's applications; a step not done
 * says what to do (or who acts next) and offers the way to do it.
 */
export function StartChecklist({ user }: { user: Me }) {
  const t = useT(dashboardCatalogs);
  const applications = useMyApplications();
  const steps = useSteps(user, applications.data?.items ?? []);
  const done = steps.filter((step) => step.done).length;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="start-checklist"
    >
      <Stack gap="md">
        <div>
          <Title order={2} id="start-checklist">
            {t("dashboard.start.checklist.title")}
          </Title>
          <Group gap="sm" mt="xs" wrap="nowrap">
            <Progress value={(done / steps.length) * 100} color="green.8" flex={1} aria-hidden />
            <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
              {t("dashboard.start.checklist.progress", {
                done: formatNumber(done),
                total: formatNumber(steps.length),
              })}
            </Text>
          </Group>
        </div>
        <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {steps.map((step, index) => (
            <li
              key={step.name}
              data-testid="start-step"
              data-step={step.name}
              data-done={String(step.done)}
            >
              <Group gap="sm" align="flex-start" wrap="nowrap">
                <CheckMark done={step.done} number={index + 1} />
                <Stack gap={4} miw={0} flex={1}>
                  <Text fw={700}>
                    {step.title}
                    <VisuallyHidden>
                      {" "}
                      ({step.done ? t("dashboard.start.done") : t("dashboard.start.todo")})
                    </VisuallyHidden>
                  </Text>
                  <Text size="sm" c="gray.7" style={{ overflowWrap: "anywhere" }}>
                    {step.detail}
                  </Text>
                  {!step.done && step.action ? <Group gap="xs">{step.action}</Group> : null}
                </Stack>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
