import { Alert, Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { MissionSummary } from "../../../../contract/missions.ts";
import { CHECKOUT_PATH, MISSIONS_PATH } from "../../../components/nav-items.ts";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { formatNumber, useT } from "../../../i18n/index.ts";
import { useMissions } from "../api/missions.ts";
import { missionsCatalogs } from "../messages.ts";

type Locked = Pick<MissionSummary, "locked" | "number">;

/** The number of the mission before this one on the path ("2" for Mission 3). */
const previousNumber = (mission: Locked) => (mission.number ?? 2) - 1;

/** Why a mission cannot be started yet, as a badge of the missions list. */
export function LockBadge({ mission }: { mission: Locked }) {
  const t = useT(missionsCatalogs);
  if (!mission.locked) return null;
  return (
    <StatusBadge tone={mission.locked === "membership" ? "brand" : "neutral"}>
      {mission.locked === "membership"
        ? t("missions.locked.membershipBadge")
        : t("missions.locked.previousBadge", {
            number: formatNumber(previousNumber(mission)),
          })}
    </StatusBadge>
  );
}

/** The way on from the mission before: its page when the list has it, else the missions list. */
function PreviousMissionLink({ number }: { number: number }) {
  const t = useT(missionsCatalogs);
  const missions = useMissions();
  const previous = missions.data?.items.find((item) => item.number === number);
  return (
    <Button component={Link} to={previous ? `/${previous.slug}` : MISSIONS_PATH} size="sm">
      {previous
        ? t("missions.locked.openPrevious", { number: formatNumber(number) })
        : t("missions.locked.allMissions")}
    </Button>
  );
}

/**
 * A mission that cannot be started yet, instead of its steps: submit the one before it first, or
 * become a member (missions 3 to 8 come with the membership).
 */
export function MissionLock({ mission }: { mission: Locked }) {
  const t = useT(missionsCatalogs);
  if (mission.locked === "membership") {
    return (
      <Alert color="indigo" title={t("missions.locked.membershipTitle")} data-testid="mission-lock">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t("missions.locked.membershipText")}</Text>
          <Button component={Link} to={CHECKOUT_PATH} size="sm">
            {t("missions.submit.becomeMember")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const number = previousNumber(mission);
  return (
    <Alert
      color="gray"
      title={t("missions.locked.previousTitle", { number: formatNumber(number) })}
      data-testid="mission-lock"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t("missions.locked.previousText", { number: formatNumber(number) })}</Text>
        <PreviousMissionLink number={number} />
      </Stack>
    </Alert>
  );
}
