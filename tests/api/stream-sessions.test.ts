import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_LIFETIME_SECONDS } from "../../server/auth/better-auth.ts";
import { type DatabaseHandle, openDatabase } from "../../server/db/client.ts";
import { sessions, users } from "../../server/db/schema/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { notify } from "../../server/notify/index.ts";
import {
  buildUser,
  cookieFrom,
  mailArrivingTo,
  signIn,
  type TestUser,
} from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";
import { eventually, listenOnLoopback, readEventStream } from "../sse-reader.ts";
import { onPostgres } from "../test-database.ts";

/**
 * A live event stream belongs to the session that opened it (issue 27, item 3): whatever ends the
 * session (sign-out, a password reset, an admin disabling the account, expiry, revocation of the
 * one session) closes the stream within seconds, and nothing the person is told afterwards
 * arrives on it. On PostgreSQL the stream is held by a second app with its own connections and
 * the session ends through the first, as two processes of one install would.
 */
const CLOSES_WITHIN_MS = 5_000;

type Stream = Awaited<ReturnType<typeof readEventStream>>;

describe("an event stream ends with its session", () => {
  const clock = new ManualClock();
  let first: TestApp;
  let secondHandle: DatabaseHandle | undefined;
  let second: TestApp | undefined;
  let holder: FastifyInstance;
  let holderUrl = "";
  const streams: Stream[] = [];

  beforeAll(async () => {
    first = await buildTestApp({ clock });
    if (onPostgres && first.database.url) {
      secondHandle = openDatabase({ databaseUrl: first.database.url, poolSize: 5 });
      second = await buildTestApp({ database: secondHandle, clock });
      holder = second.app;
    } else {
      holder = first.app;
    }
    holderUrl = await listenOnLoopback(holder);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await second?.close();
    await secondHandle?.close();
    await first?.close();
  });

  const open = async (cookie: string) => {
    const stream = await readEventStream(holderUrl, cookie);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.connected();
    return stream;
  };

  let told = 0;
  /** A notification for `userId`, written by the first app (the other process). */
  const tell = async (userId: string) => {
    told++;
    const title = `News ${told}`;
    await first.database.db.transaction((tx) =>
      notify(tx, userId, {
        kind: "application-received",
        title,
        body: "Something happened.",
        link: "/Notifications",
      }),
    );
    return title;
  };
  const titles = (stream: Stream) =>
    stream.named("notification").map((block) => JSON.parse(block.fields.data ?? "{}").title);

  /** The stream is live: a notification written now arrives on it. */
  const expectLive = async (stream: Stream, userId: string) => {
    const title = await tell(userId);
    await eventually(() => titles(stream).includes(title), `"${title}" on the stream`);
  };

  /** The stream ended, said why, and a notification written afterwards never arrives. */
  const expectEndedForGood = async (
    stream: Stream,
    userId: string,
    withinMs = CLOSES_WITHIN_MS,
  ) => {
    await eventually(() => stream.ended, "the stream to end with its session", withinMs);
    const [closed] = stream.named("stream-closed");
    expect(JSON.parse(closed?.fields.data ?? "{}")).toMatchObject({ reason: "session-ended" });
    const before = titles(stream);
    const late = await tell(userId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(titles(stream)).toEqual(before);
    expect(titles(stream)).not.toContain(late);
    await eventually(() => holder.events.listenerCount(userId) === 0, "the listener's release");
  };

  const makeAdmin = async () => {
    const admin = await buildUser(first.app);
    await first.database.db
      .update(users)
      .set({ isAdmin: true, emailVerified: true })
      .where(eq(users.id, admin.id));
    return admin;
  };

  /** A second session of the same person (another device). */
  const anotherSession = async (user: TestUser) => {
    const response = await signIn(first.app, user.email, user.password);
    expect(response.statusCode).toBe(200);
    return cookieFrom(response);
  };

  const tokenOf = (cookie: string) => {
    const value = decodeURIComponent(cookie.split("=").slice(1).join("="));
    return value.slice(0, value.lastIndexOf("."));
  };

  it("closes at sign-out, and a stream opened before it gets no later notification", async () => {
    const user = await buildUser(first.app);
    const stream = await open(user.cookie);
    await expectLive(stream, user.id);
    const signedOut = await injectJson(first.app, {
      method: "POST",
      url: "/api/auth/sign-out",
      cookie: user.cookie,
      payload: {},
    });
    expect(signedOut.statusCode).toBe(200);
    await expectEndedForGood(stream, user.id);
  });

  it("closes every stream of the account when its password is reset (from a signed-out device)", async () => {
    const user = await buildUser(first.app);
    const phone = await open(await anotherSession(user));
    const laptop = await open(user.cookie);
    await expectLive(laptop, user.id);
    const requested = await injectJson(first.app, {
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: user.email, redirectTo: "/ResetPassword" },
    });
    expect(requested.statusCode).toBe(200);
    // Not the sign-up's mail: the reset's may arrive after the answer.
    const mail = await mailArrivingTo(first.app, user.email, /Reset your/);
    const token = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] ?? "").searchParams.get("token");
    const reset = await injectJson(first.app, {
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "a brand new passphrase 7" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectEndedForGood(phone, user.id);
    await expectEndedForGood(laptop, user.id);
  });

  it("closes when an admin disables the account; another person's stream stays open", async () => {
    const admin = await makeAdmin();
    const user = await buildUser(first.app);
    const bystander = await buildUser(first.app);
    const stream = await open(user.cookie);
    const bystanders = await open(bystander.cookie);
    const disabled = await injectJson(first.app, {
      method: "PUT",
      url: `/api/admin/users/${user.id}/disabled`,
      cookie: admin.cookie,
      payload: { disabled: true },
    });
    expect(disabled.statusCode, disabled.body).toBe(204);
    await expectEndedForGood(stream, user.id);
    expect(bystanders.ended).toBe(false);
    await expectLive(bystanders, bystander.id);
  });

  it("closes when the account is disabled by hand (SQL, the CLI), even with its session rows left", async () => {
    const user = await buildUser(first.app);
    const stream = await open(user.cookie);
    await first.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, user.id));
    await expectEndedForGood(stream, user.id);
  });

  it("closes when the session row is deleted (revoked by hand)", async () => {
    const user = await buildUser(first.app);
    const stream = await open(user.cookie);
    await expectLive(stream, user.id);
    await first.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await expectEndedForGood(stream, user.id);
  });

  it("revoking one session closes only that session's stream: the other device keeps its own", async () => {
    const user = await buildUser(first.app);
    const otherCookie = await anotherSession(user);
    const revoked = await open(user.cookie);
    const kept = await open(otherCookie);
    await first.database.db.delete(sessions).where(eq(sessions.token, tokenOf(user.cookie)));
    await eventually(() => revoked.ended, "the revoked session's stream to end", CLOSES_WITHIN_MS);
    expect(kept.ended).toBe(false);
    await expectLive(kept, user.id);
    const late = await tell(user.id);
    await eventually(() => titles(kept).includes(late), "the later notification on the kept one");
    expect(titles(revoked)).not.toContain(late);
  });

  it("closes when the session's expiry is moved into the past (SQL)", async () => {
    const user = await buildUser(first.app);
    const stream = await open(user.cookie);
    await first.database.db
      .update(sessions)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(sessions.userId, user.id));
    await expectEndedForGood(stream, user.id);
  });

  it("closes when the session expires as time passes, with no change to any row", async () => {
    const user = await buildUser(first.app);
    const stream = await open(user.cookie);
    await expectLive(stream, user.id);
    const lifetimeMs = SESSION_LIFETIME_SECONDS * 1000;
    clock.advance(lifetimeMs + 60_000);
    try {
      await expectEndedForGood(stream, user.id, CLOSES_WITHIN_MS + 2_000);
    } finally {
      clock.advance(-(lifetimeMs + 60_000));
    }
  });

  it("refuses to open a stream for a session that already ended", async () => {
    const user = await buildUser(first.app);
    await first.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    const stream = await readEventStream(holderUrl, user.cookie);
    streams.push(stream);
    expect(stream.response.status).toBe(401);
  });
});
