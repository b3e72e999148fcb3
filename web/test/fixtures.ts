import type { Me } from "../../contract/me.ts";
import type { MissionDetail, MissionStep } from "../../contract/missions.ts";

export const member: Me = {
  id: "user-1",
  name: "Asha",
  email: "asha@example.com",
  emailVerified: true,
  clubMembership: 1,
  pathId: 1,
  completedMissions: [],
  isLeader: false,
  isAdmin: false,
  identity: null,
  socialLinks: [],
  clubName: "Club 1",
  pathName: "Crypto Trader",
};

export function stepOf(position: number, step: Partial<MissionStep> = {}): MissionStep {
  return {
    stepId: 100 + position,
    position,
    stepName: `Step name ${position}`,
    description: `What to do in step ${position}.`,
    kind: "text",
    ...step,
  } as MissionStep;
}

export function missionOf(steps: MissionStep[]): MissionDetail {
  return {
    id: "mission101",
    missionName: "Mission 1",
    objective: "Create Your Identity",
    pathId: null,
    slug: "Mission1",
    missionStatus: null,
    leaderNote: null,
    steps,
  };
}
