import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RewardSignalsSchema } from "../../contract/rewards.ts";
import {
  auditLog,
  clubs,
  meetingAttendance,
  missionCompletions,
  missions,
  rewardEntries,
} from "../../server/db/schema/index.ts";
import { collectPersonalData } from "../../server/features/account-data/personal-data.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { buildMeetingClub, checkInCode, tokenOf } from "../factories/attendance.ts";
import {
  buildAdmin,
  buildLeaderWithClub,
  buildMember,
  type TestClub,
} from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/**
 * The admins' side of $VOCATE (issue 36, ADR 038 and 042): adjustments naming the person by email,
 * and the abuse signals, each checked against data whose answer is known. Attackers first.
 */
// Monday 2 March 2026; the meeting clubs meet on Wednesdays, 18:00 to 19:30 UTC.
const clock = new ManualClock(new Date("2026-03-02T00:00:00Z"));
const setTime = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
const SECOND = 1_000;
const HOUR = 3_600_000;
let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  admin = await buildAdmin(testApp);
});
afterAll(() => testApp?.close());

const signals = (user?: TestUser) =>
  injectJson(testApp.app, {
    url: "/api/admin/rewards/signals",
    ...(user ? { cookie: user.cookie } : {}),
  });

const adjust = (actor: TestUser, payload: Record<string, unknown>, locale = "en") =>
  injectJson(testApp.app, {
    method: "POST",
    url: "/api/admin/rewards/adjustments",
    cookie: actor.cookie,
    headers: { "accept-language": locale },
    payload,
  });

describe("attackers", () => {
  it("only an admin reads the signals or looks a person up by email", async () => {
    const { leader, clubId } = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, clubId, { name: "Mallory" });
    for (const user of [member, leader]) {
      const response = await signals(user);
      expect(response.statusCode).toBe(403);
      const lookup = await injectJson(testApp.app, {
        url: `/api/admin/rewards/recipient?email=${encodeURIComponent(admin.email)}`,
        cookie: user.cookie,
      });
      expect(lookup.statusCode).toBe(403);
    }
    expect((await signals()).statusCode).toBe(401);
    const byEmail = await adjust(member, {
      email: member.email,
      amount: 500,
      reason: "I want it.",
    });
    expect(byEmail.statusCode).toBe(403);
    const written = await testApp.database.db
      .select()
      .from(rewardEntries)
      .where(eq(rewardEntries.userId, member.id));
    expect(written).toEqual([]);
  });
});

