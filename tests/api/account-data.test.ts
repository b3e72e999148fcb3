import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AccountDeletionStatusSchema,
  DataExportStatusSchema,
} from "../../contract/account-data.ts";
import {
  accounts,
  auditLog,
  calendarTokens,
  checkoutSessions,
  clubApplications,
  clubMembers,
  clubs,
  credentialRecipientEmails,
  credentials,
  dataExports,
  emailPreferences,
  meetingSlots,
  membershipEvents,
  missionCompletions,
  notifications,
  passkeys,
  payments,
  publicProfiles,
  rewardAdjustments,
  rewardEntries,
  sessions,
  socialLinks,
  users,
  verifications,
  walletLinks,
  walletNonces,
} from "../../server/db/schema/index.ts";
import { runAccountDataSweep } from "../../server/features/account-data/service.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import {
  buildClub,
  buildMember,
  grantMembership,
  submitMission,
  verifyCompletion,
} from "../factories/missions.ts";
import { buildUser, cookieFrom, signIn, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

// Leaving for good (issue 30, docs/product.md, round 3 decision 6): a person takes every row about
// them, and no one else's, behind a link only they can open; deleting the account waits 14 days
// (signing in cancels it), then erases what is theirs and keeps, without name and email, what
// others rely on.
const DAY_MS = 24 * 3600 * 1000;
const LISTED_ADMIN = "listed-admin@example.com";
const clock = new ManualClock();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    clock,
    jobs: { pollingIntervalSeconds: 0.5 },
    env: { ADMIN_EMAILS: LISTED_ADMIN },
  });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const exportStatus = async (person: TestUser) => {
  const response = await injectJson(testApp.app, {
    url: "/api/me/data-export",
    cookie: person.cookie,
  });
  expect(response.statusCode).toBe(200);
  return DataExportStatusSchema.parse(response.json());
};
const requestExport = (person: TestUser) =>
  injectJson(testApp.app, { method: "POST", url: "/api/me/data-export", cookie: person.cookie });
const download = (url: string, cookie?: string) => injectJson(testApp.app, { url, cookie });

async function readyExport(person: TestUser) {
  const asked = await requestExport(person);
  expect(asked.statusCode, asked.body).toBe(202);
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const status = await exportStatus(person);
    if (status.state === "ready" && status.downloadUrl) return status.downloadUrl;
    expect(status.state).toBe("pending");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the export never became ready");
}

