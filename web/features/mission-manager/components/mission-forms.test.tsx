import { afterEach, describe, expect, it, vi } from "vitest";
import type { ManagedMission } from "../../../../contract/missions.ts";
import {
  choose,
  click,
  control,
  errorOf,
  field,
  render,
  type,
  until,
} from "../../../test/render.tsx";
import { MissionEditor } from "./mission-forms.tsx";

const mission: ManagedMission = {
  id: "mission-1",
  missionName: "Pitch Practice",
  objective: "Pitch in two minutes",
  journeyId: null,
  slug: "PitchPractice",
  archived: false,
  builtIn: false,
  steps: [],
};

afterEach(() => vi.unstubAllGlobals());

describe("the Add Step form", () => {
  it("shows the contract's message under each field, and the video link only for a video", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await render(<MissionEditor journeys={[]} mission={mission} />);
    expect(field("Video link")).toBeNull();

    await click(control("Add Step"));
    expect(errorOf("Step name")).toBe("Enter the step's name.");
    expect(errorOf("Description")).toBe("Enter the step's description.");

    await choose(field("Kind"), "video");
    await type(field("Step name"), "Watch");
    await type(field("Description"), "Watch the intro.");
    await type(field("Video link"), "https://vimeo.com/123456789");
    await click(control("Add Step"));
    expect(errorOf("Step name")).toBeUndefined();
    expect(errorOf("Video link")).toBe(
      "Enter a YouTube link, e.g. https://www.youtube.com/watch?v=SSo_EIwHSd4.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's field errors under their fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              type: "about:blank",
              title: "Bad Request",
              status: 400,
              detail: "stepName: Already used.",
              errors: [{ field: "stepName", message: "Already used." }],
            }),
            { status: 400, headers: { "content-type": "application/problem+json" } },
          ),
      ),
    );
    await render(<MissionEditor journeys={[]} mission={mission} />);
    await type(field("Step name"), "Outline");
    await type(field("Description"), "Write three points.");
    await click(control("Add Step"));
    await until(() => expect(errorOf("Step name")).toBe("Already used."));
  });
});
