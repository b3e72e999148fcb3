import { describe, expect, it } from "vitest";
import { journeys } from "./journeys.ts";
import { builtInMissionIn, journeysIn, planTextIn } from "./localized.ts";
import { builtInMissions } from "./missions.ts";
import { membershipPlan } from "./plan.ts";

const mission1 = builtInMissions[0];
if (!mission1) throw new Error("Mission 1 is missing");

describe("the built-in content in each language", () => {
  it("has every journey with eight modules in Malayalam and Arabic, English as shipped", () => {
    expect(journeysIn("en")).toEqual(journeys.map((journey) => ({ ...journey })));
    for (const locale of ["ml", "ar"] as const) {
      const translated = journeysIn(locale);
      expect(translated.map((journey) => journey.slug)).toEqual(journeys.map((j) => j.slug));
      for (const [index, journey] of translated.entries()) {
        expect(journey.modules).toHaveLength(8);
        expect(journey.title).not.toBe(journeys[index]?.title);
        expect(journey.image).toBe(journeys[index]?.image);
      }
    }
  });

  it("opens every journey with M1 and M2 named as Missions 1 and 2 ship, in each language", () => {
    const [first, second] = builtInMissions;
    if (!first || !second) throw new Error("Missions 1 and 2 are missing");
    for (const locale of ["en", "ml", "ar"] as const) {
      const mission1Name = builtInMissionIn(locale, first).objective;
      const mission2Name = builtInMissionIn(locale, second).objective;
      for (const journey of journeysIn(locale)) {
        expect(journey.modules[0]).toMatch(new RegExp(`^M1: ${mission1Name}:`));
        expect(journey.modules[1]).toMatch(new RegExp(`^M2: ${mission2Name}:`));
      }
    }
  });

  it("has the plan's name and each perk in every language", () => {
    for (const locale of ["en", "ml", "ar"] as const) {
      expect(planTextIn(locale).perks).toHaveLength(membershipPlan.perks.length);
    }
    expect(planTextIn("ar").name).toBe("عضوية بلوكفوكيتس");
  });

  it("translates a built-in mission's shipped texts and keeps what an admin changed", () => {
    const stored = {
      ...mission1,
      objective: "An admin's own objective",
      steps: mission1.steps.map((step, index) => ({ ...step, stepId: 100 + index })),
    };
    const malayalam = builtInMissionIn("ml", stored);
    expect(malayalam.missionName).toBe("മിഷൻ 1");
    expect(malayalam.objective).toBe("An admin's own objective");
    expect(malayalam.steps[0]?.stepName).toBe("ആമുഖം കാണുക");
    expect(malayalam.steps[0]?.stepId).toBe(100);
    expect(builtInMissionIn("en", stored)).toBe(stored);
    const other = { ...stored, id: "mission-by-admin" };
    expect(builtInMissionIn("ar", other)).toBe(other);
  });
});
