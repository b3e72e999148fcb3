import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoOpportunities, demoPartner } from "../../content/demo-careers.ts";
import { CreateOpportunitySchema, OpportunityListSchema } from "../../contract/opportunities.ts";
import { seedDemoCareers } from "../../server/db/demo-careers.ts";
import { partnerPeople, partners } from "../../server/db/schema/index.ts";
import { buildUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

// The demo's partner and opportunities (issue 37): on the board for anyone trying `npm start`.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

describe("the demo's partner and opportunities", () => {
  it("are valid posts, as the posting form would take them", () => {
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    for (const { daysOpen, ...opportunity } of demoOpportunities) {
      expect(daysOpen).toBeGreaterThan(0);
      expect(CreateOpportunitySchema.safeParse({ ...opportunity, deadline: soon }).success).toBe(
        true,
      );
    }
  });

  it("are seeded once, published, with the owner acting for the partner", async () => {
    const owner = await buildUser(testApp.app);
    const { db } = testApp.database;
    await seedDemoCareers(db, owner.email, new Date());
    await seedDemoCareers(db, owner.email, new Date());
    const rows = await db.select().from(partners).where(eq(partners.name, demoPartner.name));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "approved", trusted: true });
    const people = await db
      .select()
      .from(partnerPeople)
      .where(eq(partnerPeople.partnerId, rows[0]?.id ?? 0));
    expect(people).toEqual([expect.objectContaining({ userId: owner.id, role: "owner" })]);

    const board = await injectJson(testApp.app, { url: "/api/opportunities" });
    expect(board.statusCode).toBe(200);
    const titles = OpportunityListSchema.parse(board.json()).opportunities.map((o) => o.title);
    expect(titles.sort()).toEqual(demoOpportunities.map((o) => o.title).sort());
  });
});
