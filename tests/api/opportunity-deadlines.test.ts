import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { opportunities } from "../../server/db/schema/index.ts";
import { OPPORTUNITY_DEADLINE_QUEUE } from "../../server/features/opportunities/jobs.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import {
  board,
  opportunityInput,
  postForPartner,
  seedPartner,
} from "../factories/opportunities.ts";
import { buildUser } from "../factories/users.ts";
import { buildTestApp, type TestApp } from "../helpers.ts";
import { twoSweepsOf } from "../sweeps.ts";

/**
 * Opportunities close at their deadline by the job queue (a sweep every second here, every 10
 * minutes in production), with the injectable clock: the board stops listing one the moment its
 * deadline passes, and the sweep then records it closed.
 */
const DAY_MS = 86_400_000;
const clock = new ManualClock(new Date("2026-04-01T09:00:00Z"));
const JOBS = { pollingIntervalSeconds: 0.5, sweeps: true, sweepSeconds: 1 };
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ clock, jobs: JOBS });
});
afterAll(async () => {
  await testApp?.close();
});

it("closes a published opportunity once its deadline passed, and only then", async () => {
  const owner = await buildUser(testApp.app, { name: "Deadline Owner" });
  const { partnerId } = await seedPartner(testApp.database.db, { owner, trusted: true });
  const post = async (days: number) => {
    const deadline = new Date(clock.now().getTime() + days * DAY_MS).toISOString();
    const response = await postForPartner(
      testApp,
      owner,
      partnerId,
      opportunityInput(clock.now(), { deadline }),
    );
    return response.json().opportunityId as number;
  };
  const soon = await post(2);
  const later = await post(10);
  const statusOf = async (id: number) => {
    const [row] = await testApp.database.db
      .select({ status: opportunities.status, closedAt: opportunities.closedAt })
      .from(opportunities)
      .where(eq(opportunities.id, id));
    return row;
  };

  await twoSweepsOf(testApp.database.db, OPPORTUNITY_DEADLINE_QUEUE);
  expect((await statusOf(soon))?.status).toBe("published");

  clock.advance(3 * DAY_MS);
  await twoSweepsOf(testApp.database.db, OPPORTUNITY_DEADLINE_QUEUE);
  expect(await statusOf(soon)).toEqual({ status: "closed", closedAt: clock.now() });
  expect((await statusOf(later))?.status).toBe("published");
  expect((await board(testApp)).opportunities.map((o) => o.opportunityId)).toEqual([later]);
});