/** A person with a row in every table that can hold one about them; and a stranger beside them. */
async function seededPerson() {
  const leader = await buildUser(testApp.app, { name: "Lena Leader-Secret" });
  const club = await buildClub(db(), leader.id);
  const person = await buildMember(testApp, club.id, { name: "Pat Person", journeyId: 1 });
  const stranger = await buildMember(testApp, club.id, { name: "Stranger Danger" });
  await db()
    .insert(clubApplications)
    .values({ clubId: club.id, userId: person.id, status: "accepted", decidedBy: leader.id });
  await db()
    .insert(membershipEvents)
    .values({ userId: person.id, clubId: club.id, change: "joined", reason: "application" });
  const completionId = await submitMission(testApp, person, "mission101");
  expect((await verifyCompletion(testApp, leader, completionId)).statusCode).toBe(200);
  await db()
    .insert(meetingSlots)
    .values({ userId: person.id, clubId: club.id, userName: person.name, status: "booked" });
  await db()
    .insert(emailPreferences)
    .values({ userId: person.id, kind: "payment-failed", enabled: false });
  const [checkout] = await db()
    .insert(checkoutSessions)
    .values({
      id: randomUUID(),
      userId: person.id,
      priceId: "price_test",
      level: 1,
      successUrl: "http://localhost:3000/ok",
      cancelUrl: "http://localhost:3000/no",
      providerSessionId: `cs_test_${randomUUID()}`,
    })
    .returning();
  await db()
    .insert(payments)
    .values({
      userId: person.id,
      checkoutSessionId: checkout?.id,
      subscriptionId: `sub_${randomUUID().slice(0, 8)}`,
      level: 1,
      status: "succeeded",
      amountCents: 6000,
      currency: "usd",
    });
  await grantMembership(db(), person.id);
  await db().insert(publicProfiles).values({ userId: person.id, publicId: randomUUID() });
  await db()
    .insert(calendarTokens)
    .values({ userId: person.id, tokenHash: `hash-${randomUUID()}` });
  // Issue 36: a wallet (and a nonce to link another), a passkey, the hashed-email choice for
  // credentials, a $VOCATE entry and an adjustment waiting for a second admin.
  await db()
    .insert(walletLinks)
    .values({
      userId: person.id,
      address: `0x${randomUUID().replaceAll("-", "").padEnd(40, "a").slice(0, 40)}`,
      chainId: 1,
      isPublic: true,
    });
  await db()
    .insert(walletNonces)
    .values({
      nonce: `nonce${randomUUID().replaceAll("-", "")}`,
      purpose: "link",
      userId: person.id,
      expiresAt: new Date(clock.now().getTime() + 600_000),
    });
  await db()
    .insert(passkeys)
    .values({
      id: randomUUID(),
      name: "Pat's laptop",
      publicKey: `public-key-${randomUUID()}`,
      userId: person.id,
      credentialID: `credential-id-${randomUUID()}`,
      counter: 7,
      deviceType: "multiDevice",
      backedUp: true,
    });
  await db().insert(credentialRecipientEmails).values({ userId: person.id });
  await db().insert(rewardEntries).values({
    userId: person.id,
    amount: 250,
    rule: "evaluated-speech",
    sourceKind: "speech",
    sourceId: "1",
    season: "2026-S1",
    createdBy: leader.id,
  });
  await db().insert(rewardAdjustments).values({
    userId: person.id,
    amount: 1500,
    reason: "Organised the regional meetup",
    status: "pending",
    requestedBy: leader.id,
    requestedAt: clock.now(),
  });
  await db()
    .insert(auditLog)
    .values({
      actorId: leader.id,
      actorEmail: leader.email,
      action: "account-disabled",
      targetType: "user",
      targetId: person.id,
      before: { disabled: false },
      after: { disabled: true },
    });
  return { person, stranger, leader, club, completionId };
}

