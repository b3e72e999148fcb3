import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PushPreferences } from "../../contract/push.ts";
import { notifications, pushSubscriptions, users } from "../../server/db/schema/index.ts";
import { notification, notify, PUSH_QUEUE, PUSH_TTL_SECONDS } from "../../server/notify/index.ts";
import { eventually } from "../eventually.ts";
import { buildLeaderWithClub, type TestClub } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, TEST_VAPID_KEYS, type TestApp } from "../helpers.ts";
import { startPushReceiver, type TestDevice } from "../push-receiver.ts";

/**
 * Web push end to end (issue 38, ADR 044): a notification of a pushed kind is queued in its own
 * transaction, sent by the job queue's worker with web-push, and reaches a push service in this
 * process, which decrypts it with the device's private key (RFC 8291) and checks its VAPID
 * signature: exactly the title (in the recipient's language) and the link, once.
 */
const QUICK_JOBS = {
  pollingIntervalSeconds: 0.5,
  pushRetry: { limit: 5, delaySeconds: 1, backoff: false },
};

let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
let testApp: TestApp;
let club: TestClub;

beforeAll(async () => {
  receiver = await startPushReceiver();
  testApp = await buildTestApp({ jobs: QUICK_JOBS });
  club = await buildLeaderWithClub(testApp);
});

afterAll(async () => {
  await testApp?.close();
  await receiver?.close();
});

function subscribe(user: TestUser | undefined, body: unknown) {
  return injectJson(testApp.app, {
    method: "POST",
    url: "/api/push/subscriptions",
    cookie: user?.cookie,
    payload: body as object,
    headers: {
      "user-agent":
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36",
    },
  });
}

function unsubscribe(user: TestUser, endpoint: string) {
  return injectJson(testApp.app, {
    method: "DELETE",
    url: "/api/push/subscriptions",
    cookie: user.cookie,
    payload: { endpoint },
  });
}

async function subscribedDevice(user: TestUser, name: string): Promise<TestDevice> {
  const device = receiver.device(name);
  const response = await subscribe(user, device.subscription);
  expect(response.statusCode).toBe(201);
  return device;
}

