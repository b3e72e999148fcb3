import { describe, expect, it } from "vitest";
import {
  canLeadClub,
  clubCreationRefusal,
  isTheLeader,
  leadsClub,
  maySeeMeetingLink,
  meetingChangeOf,
} from "./policy.ts";

const person = (id: string, isAdmin = false) => ({ id, name: id, email: `${id}@x.io`, isAdmin });

describe("club rules", () => {
  it.each([
    // viewer, club's leader -> leads it
    ["leader", "leader", true],
    ["member", "leader", false],
    ["leader", null, false],
    ["co-leader", "leader", true],
    ["co-leader", null, true],
  ] as const)("%s leading a club led by %s: %s", (viewer, leaderId, allowed) => {
    const club = { clubId: 1, leaderId, coLeaderIds: ["co-leader"] };
    expect(canLeadClub(person(viewer), club)).toBe(allowed);
  });

  it("keeps handing over and appointing co-leaders for the leader alone", () => {
    expect(isTheLeader("leader", { leaderId: "leader" })).toBe(true);
    expect(isTheLeader("co-leader", { leaderId: "leader" })).toBe(false);
    expect(leadsClub(undefined, { leaderId: null, coLeaderIds: [] })).toBe(false);
  });

  it.each([
    // viewer, standing, club's leader -> sees the meeting link
    ["member", "member", "leader", true],
    ["applicant", "applied", "leader", false],
    ["stranger", "none", "leader", false],
    ["leader", "none", "leader", true],
    ["stranger", "none", null, false],
  ] as const)(
    "%s (%s) of a club led by %s sees the link: %s",
    (viewer, standing, leaderId, sees) => {
      expect(maySeeMeetingLink(person(viewer), { standing, leaderId })).toBe(sees);
    },
  );

  it("lets a person create clubs up to the limit, not beyond", () => {
    expect(clubCreationRefusal(0, 5)).toBeNull();
    expect(clubCreationRefusal(4, 5)).toBeNull();
    expect(String(clubCreationRefusal(5, 5)?.message)).toMatch(/already lead 5 clubs/);
    expect(clubCreationRefusal(5, 5)?.message.in("ml")).toMatch(/5 ക്ലബ്ബുകൾ/);
  });

  it.each([
    // link before, format before, link after, format after -> what members are told
    ["https://a", "online", "https://a", "online", null],
    ["https://a", "online", "https://b", "online", "link"],
    [null, "online", "https://b", "online", "link"],
    ["https://a", "online", null, "online", "link"],
    ["https://a", "online", "https://a", "inperson", "format"],
    ["https://a", "online", "https://b", "inperson", "link-and-format"],
  ] as const)(
    "an edit from %s (%s) to %s (%s) tells members: %s",
    (linkBefore, formatBefore, linkAfter, formatAfter, change) => {
      expect(
        meetingChangeOf(
          { meetingLink: linkBefore, meetingFormat: formatBefore },
          { meetingLink: linkAfter, meetingFormat: formatAfter },
        ),
      ).toBe(change);
    },
  );
});
