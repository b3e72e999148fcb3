import type { MissionStep } from "../../../../contract/missions.ts";
import type { StepResponse } from "../../../../contract/steps.ts";

/** What the body of a step that collects evidence is given: the step, its mission, the saved response. */
export interface StepBodyProps<Kind extends MissionStep["kind"]> {
  step: Extract<MissionStep, { kind: Kind }>;
  missionId: string;
  /** What the member handed in for it (undefined: nothing yet). */
  response: StepResponse | undefined;
}
