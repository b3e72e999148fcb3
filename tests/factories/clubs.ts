import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Club, CreateClubInput } from "../../contract/clubs.ts";
import { injectJson } from "../helpers.ts";
import { buildUser, type TestUser } from "./users.ts";

export interface TestClub extends Club {
  leader: TestUser;
}

/** A unique club name: letters and digits only, so its slug is the name itself. */
export function uniqueClubName(prefix = "Club"): string {
  return `${prefix} ${randomUUID().slice(0, 8)}`;
}

export function clubInput(overrides: Partial<CreateClubInput> = {}): CreateClubInput {
  return {
    clubName: uniqueClubName(),
    location: "Lisbon, Portugal",
    meetingDays: ["monday", "thursday"],
    meetingTime: "evening",
    clubType: "web3",
    meetingFormat: "inperson",
    meetingLink: "https://meet.example.com/club",
    ...overrides,
  };
}

/** Creates a club through the API; its leader is signed up first unless given. */
export async function buildClub(
  app: FastifyInstance,
  overrides: Partial<CreateClubInput> & { leader?: TestUser } = {},
): Promise<TestClub> {
  const { leader: givenLeader, ...fields } = overrides;
  const leader = givenLeader ?? (await buildUser(app, { name: "Club Leader" }));
  const response = await injectJson(app, {
    method: "POST",
    url: "/api/clubs",
    cookie: leader.cookie,
    payload: clubInput(fields),
  });
  if (response.statusCode !== 201) {
    throw new Error(`club creation failed: ${response.statusCode} ${response.body}`);
  }
  return { ...(response.json() as Club), leader };
}