describe("adjustments by email", () => {
  let club: TestClub;
  let member: TestUser;
  beforeAll(async () => {
    club = await buildLeaderWithClub(testApp);
    member = await buildMember(testApp, club.clubId, { name: "Priya Nair" });
  });

  it("shows who an email names, in any case; an unknown email is refused in the reader's language", async () => {
    const found = await injectJson(testApp.app, {
      url: `/api/admin/rewards/recipient?email=${encodeURIComponent(member.email.toUpperCase())}`,
      cookie: admin.cookie,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ userId: member.id, name: "Priya Nair", email: member.email });
    const unknown = await injectJson(testApp.app, {
      url: "/api/admin/rewards/recipient?email=nobody-here%40example.com",
      cookie: admin.cookie,
      headers: { "accept-language": "ar" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(problemOf(unknown).detail).toBe(
      "لا يستخدم أي حساب عنوان البريد الإلكتروني هذا. تحقّق من كتابته، أو اطلب من الشخص أن يسجّل أولًا.",
    );
  });

  it("writes the adjustment to the account the email names, and the audit names the account", async () => {
    const response = await adjust(admin, {
      email: ` ${member.email.toUpperCase()} `,
      amount: 300,
      reason: "Ran the hackathon's help desk.",
    });
    expect(response.statusCode, response.body).toBe(201);
    const { adjustmentId } = response.json() as { adjustmentId: number };
    const entries = await testApp.database.db
      .select()
      .from(rewardEntries)
      .where(eq(rewardEntries.userId, member.id));
    expect(entries.map((entry) => [entry.amount, entry.sourceId])).toEqual([
      [300, String(adjustmentId)],
    ]);
    const [audit] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, "reward-adjustment"),
          eq(auditLog.targetId, String(adjustmentId)),
        ),
      );
    expect(audit?.after).toMatchObject({ userId: member.id, amount: 300 });
  });

  it("refuses an unknown email on its field (Malayalam), both ways of naming, and the admin's own email", async () => {
    const unknown = await adjust(
      admin,
      { email: "nobody-here@example.com", amount: 300, reason: "Ran the help desk." },
      "ml",
    );
    expect(unknown.statusCode).toBe(400);
    const problem = problemOf(unknown) as { detail: string; errors?: { field: string }[] };
    expect(problem.detail).toContain("ഈ ഇമെയിൽ വിലാസം ഒരു അക്കൗണ്ടും ഉപയോഗിക്കുന്നില്ല");
    expect(problem.errors?.[0]?.field).toBe("email");
    const both = await adjust(admin, {
      email: member.email,
      userId: member.id,
      amount: 300,
      reason: "Ran the help desk.",
    });
    expect(both.statusCode).toBe(400);
    const neither = await adjust(admin, { amount: 300, reason: "Ran the help desk." });
    expect(neither.statusCode).toBe(400);
    const own = await adjust(admin, { email: admin.email, amount: 50, reason: "For my own work." });
    expect(own.statusCode).toBe(403);
    const entries = await testApp.database.db
      .select()
      .from(rewardEntries)
      .where(eq(rewardEntries.userId, member.id));
    expect(entries).toHaveLength(1);
  });

  it("still takes an account id", async () => {
    const response = await adjust(admin, {
      userId: member.id,
      amount: -100,
      reason: "A double award corrected.",
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

/** `count` missions decided by the club's leader for one member, `seconds` after submission. */
async function decide(club: TestClub, verdicts: readonly { verified: boolean; seconds: number }[]) {
  const member = await buildMember(testApp, club.clubId);
  const missionIds = await testApp.database.db
    .select({ id: missions.id })
    .from(missions)
    .limit(verdicts.length);
  expect(missionIds).toHaveLength(verdicts.length);
  const decidedAt = clock.now();
  await testApp.database.db.insert(missionCompletions).values(
    verdicts.map((verdict, i) => ({
      userId: member.id,
      missionId: missionIds[i]?.id ?? "",
      clubId: club.clubId,
      missionStatus: verdict.verified ? ("completed" as const) : ("rejected" as const),
      submittedAt: new Date(decidedAt.getTime() - verdict.seconds * SECOND - i * HOUR),
      decidedAt: new Date(decidedAt.getTime() - i * HOUR),
      decidedBy: club.leader.id,
    })),
  );
}

async function inKerala(club: TestClub, town: string) {
  await testApp.database.db
    .update(clubs)
    .set({ location: `${town}, Kerala` })
    .where(eq(clubs.id, club.clubId));
}

describe("abuse signals: leaders", () => {
  it("flags a leader verifying everything within seconds, not one deciding like the region", async () => {
    const fast = await buildLeaderWithClub(testApp);
    const normal = await buildLeaderWithClub(testApp);
    await inKerala(fast, "Kochi");
    await inKerala(normal, "Thrissur");
    await decide(fast, Array(6).fill({ verified: true, seconds: 4 }));
    await decide(normal, [
      { verified: true, seconds: 3 * 3_600 },
      { verified: false, seconds: 26 * 3_600 },
      { verified: true, seconds: 9 * 3_600 },
      { verified: false, seconds: 2 * 3_600 },
      { verified: true, seconds: 40 * 3_600 },
      { verified: true, seconds: 5 * 3_600 },
    ]);
    const response = await signals(admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { leaders } = RewardSignalsSchema.parse(response.json());
    const flagged = leaders.find((leader) => leader.userId === fast.leader.id);
    expect(flagged).toMatchObject({
      clubId: fast.clubId,
      clubName: fast.clubName,
      email: fast.leader.email,
      region: "kerala",
      decisions: 6,
      verified: 6,
      verificationRate: 1,
      medianDecisionSeconds: 4,
      reasons: ["verification-rate", "decision-speed"],
    });
    expect(flagged?.regionVerificationRate).toBeCloseTo(4 / 6);
    expect(leaders.some((leader) => leader.userId === normal.leader.id)).toBe(false);
  });
});

describe("abuse signals: one device, many accounts", () => {
  const KEY = "2026-03-04";
  let club: TestClub;
  let people: TestUser[];
  beforeAll(async () => {
    club = await buildMeetingClub(testApp);
    people = await Promise.all(
      ["Anu", "Bala", "Chitra", "Dev", "Esha", "Farid"].map((name) =>
        buildMember(testApp, club.clubId, { name }),
      ),
    );
  });

  /** Checks `user` in with a fresh code from `browser` (its device cookie), one minute later. */
  async function checkInFrom(user: TestUser, browser: { device?: string }) {
    clock.advance(60 * SECOND);
    const code = (await checkInCode(testApp, club.leader, club.clubId, KEY)).json() as {
      url: string;
    };
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/check-in",
      cookie: browser.device ? `${user.cookie}; bv_device=${browser.device}` : user.cookie,
      payload: { token: tokenOf(code.url) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const setCookie = response.headers["set-cookie"]?.toString();
    if (setCookie) {
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/Path=\/api\/check-in/);
      browser.device = /bv_device=([^;]+)/.exec(setCookie)?.[1];
    }
    return response;
  }

  it("flags three accounts checking in from one browser within five minutes, not two devices", async () => {
    setTime("2026-03-04T17:50:00Z");
    const [anu, bala, chitra, dev, esha, farid] = [
      "Anu",
      "Bala",
      "Chitra",
      "Dev",
      "Esha",
      "Farid",
    ].map((name) => {
      const person = people.find((member) => member.name === name);
      if (!person) throw new Error(`no ${name}`);
      return person;
    }) as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];
    const shared: { device?: string } = {};
    await checkInFrom(anu, shared);
    expect(shared.device).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await checkInFrom(bala, shared);
    await checkInFrom(chitra, shared);
    // Three more accounts on two browsers: one holds two accounts, the other one.
    const second: { device?: string } = {};
    const third: { device?: string } = {};
    await checkInFrom(dev, second);
    await checkInFrom(esha, third);
    await checkInFrom(farid, second);
    expect(second.device).not.toBe(third.device);

    // The stored mark is a keyed hash, not the cookie.
    const [row] = await testApp.database.db
      .select({ deviceMark: meetingAttendance.deviceMark })
      .from(meetingAttendance)
      .where(and(eq(meetingAttendance.userId, anu.id), eq(meetingAttendance.meetingKey, KEY)));
    expect(row?.deviceMark).toMatch(/^[0-9a-f]{32}$/);
    expect(row?.deviceMark).not.toContain(shared.device);
    // The person's data export holds it (ADR 042): it is about them.
    const exported = await collectPersonalData(testApp.database.db, anu.id);
    expect(JSON.stringify(exported)).toContain(row?.deviceMark ?? "no mark");

    const { devices } = RewardSignalsSchema.parse((await signals(admin)).json());
    const ours = devices.filter((group) =>
      group.checkIns.some((entry) => entry.clubId === club.clubId),
    );
    expect(ours).toHaveLength(1);
    expect(ours[0]?.accounts).toBe(3);
    expect(ours[0]?.device).toBe(row?.deviceMark?.slice(0, 8));
    expect(ours[0]?.checkIns.map((entry) => entry.name)).toEqual(["Anu", "Bala", "Chitra"]);
    expect(ours[0]?.checkIns[0]).toMatchObject({ email: anu.email, clubSlug: expect.any(String) });
  });
});
