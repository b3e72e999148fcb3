import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { developerCurriculum } from "../../content/curriculum/developer.ts";
import { MissionDetailSchema } from "../../contract/missions.ts";
import {
  QUIZ_RETRY_MINUTES,
  QuizAttemptResultSchema,
  StepResponseListSchema,
  StepResponseSchema,
} from "../../contract/steps.ts";
import { missionCompletions } from "../../server/db/schema/index.ts";
import { collectPersonalData } from "../../server/features/account-data/personal-data.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import {
  buildLeaderWithClub,
  buildMember,
  grantMembership,
  type TestClub,
} from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

const DEVELOPER = 6;
const TRADER = 1;
const clock = new ManualClock();
let testApp: TestApp;
let club: TestClub;
beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  club = await buildLeaderWithClub(testApp);
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const shipped = (missionId: string) => {
  const mission = developerCurriculum.find((candidate) => candidate.id === missionId);
  if (!mission) throw new Error(`no shipped mission ${missionId}`);
  return mission;
};
const QUIZ = (() => {
  const step = shipped("developer-3").steps.find((candidate) => candidate.kind === "quiz");
  if (step?.kind !== "quiz") throw new Error("developer-3 has no quiz");
  return step.quiz;
})();
const RIGHT_ANSWERS = Object.fromEntries(
  QUIZ.questions.map((question) => [question.id, question.correct]),
);
const REFLECTION =
  "Pressing Send made my wallet sign the transaction with my key; the signed transaction went out to the network, waited among others until a validator put it in a block, and I paid the fee for the gas it used. I was surprised how fast it was.";

/** A member of the club on the developer journey, with Mission 2 handed in (Mission 3 opens). */
async function developer(options: { membership?: boolean; journeyId?: number } = {}) {
  const member = await buildMember(testApp, club.clubId, {
    journeyId: options.journeyId ?? DEVELOPER,
  });
  if (options.membership ?? true) await grantMembership(db(), member.id);
  await db()
    .insert(missionCompletions)
    .values({ userId: member.id, missionId: "mission111", clubId: club.clubId });
  return member;
}

async function missionOf(member: TestUser, missionId: string) {
  const response = await injectJson(testApp.app, {
    url: `/api/missions/${missionId}`,
    cookie: member.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, mission: MissionDetailSchema.parse(response.json()) };
}

/** The stored step id of the mission's step of `kind` (the first one). */
async function stepIdOf(member: TestUser, missionId: string, kind: string) {
  const { mission } = await missionOf(member, missionId);
  const step = mission.steps.find((candidate) => candidate.kind === kind);
  if (!step) throw new Error(`${missionId} has no ${kind} step`);
  return step.stepId;
}

const responsesOf = (member: TestUser, missionId: string) =>
  injectJson(testApp.app, { url: `/api/missions/${missionId}/responses`, cookie: member.cookie });

const save = (member: TestUser, missionId: string, stepId: number, payload: object) =>
  injectJson(testApp.app, {
    method: "PUT",
    url: `/api/missions/${missionId}/steps/${stepId}/response`,
    cookie: member.cookie,
    payload,
  });

const attempt = (
  member: TestUser,
  stepId: number,
  answers: Record<string, string[]>,
  missionId = "developer-3",
) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/missions/${missionId}/steps/${stepId}/quiz-attempts`,
    cookie: member.cookie,
    payload: { answers },
  });

const submit = (member: TestUser, missionId: string) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/missions/${missionId}/submission`,
    cookie: member.cookie,
  });

/** Everything developer-3 asks for, handed in through the API. */
async function handInMissionThree(member: TestUser, link: string) {
  const quiz = await stepIdOf(member, "developer-3", "quiz");
  expect((await attempt(member, quiz, RIGHT_ANSWERS)).statusCode).toBe(201);
  const evidence = await stepIdOf(member, "developer-3", "evidence");
  expect(
    (await save(member, "developer-3", evidence, { link, text: "status: ok" })).statusCode,
  ).toBe(200);
  const reflection = await stepIdOf(member, "developer-3", "reflection");
  expect((await save(member, "developer-3", reflection, { text: REFLECTION })).statusCode).toBe(
    200,
  );
}