describe("downloading my data", () => {
  it("holds every row about the person, and no secret and nothing of anyone else", async () => {
    const { person, stranger, leader } = await seededPerson();
    const url = await readyExport(person);
    expect(url).toMatch(/^\/api\/me\/data-export\/[0-9a-f-]{36}\/download\?expires=\d+&signature=/);
    const response = await download(url, person.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename=".+\.json"/);
    const data = response.json() as Record<string, unknown>;

    expect(data.user).toMatchObject({ id: person.id, name: "Pat Person", email: person.email });
    for (const section of [
      "signInMethods",
      "sessions",
      "socialLinks",
      "memberOfClubs",
      "membershipHistory",
      "applications",
      "submissions",
      "slots",
      "notifications",
      "emailPreferences",
      "checkoutSessions",
      "payments",
      "scholarships",
      "credentials",
      "rewardEntries",
      "rewardAdjustments",
      "wallets",
      "passkeys",
      "auditEntriesAboutMe",
    ]) {
      expect(data[section], section).toBeInstanceOf(Array);
      expect((data[section] as unknown[]).length, section).toBeGreaterThan(0);
    }
    expect(data.publicProfile).not.toBeNull();
    expect(data.calendarFeed).toMatchObject({ createdAt: expect.any(String) });
    expect(data.credentialRecipientEmail).toMatchObject({ since: expect.any(String) });
    expect(data.wallets).toEqual([
      expect.objectContaining({ chainId: 1, isPublic: true, address: expect.any(String) }),
    ]);
    expect(data.passkeys).toEqual([
      expect.objectContaining({ name: "Pat's laptop", createdAt: expect.any(String) }),
    ]);
    expect(data.rewardEntries).toEqual([
      expect.objectContaining({ amount: 250, rule: "evaluated-speech", season: "2026-S1" }),
    ]);
    expect(data.rewardAdjustments).toEqual([
      expect.objectContaining({ amount: 1500, status: "pending", reason: expect.any(String) }),
    ]);

    const text = response.body;
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, person.id));
    const [account] = await db().select().from(accounts).where(eq(accounts.userId, person.id));
    const [calendar] = await db()
      .select()
      .from(calendarTokens)
      .where(eq(calendarTokens.userId, person.id));
    const [passkey] = await db().select().from(passkeys).where(eq(passkeys.userId, person.id));
    const [nonce] = await db()
      .select()
      .from(walletNonces)
      .where(eq(walletNonces.userId, person.id));
    const secrets = [
      session?.token,
      account?.password,
      calendar?.tokenHash,
      passkey?.publicKey,
      passkey?.credentialID,
      nonce?.nonce,
      testApp.env.AUTH_SECRET,
    ];
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(text).not.toContain(secret);
    }
    for (const row of await db().select().from(verifications)) {
      expect(text).not.toContain(row.identifier);
      expect(text).not.toContain(row.value);
    }
    for (const other of [stranger, leader]) {
      expect(text).not.toContain(other.email);
      expect(text).not.toContain(other.name);
      expect(text).not.toContain(other.id);
    }
    expect(text).not.toMatch(
      /"(token|password|accessToken|refreshToken|idToken|tokenHash|publicKey|credentialID|counter|nonce)"/,
    );
  });

  it("opens only for its owner, signed in, with the link unchanged and not expired", async () => {
    const owner = await buildUser(testApp.app, { name: "Owner" });
    const other = await buildUser(testApp.app, { name: "Other" });
    const url = await readyExport(owner);
    expect((await download(url, owner.cookie)).statusCode).toBe(200);

    expect((await download(url)).statusCode).toBe(401);
    const stolen = await download(url, other.cookie);
    expect(stolen.statusCode).toBe(404);
    problemOf(stolen);

    const link = new URL(url, "http://localhost");
    const signature = link.searchParams.get("signature") ?? "";
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const later = String(Number(link.searchParams.get("expires")) + 60);
    const tampered = [
      `${link.pathname}?expires=${link.searchParams.get("expires")}&signature=${flipped}`,
      `${link.pathname}?expires=${later}&signature=${signature}`,
      `${link.pathname}?expires=${link.searchParams.get("expires")}&signature=`,
      `/api/me/data-export/${randomUUID()}/download${link.search}`,
    ];
    for (const address of tampered) {
      expect([403, 404], address).toContain((await download(address, owner.cookie)).statusCode);
    }

    clock.advance(DAY_MS + 60_000);
    try {
      expect((await download(url, owner.cookie)).statusCode).toBe(403);
      const status = await exportStatus(owner);
      expect(status).toMatchObject({ state: "expired", downloadUrl: null, canRequest: true });
    } finally {
      clock.advance(-(DAY_MS + 60_000));
    }
  });

  it("is asked for again only once the previous one is ready or expired", async () => {
    const person = await buildUser(testApp.app, { name: "Impatient" });
    await db().insert(dataExports).values({
      id: randomUUID(),
      userId: person.id,
      status: "pending",
      requestedAt: clock.now(),
    });
    expect((await exportStatus(person)).canRequest).toBe(false);
    const again = await requestExport(person);
    expect(again.statusCode).toBe(409);
    problemOf(again);
  });

  it("is removed by the sweep once expired", async () => {
    const person = await buildUser(testApp.app, { name: "Tidy" });
    await readyExport(person);
    await runAccountDataSweep(db(), new ManualClock(clock.now().getTime() + 2 * DAY_MS));
    const left = await db().select().from(dataExports).where(eq(dataExports.userId, person.id));
    expect(left).toEqual([]);
  });
});

const deletionStatus = async (person: TestUser) =>
  AccountDeletionStatusSchema.parse(
    (
      await injectJson(testApp.app, { url: "/api/me/account-deletion", cookie: person.cookie })
    ).json(),
  );
const requestDeletion = (person: TestUser, payload: Record<string, unknown>) =>
  injectJson(testApp.app, {
    method: "POST",
    url: "/api/me/account-deletion",
    cookie: person.cookie,
    payload,
  });
