import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInMissions } from "../../content/missions.ts";
import type { Locale } from "../../contract/locales.ts";
import { MissionDetailSchema } from "../../contract/missions.ts";
import { missionSteps } from "../../server/db/schema/index.ts";
import { buildAdmin, buildLeaderWithClub, buildMember } from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

/**
 * Mission 1's post names what the rules pay for a verified mission (round 3 decision 3, ADR 040):
 * read from the `verified-mission` rule whenever the mission is read, in each language, so no text
 * promises more than the ledger pays.
 */
let testApp: TestApp;
let member: TestUser;
let admin: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  const club = await buildLeaderWithClub(testApp);
  member = await buildMember(testApp, club.clubId, { journeyId: 1 });
  admin = await buildAdmin(testApp);
});
afterAll(() => testApp?.close());

/** Mission 1 as the member reads it in `locale`: its post step's text and the amount. */
async function missionOneIn(locale: Locale) {
  const response = await injectJson(testApp.app, {
    url: "/api/missions/mission101",
    cookie: member.cookie,
    headers: { "accept-language": locale },
  });
  expect(response.statusCode, response.body).toBe(200);
  const mission = MissionDetailSchema.parse(response.json());
  const post = mission.steps.find((step) => step.kind === "first-post");
  return { text: post?.description ?? "", reward: mission.verifiedMissionReward };
}

const setRule = async (amount: number, active = true) => {
  const response = await injectJson(testApp.app, {
    method: "PUT",
    url: "/api/admin/rewards/rules/verified-mission",
    cookie: admin.cookie,
    payload: { amount, capPerSeason: null, active },
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** How each language writes the amount in the step's sentence. */
const SAID: Record<Locale, (amount: string) => string> = {
  en: (amount) => `each verified mission earns ${amount} $VOCATE points`,
  ml: (amount) => `ഓരോ മിഷനും ${amount} $VOCATE പോയിന്റുകൾ`,
  ar: (amount) => `تكسب كل مهمة يُتحقق منها ${amount} نقطة $VOCATE`,
};
const LOCALES = ["en", "ml", "ar"] as const;

describe("the amount Mission 1's post step names", () => {
  it("is the rule's, in every language: 500 by default, what an admin changes it to after", async () => {
    // Each language's digits and grouping as Intl writes them (the web's formatNumber does too).
    const digitsOf = (amount: number) =>
      Object.fromEntries(
        LOCALES.map((locale) => [locale, new Intl.NumberFormat(locale).format(amount)]),
      ) as Record<Locale, string>;
    const digits = digitsOf(500);
    for (const locale of LOCALES) {
      const { text, reward } = await missionOneIn(locale);
      expect(reward).toBe(500);
      expect(text).toContain(SAID[locale](digits[locale]));
      expect(text).not.toContain("{verifiedMissionReward}");
    }

    await setRule(1250);
    const changed = digitsOf(1250);
    expect(changed.en).toBe("1,250");
    for (const locale of LOCALES) {
      const { text, reward } = await missionOneIn(locale);
      expect(reward).toBe(1250);
      expect(text).toContain(SAID[locale](changed[locale]));
      expect(text).not.toMatch(/500|٥٠٠/);
    }

    // A rule switched off pays nothing: the text says so rather than the old amount.
    await setRule(1250, false);
    const off = await missionOneIn("en");
    expect(off.reward).toBe(0);
    expect(off.text).toContain(SAID.en("0"));
    await setRule(500);
  });

  it("the migration gives a database that still says 500 the placeholder; an admin's text stays", async () => {
    const shipped = builtInMissions[0]?.steps.find((step) => step.kind === "first-post");
    const placeholderText = shipped?.description ?? "";
    const oldText = placeholderText.replace("{verifiedMissionReward}", "500");
    const file = readFileSync(
      path.resolve("server/db/migrations/0032_wallet-subject-reward-text.sql"),
      "utf8",
    );
    const update = file.slice(file.indexOf('UPDATE "mission_steps"')).trim();
    const stepOf = and(
      eq(missionSteps.missionId, "mission101"),
      eq(missionSteps.kind, "first-post"),
    );
    const stored = async () =>
      (await testApp.database.db.select().from(missionSteps).where(stepOf))[0]?.description;

    await testApp.database.db.update(missionSteps).set({ description: oldText }).where(stepOf);
    await testApp.database.db.execute(sql.raw(update));
    expect(await stored()).toBe(placeholderText);
    await setRule(700);
    expect((await missionOneIn("ml")).text).toContain(SAID.ml("700"));

    const own = "My own words: members earn 500 $VOCATE.";
    await testApp.database.db.update(missionSteps).set({ description: own }).where(stepOf);
    await testApp.database.db.execute(sql.raw(update));
    expect(await stored()).toBe(own);
    await testApp.database.db
      .update(missionSteps)
      .set({ description: placeholderText })
      .where(stepOf);
    await setRule(500);
  });
});