describe("quiz answers stay on the server", () => {
  it("never sends the right options before an attempt, and shuffles the questions", async () => {
    const member = await developer();
    const orders = new Set<string>();
    for (let read = 0; read < 12; read += 1) {
      const { body, mission } = await missionOf(member, "developer-3");
      expect(body).not.toMatch(/"correct"/);
      for (const question of QUIZ.questions) {
        expect(body).not.toContain(`"correct":${JSON.stringify(question.correct)}`);
      }
      const quiz = mission.steps.find((step) => step.kind === "quiz");
      if (quiz?.kind !== "quiz") throw new Error("no quiz step");
      for (const question of quiz.quiz.questions)
        expect(Object.keys(question).sort()).toEqual(["id", "options", "prompt"]);
      const ids = quiz.quiz.questions.map((question) => question.id);
      expect([...ids].sort()).toEqual(QUIZ.questions.map((question) => question.id).sort());
      orders.add(ids.join(","));
    }
    // Five questions: twelve reads in one order would happen once in 10^20.
    expect(orders.size).toBeGreaterThan(1);

    const responses = await responsesOf(member, "developer-3");
    expect(responses.statusCode).toBe(200);
    expect(responses.body).not.toMatch(/"correct"|"options"/);
    StepResponseListSchema.parse(responses.json());
  });

  it("scores an attempt without saying which options were right", async () => {
    const member = await developer();
    const quiz = await stepIdOf(member, "developer-3", "quiz");
    const response = await attempt(member, quiz, {});
    expect(response.statusCode, response.body).toBe(201);
    expect(response.body).not.toMatch(/"correct"/);
    const result = QuizAttemptResultSchema.parse(response.json());
    expect(Object.keys(result.results[0] ?? {}).sort()).toEqual(["questionId", "right"]);
  });
});

describe("a quiz attempt", () => {
  it("scores a wrong attempt, refuses a retry during the cooldown, and allows it after", async () => {
    const member = await developer();
    const quiz = await stepIdOf(member, "developer-3", "quiz");
    const [first, second] = QUIZ.questions;
    if (!first || !second) throw new Error("a short quiz");
    // One right, one wrong (an option too many), the others left out.
    const wrong = await attempt(member, quiz, {
      [first.id]: first.correct,
      [second.id]: [...second.options.map((option) => option.id)],
    });
    expect(wrong.statusCode, wrong.body).toBe(201);
    const result = QuizAttemptResultSchema.parse(wrong.json());
    expect(result).toMatchObject({ score: 1, total: QUIZ.questions.length, passed: false });
    expect(result.results).toContainEqual({ questionId: first.id, right: true });
    expect(result.results).toContainEqual({ questionId: second.id, right: false });
    expect(result.retryAt).toBe(
      new Date(clock.now().getTime() + QUIZ_RETRY_MINUTES * 60_000).toISOString(),
    );

    const early = await attempt(member, quiz, RIGHT_ANSWERS);
    expect(early.statusCode).toBe(409);
    expect(problemOf(early).detail).toMatch(
      /try the quiz again in 10 minutes \(at \d\d:\d\d UTC\)/,
    );

    clock.advance(QUIZ_RETRY_MINUTES * 60_000);
    const passed = await attempt(member, quiz, RIGHT_ANSWERS);
    expect(passed.statusCode, passed.body).toBe(201);
    expect(QuizAttemptResultSchema.parse(passed.json())).toMatchObject({
      score: QUIZ.questions.length,
      passed: true,
      bestScore: QUIZ.questions.length,
      retryAt: null,
    });

    const again = await attempt(member, quiz, RIGHT_ANSWERS);
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toBe("You have already passed this quiz.");

    const list = StepResponseListSchema.parse((await responsesOf(member, "developer-3")).json());
    const progress = list.items.find((item) => item.stepId === quiz)?.quiz;
    expect(progress?.attempts.map((item) => item.score)).toEqual([QUIZ.questions.length, 1]);
    expect(progress).toMatchObject({ passed: true, bestScore: QUIZ.questions.length });
  });

  it("refuses answers naming a question or an option the quiz does not have, keeping nothing", async () => {
    const member = await developer();
    const quiz = await stepIdOf(member, "developer-3", "quiz");
    const [first] = QUIZ.questions;
    if (!first) throw new Error("an empty quiz");
    for (const answers of [{ nope: ["a"] }, { [first.id]: ["zz"] }]) {
      const response = await attempt(member, quiz, answers);
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).errors?.[0]?.field).toBe("answers");
    }
    const list = StepResponseListSchema.parse((await responsesOf(member, "developer-3")).json());
    expect(list.items.find((item) => item.stepId === quiz)?.quiz?.attempts).toEqual([]);
  });

  it("takes two attempts sent at once one after the other: the second waits for the cooldown", async () => {
    const member = await developer();
    const quiz = await stepIdOf(member, "developer-3", "quiz");
    const statuses = (await Promise.all([attempt(member, quiz, {}), attempt(member, quiz, {})]))
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([201, 409]);
  });
});