const me = (cookie: string) => injectJson(testApp.app, { url: "/api/me", cookie });
const afterGrace = () => new ManualClock(clock.now().getTime() + 15 * DAY_MS);
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe("deleting my account", () => {
  it("is refused with a wrong or missing password", async () => {
    const person = await buildUser(testApp.app, { name: "Careful" });
    const wrong = await requestDeletion(person, { password: "not my password at all" });
    expect(wrong.statusCode).toBe(403);
    problemOf(wrong);
    const missing = await requestDeletion(person, {});
    expect(missing.statusCode).toBe(400);
    expect(problemOf(missing).errors?.map((error) => error.field)).toContain("password");
    expect((await deletionStatus(person)).state).toBe("none");
    expect((await me(person.cookie)).statusCode).toBe(200);
  });

  it("is refused to the leader of a club until an admin hands the club over", async () => {
    const leader = await buildUser(testApp.app, { name: "Still Leading" });
    const club = await buildClub(db(), leader.id);
    expect((await deletionStatus(leader)).ledClubs).toEqual([
      { clubId: club.id, clubName: club.clubName },
    ]);
    const refused = await requestDeletion(leader, { password: leader.password });
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toMatch(/\/Admin/);
    expect(problemOf(refused).detail).toContain(club.clubName);
  });

  it("is refused to an admin named in ADMIN_EMAILS (the address would be admin again)", async () => {
    const admin = await buildUser(testApp.app, { name: "Listed", email: LISTED_ADMIN });
    const refused = await requestDeletion(admin, { password: admin.password });
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toMatch(/ADMIN_EMAILS/);
  });

  it("signs out everywhere, and signing in within the grace period cancels it", async () => {
    const person = await buildUser(testApp.app, { name: "Changed Mind" });
    const otherDevice = cookieFrom(await signIn(testApp.app, person.email, person.password));
    const asked = await requestDeletion(person, { password: person.password });
    expect(asked.statusCode, asked.body).toBe(202);
    const { eraseAfter } = asked.json() as { eraseAfter: string };
    expect(new Date(eraseAfter).getTime()).toBe(clock.now().getTime() + 14 * DAY_MS);
    expect((await me(person.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);

    const back = await signIn(testApp.app, person.email, person.password);
    expect(back.statusCode).toBe(200);
    const cookie = cookieFrom(back);
    expect((await deletionStatus({ ...person, cookie })).state).toBe("none");
    await runAccountDataSweep(db(), afterGrace());
    expect(await userRow(person.id)).toMatchObject({ name: "Changed Mind", email: person.email });
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("an account made with Google confirms by a fresh sign-in instead of a password", async () => {
    const person = await buildUser(testApp.app, { name: "Googler" });
    await db()
      .update(accounts)
      .set({ providerId: "google", accountId: `google-${randomUUID()}`, password: null })
      .where(eq(accounts.userId, person.id));
    expect((await deletionStatus(person)).confirmation).toBe("recent-sign-in");
    await db()
      .update(sessions)
      .set({ createdAt: new Date(clock.now().getTime() - 3600_000) })
      .where(eq(sessions.userId, person.id));
    const stale = await requestDeletion(person, {});
    expect(stale.statusCode).toBe(403);
    expect(problemOf(stale).detail).toMatch(/sign in again/i);
    await db()
      .update(sessions)
      .set({ createdAt: clock.now() })
      .where(eq(sessions.userId, person.id));
    expect((await requestDeletion(person, {})).statusCode).toBe(202);
  });

  it("after the grace period erases the person and keeps, without name and email, what others rely on", async () => {
    const { person, club, completionId } = await seededPerson();
    // The person also led a club and verified a member's mission there, then handed it over.
    const ledClub = await buildClub(db(), person.id);
    const member = await buildMember(testApp, ledClub.id, {
      name: "Verified Member",
      journeyId: 1,
    });
    const memberCompletion = await submitMission(testApp, member, "mission101");
    expect((await verifyCompletion(testApp, person, memberCompletion)).statusCode).toBe(200);
    const successor = await buildUser(testApp.app, { name: "Successor" });
    await db().update(clubs).set({ leaderId: successor.id }).where(eq(clubs.id, ledClub.id));
    await db().insert(auditLog).values({
      actorId: person.id,
      actorEmail: person.email,
      action: "account-enabled",
      targetType: "user",
      targetId: member.id,
    });

    const asked = await requestDeletion(person, { password: person.password });
    expect(asked.statusCode, asked.body).toBe(202);

    // Not yet: 13 days on, nothing is erased.
    await runAccountDataSweep(db(), new ManualClock(clock.now().getTime() + 13 * DAY_MS));
    expect(await userRow(person.id)).toMatchObject({ email: person.email });

    const swept = await runAccountDataSweep(db(), afterGrace());
    expect(swept.erased).toBeGreaterThanOrEqual(1);

    const row = await userRow(person.id);
    expect(row?.email).not.toContain(person.email.split("@")[0]);
    expect(row?.name).not.toContain("Pat");
    expect(row).toMatchObject({ identity: null, image: null, clubId: null, isAdmin: false });
    expect(row?.disabledAt).not.toBeNull();
    for (const [label, rows] of [
      ["sessions", await db().select().from(sessions).where(eq(sessions.userId, person.id))],
      ["accounts", await db().select().from(accounts).where(eq(accounts.userId, person.id))],
      [
        "social links",
        await db().select().from(socialLinks).where(eq(socialLinks.userId, person.id)),
      ],
      [
        "notifications",
        await db().select().from(notifications).where(eq(notifications.userId, person.id)),
      ],
      [
        "applications",
        await db().select().from(clubApplications).where(eq(clubApplications.userId, person.id)),
      ],
      [
        "club members",
        await db().select().from(clubMembers).where(eq(clubMembers.userId, person.id)),
      ],
      [
        "history",
        await db().select().from(membershipEvents).where(eq(membershipEvents.userId, person.id)),
      ],
      [
        "submissions",
        await db()
          .select()
          .from(missionCompletions)
          .where(eq(missionCompletions.userId, person.id)),
      ],
      [
        "credentials",
        await db().select().from(credentials).where(eq(credentials.userId, person.id)),
      ],
      [
        "public profile",
        await db().select().from(publicProfiles).where(eq(publicProfiles.userId, person.id)),
      ],
      [
        "email preferences",
        await db().select().from(emailPreferences).where(eq(emailPreferences.userId, person.id)),
      ],
      ["wallets", await db().select().from(walletLinks).where(eq(walletLinks.userId, person.id))],
      [
        "wallet nonces",
        await db().select().from(walletNonces).where(eq(walletNonces.userId, person.id)),
      ],
      ["passkeys", await db().select().from(passkeys).where(eq(passkeys.userId, person.id))],
    ] as const) {
      expect(rows, label).toEqual([]);
    }
    // Their $VOCATE entries stay (append-only, ADR 038), on the tombstone.
    const ledger = await db()
      .select()
      .from(rewardEntries)
      .where(eq(rewardEntries.userId, person.id));
    expect(ledger.map((entry) => entry.amount)).toContain(250);
    expect(completionId).toBeGreaterThan(0);
    expect(club.id).toBeGreaterThan(0);

    // What others rely on stays: the verification they made, their payment, the audit log.
    const [verification] = await db()
      .select()
      .from(missionCompletions)
      .where(eq(missionCompletions.id, memberCompletion));
    expect(verification).toMatchObject({ missionStatus: "completed", decidedBy: person.id });
    const paid = await db().select().from(payments).where(eq(payments.userId, person.id));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ amountCents: 6000, status: "succeeded" });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, person.id), eq(auditLog.action, "account-enabled")));
    expect(audit).toHaveLength(1);

    // They cannot sign in; their address is free for a new account.
    expect((await signIn(testApp.app, person.email, person.password)).statusCode).toBe(401);
    const again = await buildUser(testApp.app, { email: person.email, name: "Pat Again" });
    expect(again.id).not.toBe(person.id);
  });
});
