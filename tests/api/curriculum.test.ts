import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { curriculum } from "../../content/curriculum/index.ts";
import { journeys } from "../../content/journeys.ts";
import { STEP_KINDS } from "../../contract/missions.ts";
import { missionCompletions, missionSteps, missions } from "../../server/db/schema/index.ts";
import { seedBuiltInContent } from "../../server/db/seed.ts";
import {
  buildLeaderWithClub,
  buildMember,
  grantMembership,
  type TestClub,
} from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

/**
 * The curriculum (issue 34, ADRs 035 and 036) as the running app holds it: six journeys with
 * Missions 1 to 8, seeded once (an admin's edit survives a restart), said in the reader's
 * language down to a quiz's options, and opened in order.
 */
let testApp: TestApp;
let club: TestClub;
beforeAll(async () => {
  testApp = await buildTestApp();
  club = await buildLeaderWithClub(testApp);
});
afterAll(() => testApp?.close());

const DEVELOPER = 6;

const getIn = async (language: string, url: string, user: TestUser) => {
  const response = await injectJson(testApp.app, {
    url,
    cookie: user.cookie,
    headers: { "accept-language": language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

async function stepCount() {
  const [row] = await testApp.database.db.select({ steps: count() }).from(missionSteps);
  return row?.steps ?? 0;
}

describe("the seeded curriculum", () => {
  it("gives each of the six journeys Missions 3 to 8, after Missions 1 and 2 for all", async () => {
    const rows = await testApp.database.db
      .select({ journeyId: missions.journeyId, sequence: missions.sequence, id: missions.id })
      .from(missions)
      .where(isNotNull(missions.sequence));
    expect(rows.filter((row) => row.journeyId === null).map((row) => row.sequence)).toEqual(
      expect.arrayContaining([1, 2]),
    );
    for (const journey of journeys) {
      const own = rows
        .filter((row) => row.journeyId === journey.id)
        .map((row) => row.sequence)
        .sort();
      expect(own, journey.slug).toEqual([3, 4, 5, 6, 7, 8]);
    }
    const kinds = await testApp.database.db
      .selectDistinct({ kind: missionSteps.kind })
      .from(missionSteps);
    for (const { kind } of kinds) expect(STEP_KINDS).toContain(kind);
  });

  it("seeds once: a restart adds nothing and keeps an admin's edit of a curriculum step", async () => {
    const db = testApp.database.db;
    const [first] = await db
      .select({ id: missionSteps.id })
      .from(missionSteps)
      .where(and(eq(missionSteps.missionId, "trader-3"), eq(missionSteps.position, 1)));
    if (!first) throw new Error("trader-3 has no first step");
    await db
      .update(missionSteps)
      .set({ stepName: "Read the club's own market notes" })
      .where(eq(missionSteps.id, first.id));
    const before = await stepCount();
    await seedBuiltInContent(db);
    expect(await stepCount()).toBe(before);
    const [after] = await db
      .select({ stepName: missionSteps.stepName })
      .from(missionSteps)
      .where(eq(missionSteps.id, first.id));
    expect(after?.stepName).toBe("Read the club's own market notes");
  });
});

describe("a curriculum mission in the reader's language", () => {
  const shipped = curriculum.developer?.[0];
  if (!shipped) throw new Error("no developer curriculum");

  it.each(["ml", "ar"] as const)(
    "says Developer Mission 3 in %s, down to a quiz's options",
    async (language) => {
      const member = await buildMember(testApp, club.clubId, { journeyId: DEVELOPER });
      const mission = await getIn(language, "/api/missions/developer-3", member);
      expect(`${mission.missionName}: ${mission.objective}`).toBe(shipped.name[language]);
      expect(mission.goal).toBe(shipped.objective[language]);
      const quiz = mission.steps.find((step: { kind: string }) => step.kind === "quiz");
      const shippedQuiz = shipped.steps.find((step) => step.kind === "quiz");
      if (!quiz || shippedQuiz?.kind !== "quiz") throw new Error("Mission 3 has no quiz");
      expect(quiz.stepName).toBe(shippedQuiz.name[language]);
      const prompts = quiz.quiz.questions.map((question: { prompt: string }) => question.prompt);
      expect(prompts.sort()).toEqual(
        shippedQuiz.quiz.questions.map((question) => question.prompt[language]).sort(),
      );
      const options = quiz.quiz.questions.flatMap((question: { options: { text: string }[] }) =>
        question.options.map((option) => option.text),
      );
      expect(options).toContain(shippedQuiz.quiz.questions[0]?.options[0]?.text[language]);
      const evidence = mission.steps.find((step: { kind: string }) => step.kind === "evidence");
      const shippedEvidence = shipped.steps.find((step) => step.kind === "evidence");
      if (shippedEvidence?.kind !== "evidence") throw new Error("Mission 3 asks for no evidence");
      expect(evidence.evidence.asks).toBe(shippedEvidence.asks[language]);
    },
  );
});

describe("the path in order", () => {
  type Item = { id: string; number: number | null; locked: string | null };
  const path = async (member: TestUser) =>
    ((await getIn("en", "/api/missions", member)).items as Item[]).filter(
      (item) => item.number !== null,
    );

  it("lists Missions 1 to 8 in order; Mission 3 waits for Mission 2, then for a membership", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: DEVELOPER });
    const items = await path(member);
    expect(items.map((item) => item.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(items.map((item) => item.id).slice(2)).toEqual(
      curriculum.developer?.map((mission) => mission.id),
    );
    expect(items.map((item) => item.locked)).toEqual([
      null,
      null,
      "previous",
      "previous",
      "previous",
      "previous",
      "previous",
      "previous",
    ]);

    // Mission 2 waits for verification: Mission 3 now waits only for the membership.
    await testApp.database.db
      .insert(missionCompletions)
      .values({ userId: member.id, missionId: "mission111", clubId: club.clubId });
    expect((await path(member)).map((item) => item.locked).slice(2, 4)).toEqual([
      "membership",
      "previous",
    ]);
    await grantMembership(testApp.database.db, member.id);
    expect((await path(member)).map((item) => item.locked).slice(2, 4)).toEqual([null, "previous"]);
  });
});