describe("evidence links", () => {
  it("refuses another member's link for the same step in any spelling; the owner may save it again", async () => {
    const owner = await developer();
    const other = await developer();
    const evidence = await stepIdOf(owner, "developer-3", "evidence");
    const link = `https://WWW.Example.com/tx/${evidence}/`;
    const saved = await save(owner, "developer-3", evidence, { link, text: "status ok" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(StepResponseSchema.parse(saved.json())).toMatchObject({ link, text: "status ok" });

    for (const variant of [
      link,
      `http://example.com/tx/${evidence}#y`,
      `https://example.com/tx/${evidence}`,
      `https://www.example.COM/tx/${evidence}//`,
    ]) {
      const refused = await save(other, "developer-3", evidence, { link: variant });
      expect(refused.statusCode, variant).toBe(409);
      expect(problemOf(refused).detail).toBe(
        "Another member has already handed in this link for this step. Hand in a link to your own work.",
      );
    }
    // The owner saves it again (another spelling of their own), and the other member their own.
    expect(
      (await save(owner, "developer-3", evidence, { link: `http://example.com/tx/${evidence}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await save(other, "developer-3", evidence, {
          link: `https://example.com/tx/${evidence}/other`,
        })
      ).statusCode,
    ).toBe(200);
    // A field left out keeps its value; an empty one clears it.
    const cleared = StepResponseSchema.parse(
      (await save(owner, "developer-3", evidence, { text: "" })).json(),
    );
    expect(cleared).toMatchObject({ link: `http://example.com/tx/${evidence}`, text: null });
  });

  it("lets one of two members saving the same link at once have it", async () => {
    const first = await developer();
    const second = await developer();
    const evidence = await stepIdOf(first, "developer-3", "evidence");
    const link = `https://example.org/race/${evidence}`;
    const statuses = (
      await Promise.all([
        save(first, "developer-3", evidence, { link }),
        save(second, "developer-3", evidence, { link: `${link}/` }),
      ])
    )
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });

  it("refuses a field the step does not ask for, and a reflection too short", async () => {
    const member = await developer();
    const reflection = await stepIdOf(member, "developer-3", "reflection");
    const withLink = await save(member, "developer-3", reflection, {
      link: "https://example.com/r",
    });
    expect(withLink.statusCode).toBe(400);
    expect(problemOf(withLink).errors?.[0]?.field).toBe("link");
    const short = await save(member, "developer-3", reflection, { text: `  ${"x".repeat(150)}  ` });
    expect(short.statusCode).toBe(400);
    expect(problemOf(short).detail).toMatch(
      /^Write 50 more characters: .* at least 200 characters/,
    );
    const quiz = await stepIdOf(member, "developer-3", "quiz");
    expect((await save(member, "developer-3", quiz, { text: "an answer" })).statusCode).toBe(400);
  });
});

describe("submitting a mission with steps that collect evidence", () => {
  it("names the first step without its evidence, and accepts the mission once all is handed in", async () => {
    const member = await developer();
    const missing = async (stepName: string) => {
      const response = await submit(member, "developer-3");
      expect(response.statusCode, response.body).toBe(400);
      const problem = problemOf(response);
      expect(problem.detail).toContain(`“${stepName}”`);
      expect(problem.errors?.[0]?.field).toBe("steps");
    };
    await missing("Quiz: accounts, gas and blocks");
    const quiz = await stepIdOf(member, "developer-3", "quiz");
    expect((await attempt(member, quiz, RIGHT_ANSWERS)).statusCode).toBe(201);
    await missing("Follow your own transaction");
    const evidence = await stepIdOf(member, "developer-3", "evidence");
    // A required text still missing.
    expect(
      (
        await save(member, "developer-3", evidence, {
          link: `https://example.net/d/${evidence}/${member.id}`,
        })
      ).statusCode,
    ).toBe(200);
    await missing("Follow your own transaction");
    expect(
      (await save(member, "developer-3", evidence, { text: "status: success" })).statusCode,
    ).toBe(200);
    await missing("From Send to confirmed");
    const reflection = await stepIdOf(member, "developer-3", "reflection");
    expect((await save(member, "developer-3", reflection, { text: REFLECTION })).statusCode).toBe(
      200,
    );

    const submitted = await submit(member, "developer-3");
    expect(submitted.statusCode, submitted.body).toBe(201);

    const data = await collectPersonalData(db(), member.id);
    expect(data?.stepResponses).toHaveLength(2);
    expect(data?.quizAttempts).toHaveLength(1);
  });

  it("keeps what was handed in frozen while the submission waits, and open again after a rejection", async () => {
    const member = await developer();
    await handInMissionThree(member, `https://example.net/frozen/${member.id}`);
    expect((await submit(member, "developer-3")).statusCode).toBe(201);
    const evidence = await stepIdOf(member, "developer-3", "evidence");
    const frozen = await save(member, "developer-3", evidence, { text: "changed" });
    expect(frozen.statusCode).toBe(409);
    expect(problemOf(frozen).detail).toMatch(/waiting for your leader/);
    const quiz = await stepIdOf(member, "developer-3", "quiz");
    expect((await attempt(member, quiz, RIGHT_ANSWERS)).statusCode).toBe(409);

    await db()
      .update(missionCompletions)
      .set({
        missionStatus: "rejected",
        stepNotes: { [String(evidence)]: "Link a Sepolia transaction." },
      })
      .where(
        and(
          eq(missionCompletions.userId, member.id),
          eq(missionCompletions.missionId, "developer-3"),
        ),
      );
    expect((await save(member, "developer-3", evidence, { text: "changed" })).statusCode).toBe(200);
    const list = StepResponseListSchema.parse((await responsesOf(member, "developer-3")).json());
    expect(list.items.find((item) => item.stepId === evidence)?.leaderNote).toBe(
      "Link a Sepolia transaction.",
    );
  });
});

describe("who may hand in what", () => {
  it("refuses a member without an active membership Mission 3's evidence and its submission", async () => {
    const member = await developer({ membership: false });
    const evidence = await stepIdOf(member, "developer-3", "evidence");
    const saved = await save(member, "developer-3", evidence, {
      link: "https://example.com/no-member",
    });
    expect(saved.statusCode).toBe(403);
    expect(problemOf(saved).type).toMatch(/membership-required$/);
    const quiz = await stepIdOf(member, "developer-3", "quiz");
    expect(problemOf(await attempt(member, quiz, RIGHT_ANSWERS)).type).toMatch(
      /membership-required$/,
    );
    const submitted = await submit(member, "developer-3");
    expect(submitted.statusCode).toBe(403);
    expect(problemOf(submitted).type).toMatch(/membership-required$/);
  });

  it("keeps Mission 4 closed until Mission 3 is submitted", async () => {
    const member = await developer();
    const evidence = await stepIdOf(member, "developer-4", "evidence");
    const early = await save(member, "developer-4", evidence, {
      link: `https://example.com/four/${member.id}`,
    });
    expect(early.statusCode).toBe(403);
    expect(problemOf(early).detail).toMatch(/^Submit Mission 3 first/);
    const submitted = await submit(member, "developer-4");
    expect(submitted.statusCode).toBe(403);
    expect(problemOf(submitted).detail).toMatch(/^Submit Mission 3 first/);

    await handInMissionThree(member, `https://example.net/order/${member.id}`);
    expect((await submit(member, "developer-3")).statusCode).toBe(201);
    const opened = await save(member, "developer-4", evidence, {
      link: `https://example.com/four/${member.id}`,
    });
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it("refuses a step of another mission (404) and another journey's mission (403)", async () => {
    const member = await developer();
    const otherStep = await stepIdOf(member, "developer-4", "evidence");
    const wrongMission = await save(member, "developer-3", otherStep, {
      link: "https://example.com/a",
    });
    expect(wrongMission.statusCode).toBe(404);
    expect((await attempt(member, otherStep, {})).statusCode).toBe(404);
    expect((await save(member, "developer-3", 2_000_000_000, { text: "x" })).statusCode).toBe(404);

    const trader = await developer({ journeyId: TRADER });
    const traderQuiz = await stepIdOf(trader, "trader-3", "quiz");
    expect((await responsesOf(member, "trader-3")).statusCode).toBe(403);
    expect((await attempt(member, traderQuiz, {}, "trader-3")).statusCode).toBe(403);
    expect((await save(member, "trader-3", traderQuiz, { text: "x" })).statusCode).toBe(403);
    expect((await responsesOf(member, "no-such-mission")).statusCode).toBe(404);
  });

  it("answers 401 signed out", async () => {
    const responses = await injectJson(testApp.app, { url: "/api/missions/developer-3/responses" });
    expect(responses.statusCode).toBe(401);
  });
});