/** The push jobs of one notification (their singleton key begins with its id). */
async function pushJobsOf(notificationId: number) {
  const result = await testApp.database.db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = ${PUSH_QUEUE}
      and singleton_key like ${`${notificationId}:%`}`,
  );
  return result.rows;
}

async function latestNotificationOf(userId: string) {
  const [row] = await testApp.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(sql`${notifications.id} desc`)
    .limit(1);
  if (!row) throw new Error("no notification");
  return row;
}

/** Waits until every push job of the notification is settled (nothing can send it again). */
async function settled(notificationId: number) {
  return eventually(async () => {
    const jobs = await pushJobsOf(notificationId);
    return jobs.length > 0 && jobs.every((job) => job.state === "completed") ? jobs : undefined;
  });
}

async function tell(userId: string, kind: "submission-verified" | "club-archived") {
  const message =
    kind === "club-archived"
      ? notification("club-archived", { club: { id: club.clubId, name: club.clubName } })
      : notification("submission-verified", {
          mission: { missionName: "Community research" },
        });
  await testApp.database.db.transaction((tx) => notify(tx, userId, message));
  return latestNotificationOf(userId);
}

describe("the server's key", () => {
  it("answers the VAPID public key, to anyone", async () => {
    const response = await injectJson(testApp.app, { url: "/api/push/key" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: TEST_VAPID_KEYS.publicKey });
  });
});

describe("subscriptions", () => {
  it("needs a session", async () => {
    const response = await subscribe(undefined, receiver.device("anonymous").subscription);
    expect(response.statusCode).toBe(401);
  });

  it("refuses an endpoint the server should not post to, and keys of the wrong length", async () => {
    const user = await buildUser(testApp.app);
    const { subscription } = receiver.device("refused");
    for (const endpoint of [
      "http://example.com/push/1",
      "ftp://127.0.0.1/push",
      "https://user:secret@fcm.googleapis.com/x",
    ]) {
      const response = await subscribe(user, { ...subscription, endpoint });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).detail).toMatch(/https/);
    }
    const shortKey = { ...subscription.keys, p256dh: subscription.keys.p256dh.slice(0, 40) };
    expect((await subscribe(user, { ...subscription, keys: shortKey })).statusCode).toBe(400);
    const longAuth = { ...subscription.keys, auth: `${subscription.keys.auth}AAAA` };
    expect((await subscribe(user, { ...subscription, keys: longAuth })).statusCode).toBe(400);
    const rows = await testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toEqual([]);
  });

  it("another person's endpoint cannot be taken by subscribing it with other keys: 409, and it stays", async () => {
    const owner = await buildUser(testApp.app);
    const attacker = await buildUser(testApp.app);
    const device = await subscribedDevice(owner, "owner-phone-2");
    const stolen = await subscribe(attacker, {
      endpoint: device.subscription.endpoint,
      keys: {
        p256dh: device.subscription.keys.p256dh.replace(/^./, (c) => (c === "A" ? "B" : "A")),
        auth: device.subscription.keys.auth,
      },
    });
    expect(stolen.statusCode).toBe(409);
    const [row] = await testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(row).toMatchObject({ userId: owner.id, p256dh: device.subscription.keys.p256dh });
    expect((await unsubscribe(attacker, device.subscription.endpoint)).statusCode).toBe(404);
    // The same browser (its own keys) signed in as another person: the device is theirs now.
    const moved = await subscribe(attacker, device.subscription);
    expect(moved.statusCode, moved.body).toBe(201);
  });

  it("another person's endpoint cannot be removed: 404, and it stays", async () => {
    const owner = await buildUser(testApp.app);
    const attacker = await buildUser(testApp.app);
    const device = await subscribedDevice(owner, "owner-phone");
    const refused = await unsubscribe(attacker, device.subscription.endpoint);
    expect(refused.statusCode).toBe(404);
    const [row] = await testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(row?.userId).toBe(owner.id);
    expect(row?.userAgentLabel).toBe("Chrome on Android");

    expect((await unsubscribe(owner, device.subscription.endpoint)).statusCode).toBe(204);
    const left = await testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(left).toEqual([]);
  });
});

describe("sending", () => {
  it("a decision on a club application reaches the member's device once, title and link only, in their language", async () => {
    const applicant = await buildUser(testApp.app, { name: "Anjali Nair" });
    await testApp.database.db
      .update(users)
      .set({ language: "ml" })
      .where(eq(users.id, applicant.id));
    const device = await subscribedDevice(applicant, "anjali-phone");

    const applied = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${club.clubId}/applications`,
      cookie: applicant.cookie,
    });
    expect(applied.statusCode).toBe(201);
    const { applicationId } = applied.json() as { applicationId: number };
    const accepted = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/applications/${applicationId}/accept`,
      cookie: club.leader.cookie,
    });
    expect(accepted.statusCode).toBe(200);

    const told = await latestNotificationOf(applicant.id);
    expect(told.kind).toBe("application-accepted");
    expect(told.title).toBe(`${club.clubName} ലേക്ക് സ്വാഗതം!`);
    await settled(told.id);
    const pushes = receiver.to(device.name);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0]?.payload ?? "")).toEqual({
      title: `${club.clubName} ലേക്ക് സ്വാഗതം!`,
      url: "/Dashboard",
    });
    expect(pushes[0]?.vapidKey).toBe(TEST_VAPID_KEYS.publicKey);
    expect(pushes[0]?.ttl).toBe(String(PUSH_TTL_SECONDS));
    const [row] = await testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(row?.lastSuccessAt).not.toBeNull();
  });

  it("every device of the person gets it; a kind off by default, or switched off, queues nothing", async () => {
    const member = await buildUser(testApp.app);
    const phone = await subscribedDevice(member, "member-phone");
    const laptop = await subscribedDevice(member, "member-laptop");

    // club-archived is off by default.
    const archived = await tell(member.id, "club-archived");
    expect(await pushJobsOf(archived.id)).toEqual([]);

    // submission-verified is on by default: both devices.
    const verified = await tell(member.id, "submission-verified");
    await settled(verified.id);
    expect(receiver.to(phone.name)).toHaveLength(1);
    expect(receiver.to(laptop.name)).toHaveLength(1);

    // Switched off: nothing is queued for it.
    const switched = await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/me/push-preferences",
      cookie: member.cookie,
      payload: { preferences: [{ kind: "submission-verified", enabled: false }] },
    });
    expect(switched.statusCode).toBe(200);
    const choices = switched.json() as PushPreferences;
    expect(choices.devices).toBe(2);
    expect(choices.preferences.find((p) => p.kind === "submission-verified")?.enabled).toBe(false);
    expect(choices.preferences.find((p) => p.kind === "meeting-reminder")?.enabled).toBe(true);
    expect(choices.preferences.find((p) => p.kind === "club-archived")?.enabled).toBe(false);
    const silenced = await tell(member.id, "submission-verified");
    expect(await pushJobsOf(silenced.id)).toEqual([]);
    expect(receiver.to(phone.name)).toHaveLength(1);
    expect(receiver.to(laptop.name)).toHaveLength(1);
  });

  it("a device the push service answers 410 for is removed", async () => {
    const member = await buildUser(testApp.app);
    const gone = await subscribedDevice(member, "gone-phone");
    receiver.answer(gone.name, 410);
    const told = await tell(member.id, "submission-verified");
    await settled(told.id);
    expect(receiver.to(gone.name).map((push) => push.status)).toEqual([410]);
    const rows = await testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(rows).toEqual([]);
  });

  it("a push the push service refused with 500 is retried and delivered once", async () => {
    const member = await buildUser(testApp.app);
    const flaky = await subscribedDevice(member, "flaky-phone");
    receiver.answer(flaky.name, 500);
    const told = await tell(member.id, "submission-verified");
    await settled(told.id);
    const attempts = receiver.to(flaky.name);
    expect(attempts.map((push) => push.status)).toEqual([500, 201]);
    expect(new Set(attempts.map((push) => push.payload)).size).toBe(1);
    // The device is kept.
    const rows = await testApp.database.db
      .select()
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, member.id),
          like(pushSubscriptions.endpoint, "%flaky-phone"),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});
