import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../auth/session.ts";
import {
  LEADER_CANNOT_REMOVE_SELF,
  leaveRefusal,
  NO_SUCH_MEMBER,
  NOT_A_MEMBER,
  ONLY_LEADER_READS_PROGRESS,
  ONLY_LEADER_REMOVES,
  ONLY_LEADER_REMOVES_LEADERS,
  progressRefusal,
  removalRefusal,
} from "./policy.ts";

const person = (id: string, isAdmin = false): SessionUser => ({
  id,
  name: id,
  email: `${id}@example.com`,
  isAdmin,
});
const leader = person("leader");
const otherLeader = person("other-leader");
const admin = person("admin", true);
const member = person("member");
const coLeader = person("co-leader");
const club = { clubId: 1, leaderId: "leader", coLeaderIds: ["co-leader", "co-leader-2"] };
const leaderless = { clubId: 2, leaderId: null, coLeaderIds: [] };

describe("who may leave a club", () => {
  it.each([
    [true, null],
    [false, { code: "conflict", message: NOT_A_MEMBER }],
  ] as const)("a member: %s -> %o", (isMember, refusal) => {
    expect(leaveRefusal({ isMember })).toEqual(refusal);
  });
});

describe("who may remove whom", () => {
  const forbidden = { code: "forbidden", message: ONLY_LEADER_REMOVES };
  it.each([
    ["the leader removes a member", leader, club, "member", true, null],
    [
      "the leader removes someone who is no member",
      leader,
      club,
      "stranger",
      false,
      { code: "not-found", message: NO_SUCH_MEMBER },
    ],
    [
      "the leader removes themselves",
      leader,
      club,
      "leader",
      true,
      { code: "conflict", message: LEADER_CANNOT_REMOVE_SELF },
    ],
    ["the leader removes a co-leader", leader, club, "co-leader", true, null],
    ["a co-leader removes a member", coLeader, club, "member", true, null],
    [
      "a co-leader removes the leader",
      coLeader,
      club,
      "leader",
      true,
      { code: "forbidden", message: ONLY_LEADER_REMOVES_LEADERS },
    ],
    [
      "a co-leader removes another co-leader",
      coLeader,
      club,
      "co-leader-2",
      true,
      { code: "forbidden", message: ONLY_LEADER_REMOVES_LEADERS },
    ],
    ["another club's leader", otherLeader, club, "member", true, forbidden],
    ["a member removes another", member, club, "someone", true, forbidden],
    ["a member removes themselves", member, club, "member", true, forbidden],
    ["an admin", admin, club, "member", true, forbidden],
    ["anyone, in a club without a leader", leader, leaderless, "member", true, forbidden],
  ] as const)("%s", (_, user, target, userId, isMember, refusal) => {
    expect(removalRefusal(user, target, { userId, isMember })).toEqual(refusal);
  });
});

describe("who may read the members' progress", () => {
  const forbidden = { code: "forbidden", message: ONLY_LEADER_READS_PROGRESS };
  it.each([
    ["the leader", leader, club, null],
    ["a co-leader", coLeader, club, null],
    ["another club's leader", otherLeader, club, forbidden],
    ["a member", member, club, forbidden],
    ["an admin", admin, club, forbidden],
    ["anyone, in a club without a leader", leader, leaderless, forbidden],
  ] as const)("%s", (_, user, target, refusal) => {
    expect(progressRefusal(user, target)).toEqual(refusal);
  });
});
