import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS, notification } from "./kinds.ts";
import { notificationCatalogs } from "./messages.ts";

const club = { id: 7, name: "Kochi Speakers" };

describe("notification kinds as data", () => {
  it("builds a notification's words, link and club from its kind and parameters", () => {
    const told = notification("application-received", { club, applicant: "Asha" });
    expect(told.kind).toBe("application-received");
    expect(told.link).toBe("/ClubLeaderPage");
    expect(told.clubId).toBe(7);
    expect(typeof told.title === "string" ? told.title : told.title.in("en")).toBe(
      "New application to Kochi Speakers",
    );
    expect(typeof told.body === "string" ? told.body : told.body.in("en")).toBe(
      "Asha asked to join Kochi Speakers.",
    );
  });

  it("chooses words and link from the parameters where a kind has variants", () => {
    const said = (text: string | { in(locale: "en"): string }) =>
      typeof text === "string" ? text : text.in("en");
    const rejected = notification("application-rejected", { club, note: "Full this term" });
    expect(said(rejected.body)).toBe(
      "The leader of Kochi Speakers did not accept your application this time. You may apply again.\nTheir note: Full this term",
    );
    const changed = notification("club-meeting-changed", {
      club,
      slug: "kochi-speakers",
      change: "format",
      meetingFormat: "online",
    });
    expect(changed.link).toBe("/kochi-speakers");
    expect(said(changed.title)).toBe("Kochi Speakers now meets online");
    const revoked = notification("scholarship-revoked", {});
    expect(revoked.kind).toBe("membership-ended");
    expect(revoked.clubId).toBeUndefined();
  });

  it("says a built-in mission's name in the reader's language, an admin's own as written", () => {
    const builtIn = notification("submission-verified", {
      mission: { missionId: "mission101", missionName: "Mission 1" },
    });
    const title = (told: { title: unknown }, locale: "en" | "ml") =>
      (told.title as { in(locale: "en" | "ml"): string }).in(locale);
    expect(title(builtIn, "en")).toBe("Mission 1 is verified");
    expect(title(builtIn, "ml")).toContain("മിഷൻ 1");
    expect(title(builtIn, "ml")).not.toContain("Mission 1");
    // An admin renamed the built-in mission, or wrote their own: as written in every language.
    for (const mission of [
      { missionId: "mission101", missionName: "Say hello" },
      { missionId: "custom-7", missionName: "Mission 1" },
    ]) {
      expect(title(notification("submission-verified", { mission }), "ml")).toContain(
        mission.missionName,
      );
    }
    // Digest items carry the stored name only: a shipped name is translated all the same.
    const digest = notification("review-digest", {
      items: [
        {
          kind: "submission",
          personName: "Meera",
          missionName: "Mission 1",
          clubName: "Kochi Speakers",
          waitingDays: 3,
        },
      ],
    });
    expect((digest.body as { in(locale: "ml"): string }).in("ml")).toContain("മിഷൻ 1");
  });

  it("names only messages that exist in every catalog", () => {
    const english = notificationCatalogs.t("en", "notifications.paymentFailed.title");
    expect(english).toBe("Your payment did not go through");
    for (const name of Object.keys(NOTIFICATION_KINDS)) expect(name).toMatch(/^[a-z-]+$/);
  });

  it("does not compile with another kind's parameters", () => {
    // Only compiled (npx tsc), never run.
    const compileOnly = () => {
      // @ts-expect-error: a slot booking needs its speaker and time
      notification("slot-booked", { club });
      // @ts-expect-error: payment-failed takes no club
      notification("payment-failed", { club });
      // @ts-expect-error: no such kind
      notification("application-received-twice", { club, applicant: "Asha" });
      // @ts-expect-error: the mission is a stored mission, not its name alone
      notification("submission-verified", { mission: "Icebreaker" });
    };
    expect(compileOnly).toBeTypeOf("function");
  });
});
