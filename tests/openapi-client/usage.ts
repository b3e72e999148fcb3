/**
 * What a third party writes against the client generated from /api/openapi.json
 * (openapi-typescript). `tests/api/openapi.test.ts` generates the types, then type-checks this
 * file: a change to the API that breaks these calls fails the suite.
 */
import type { paths } from "../../.tmp/openapi/api.ts";

type JsonOf<T> = T extends { content: { "application/json": infer Body } } ? Body : never;
type Ok<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends {
  responses: { 200: infer Response };
}
  ? JsonOf<Response>
  : never;

export const journeys: Ok<"/api/journeys", "get"> = {
  items: [
    {
      id: 1,
      slug: "trader",
      title: "Trader",
      description: "Markets on chain",
      image: "/images/journeys/trader.svg",
      modules: ["M1: Read, Write, Own"],
    },
  ],
};

export function clubNamesOf(result: Ok<"/api/clubs", "get">): string[] {
  return result.items.map((club) => club.clubName);
}

type CreateClub = paths["/api/clubs"]["post"] extends {
  requestBody?: { content: { "application/json": infer Body } };
}
  ? Body
  : never;

export const newClub: CreateClub = {
  clubName: "Porto Builders",
  location: "Porto",
  meetingDays: ["monday"],
  meetingTime: "evening",
  clubType: "web3",
  meetingFormat: "online",
};

// @ts-expect-error the contract has no such club type
export const wrongClub: CreateClub = { ...newClub, clubType: "poetry" };

type Problem = paths["/api/clubs"]["post"]["responses"][400] extends {
  content: { "application/problem+json": infer Body };
}
  ? Body
  : never;

export function fieldsOf(problem: Problem): string[] {
  return (problem.errors ?? []).map((error) => error.field);
}

type SignIn = paths["/api/auth/sign-in/email"]["post"] extends {
  requestBody?: { content: { "application/json": infer Body } };
}
  ? Body
  : never;

export const signIn: SignIn = { email: "ann@example.org", password: "a sound passphrase 42" };

// @ts-expect-error sign-in takes no other fields
export const signInWithExtra: SignIn = { ...signIn, isAdmin: true };
