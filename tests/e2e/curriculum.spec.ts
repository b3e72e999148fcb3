import path from "node:path";
import type { Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { curriculum } from "../../content/curriculum/index.ts";
import { missionCompletions, scholarships } from "../../server/db/schema/index.ts";
import { joinClub, leaderWithClub, post, unique } from "./club-steps.ts";
import { withEmbeddedDatabase } from "./embedded-database.ts";
import { expect, expectSettledAccessible, signUpViaApi, test, useAppOrigin } from "./fixtures.ts";
import { type SpawnedServer, spawnServer } from "./spawned-server.ts";

/**
 * A member on the Developer journey does Mission 3 (a quiz, evidence, a reflection) on the screen,
 * the leader looks at what they handed in and verifies it, and the progress map moves. Then, with
 * Missions 1 to 7 verified (written into the stopped server's database: weeks of the programme),
 * the leader verifies Mission 8 and the journey credential verifies. On its own server, since its
 * database is seeded between two starts.
 */
const appPort = Number(process.env.E2E_PORT ?? 4123) + 1100;
const appUrl = `http://localhost:${appPort}`;
const dataDir = path.resolve(".tmp/e2e-curriculum");
const DEVELOPER = 6;

test.describe.configure({ timeout: 240_000 });

const developer = curriculum.developer ?? [];
const missionThree = developer[0];
if (!missionThree) throw new Error("no Developer Mission 3");

test.describe("the Developer journey", () => {
  test.use({ baseURL: appUrl });
  let server: SpawnedServer;
  const start = async (keepData: boolean) => {
    server = await spawnServer({
      port: appPort,
      dataDir,
      keepData,
      env: { PAYMENTS_TEST_MODE: "true", LOG_LEVEL: "warn" },
    });
  };
  test.beforeAll(async () => {
    useAppOrigin(appUrl);
    await start(false);
  });
  test.afterAll(async () => {
    useAppOrigin(undefined);
    await server?.stop();
  });

  /** Stops the server, writes into its database, and starts it again on the same data. */
  async function seedWhileStopped(work: Parameters<typeof withEmbeddedDatabase>[1]): Promise<void> {
    await server.stop();
    await withEmbeddedDatabase(dataDir, work);
    await start(true);
  }

  test("a member does Mission 3 on the screen, the leader verifies its evidence; all eight give the journey credential", async ({
    page,
    browser,
  }) => {
    const setup = await leaderWithClub(browser);
    const member = await signUpViaApi(page, { name: `Dev ${unique()}` });
    await joinClub(page, setup);
    await post(page, "/api/journeys/choice", { journeyId: DEVELOPER });

    // Missions 1 and 2 are behind them, and they hold a membership.
    await seedWhileStopped(async (db) => {
      const now = new Date();
      await db.insert(scholarships).values({
        userId: member.id,
        reason: "E2E membership",
        startsAt: new Date(now.getTime() - 60_000),
        endsAt: new Date(now.getTime() + 365 * 86_400_000),
      });
      await db.insert(missionCompletions).values(
        ["mission101", "mission111"].map((missionId) => ({
          userId: member.id,
          missionId,
          clubId: setup.clubId,
          missionStatus: "completed" as const,
          decidedAt: now,
        })),
      );
    });

    // Mission 3: read, then the quiz.
    await page.goto("/developer-mission-3");
    await expect(page.getByTestId("mission-goal")).toHaveText(
      `Your goal: ${missionThree.objective.en}`,
    );
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("Step 2 of 5")).toBeVisible();
    await answerQuiz(page, { wrong: true });
    await expect(page.getByText(/not passed yet/)).toBeVisible();
    await expect(page.getByText(/You can try again from/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit answers" })).toBeDisabled();
    await expectSettledAccessible(page);

    // The cooldown runs on the server's clock: the member waits ten minutes, here in the database.
    await seedWhileStopped(async (db) => {
      await db.execute(
        sql`update quiz_attempts set created_at = created_at - interval '11 minutes' where user_id = ${member.id}`,
      );
    });
    await page.reload();
    await answerQuiz(page, { wrong: false });
    await expect(page.getByText(/right: you passed/)).toBeVisible();

    // The test wallet step, then the evidence: a link to the transaction and what it says.
    await page.getByRole("link", { name: "Next" }).click();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("Step 4 of 5")).toBeVisible();
    const transaction = `https://sepolia.etherscan.io/tx/0x${unique().padEnd(64, "a")}`;
    await page.getByLabel("Link").fill(transaction);
    await page
      .getByLabel("Your text")
      .fill(
        "Status success, block 6012345, gas used 21000 at 1.5 gwei, fee 0.0000315 ETH, nonce 0.",
      );
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(/What you handed in/)).toBeVisible();

    // Mark as Complete before the reflection: refused, naming the step.
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("Step 5 of 5")).toBeVisible();
    await page.getByRole("button", { name: "Mark as Complete" }).click();
    await expect(page.getByTestId("submit-refusal")).toContainText("From Send to confirmed");

    // The reflection, in the member's words, then the submission goes through.
    await page
      .getByLabel("Your reflection, in your own words")
      .fill(
        "When I pressed Send, my wallet signed the transfer with my test key and handed it to a node. " +
          "It waited in the mempool until a validator put it in a block; the nonce kept its order, " +
          "and the fee was the gas used times the price I accepted.",
      );
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Reflection saved.")).toBeVisible();
    await page.getByRole("button", { name: "Mark as Complete" }).click();
    await expect(
      page.getByText("Mission submitted. Your club leader will verify it."),
    ).toBeVisible();

    // The leader sees the evidence, the link opening in a new tab, and verifies.
    const leaderPage = setup.leaderPage;
    await leaderPage.goto("/MissionVerification");
    const submission = pendingOf(leaderPage, member.name, "Mission 3");
    await expect(submission).toContainText("Quiz: 5 of 5 right (pass mark 4)");
    await expect(submission.getByRole("link", { name: transaction })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(submission).toContainText("the nonce kept its order");
    await expectSettledAccessible(leaderPage);
    await verify(leaderPage, member.name, "Mission 3");

    // The progress map moves: Mission 3 verified, Mission 4 open.
    await page.goto("/Dashboard");
    const item = (name: string) =>
      page.getByTestId("progress-item").filter({ hasText: `${name}:` });
    await expect(item("Mission 3")).toContainText("Verified");
    await expect(item("Mission 4")).not.toContainText("Locked");
    await expect(item("Mission 5")).toContainText("Locked");

    // Weeks later: Missions 4 to 7 verified, Mission 8 handed in and waiting.
    await seedWhileStopped(async (db) => {
      const now = new Date();
      await db.insert(missionCompletions).values([
        ...developer.slice(1, 5).map((mission) => ({
          userId: member.id,
          missionId: mission.id,
          clubId: setup.clubId,
          missionStatus: "completed" as const,
          decidedAt: now,
        })),
        { userId: member.id, missionId: "developer-8", clubId: setup.clubId, submittedAt: now },
      ]);
    });
    await leaderPage.goto("/MissionVerification");
    await verify(leaderPage, member.name, "Mission 8");

    // The journey credential: on the map, its certificate page, and it verifies.
    await page.goto("/Dashboard");
    await page.getByRole("link", { name: /certificate/i }).click();
    await expect(page).toHaveURL(/\/credentials\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Certificate of completion")).toBeVisible();
    await expect(page.getByText(`Awarded to ${member.name}`)).toBeVisible();
    const listed = page.getByRole("list").filter({ hasText: "Mission 8" });
    await expect(listed.getByRole("listitem")).toHaveCount(8);
    await expect(page.getByTestId("verification-result")).toHaveText("Verified");
    await expectSettledAccessible(page);
    await setup.close();
  });
});

/** The member's submission of `mission` on the leader's Mission Verification screen. */
const pendingOf = (leaderPage: Page, memberName: string, mission: string) =>
  leaderPage
    .getByTestId("pending-completion")
    .filter({ hasText: memberName })
    .filter({ hasText: mission });

/** The leader verifies the member's submission of `mission`, confirming it. */
async function verify(leaderPage: Page, memberName: string, mission: string) {
  const submission = pendingOf(leaderPage, memberName, mission);
  await submission.getByRole("button", { name: /^Verify/ }).click();
  await leaderPage
    .getByRole("dialog", { name: `Verify ${mission} for ${memberName}?` })
    .getByRole("button", { name: "Yes, verify" })
    .click();
  await expect(submission).toBeHidden();
}

/** Answers Mission 3's quiz from the shipped key: every right option, or a wrong first answer. */
async function answerQuiz(page: Page, { wrong }: { wrong: boolean }) {
  const step = missionThree?.steps.find((candidate) => candidate.kind === "quiz");
  if (step?.kind !== "quiz") throw new Error("Mission 3 has no quiz");
  for (const [index, question] of step.quiz.questions.entries()) {
    const group = page.getByRole("group", { name: new RegExp(literal(question.prompt.en)) });
    for (const option of question.options) {
      const right = question.correct.includes(option.id);
      const choose = wrong && index < 2 ? !right : right;
      const box = group.getByRole("checkbox", { name: option.text.en, exact: true });
      if (choose) await box.check();
      else await box.uncheck();
    }
  }
  await page.getByRole("button", { name: "Submit answers" }).click();
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
