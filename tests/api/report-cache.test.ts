import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProgrammeReport, ProgrammeReportSchema } from "../../contract/reports.ts";
import { clubApplications } from "../../server/db/schema/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { buildAdmin, buildClub } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

/**
 * The admins' programme report is kept REPORT_CACHE_SECONDS per period and region (ADR 052): the
 * page, its region filter and its CSV read the same figures. Kept, never shared past the admins'
 * guard, never longer than its lifetime, and each period and region its own.
 */
const clock = new ManualClock(new Date("2026-09-01T10:00:00Z"));
const LIFETIME_SECONDS = 120;
const PERIOD = "from=2026-08-01&to=2026-09-01";

let testApp: TestApp;
let admin: TestUser;
let leader: TestUser;
let clubId = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ clock, env: { REPORT_CACHE_SECONDS: String(LIFETIME_SECONDS) } });
  admin = await buildAdmin(testApp);
  leader = await buildUser(testApp.app, { name: "Leader" });
  ({ id: clubId } = await buildClub(testApp.database.db, leader.id));
});
afterAll(() => testApp?.close());

const report = async (query: string, user: TestUser = admin) => {
  const response = await injectJson(testApp.app, {
    url: `/api/admin/reports?${query}`,
    cookie: user.cookie,
  });
  return { status: response.statusCode, body: response.json() as ProgrammeReport };
};

async function apply() {
  const applicant = await buildUser(testApp.app);
  await testApp.database.db
    .insert(clubApplications)
    .values({ clubId, userId: applicant.id, status: "pending", createdAt: clock.now() });
}

describe("the admins' programme report, kept a while", () => {
  it("is never handed to someone who is not an admin, even while kept", async () => {
    expect((await report(PERIOD)).status).toBe(200);
    expect((await report(PERIOD, leader)).status).toBe(403);
    const signedOut = await injectJson(testApp.app, { url: `/api/admin/reports?${PERIOD}` });
    expect(signedOut.statusCode).toBe(401);
    // The CSVs read the same kept report: the same guard, whichever route asks.
    const csv = (user?: TestUser) =>
      testApp.app.inject({
        url: `/api/admin/reports/clubs.csv?${PERIOD}`,
        headers: user ? { cookie: user.cookie } : {},
      });
    expect((await csv(admin)).statusCode).toBe(200);
    expect((await csv(leader)).statusCode).toBe(403);
    expect((await csv()).statusCode).toBe(401);
  });

  it("answers with the figures it worked out until its lifetime is over, and says when", async () => {
    clock.advance(LIFETIME_SECONDS * 1000 + 1);
    const first = await report(PERIOD);
    ProgrammeReportSchema.parse(first.body);
    expect(first.body.computedAt).toBe(clock.now().toISOString());
    const before = first.body.programme.applications;

    await apply();
    clock.advance((LIFETIME_SECONDS - 1) * 1000);
    const kept = await report(PERIOD);
    expect(kept.body.computedAt).toBe(first.body.computedAt);
    expect(kept.body.programme.applications).toBe(before);

    clock.advance(1000);
    const fresh = await report(PERIOD);
    expect(fresh.body.computedAt).toBe(clock.now().toISOString());
    expect(fresh.body.programme.applications).toBe(before + 1);
  });

  it("keeps each period and each region apart", async () => {
    clock.advance(LIFETIME_SECONDS * 1000 + 1);
    const all = await report(PERIOD);
    await apply();
    const kerala = await report(`${PERIOD}&region=kerala`);
    expect(kerala.body.region).toBe("kerala");
    const longer = await report("from=2026-07-01&to=2026-09-01");
    expect(longer.body.programme.applications).toBe(all.body.programme.applications + 1);
    expect((await report(PERIOD)).body.programme.applications).toBe(
      all.body.programme.applications,
    );
  });

  it("refuses a period it cannot read before keeping anything", async () => {
    const wrong = await report("from=2026-09-01&to=2026-08-01");
    expect(wrong.status).toBe(400);
  });
});
