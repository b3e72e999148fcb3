import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { notify } from "../../server/notify/index.ts";
import { buildUser } from "../factories/users.ts";
import { buildTestApp, type TestApp } from "../helpers.ts";
import { eventually, listenOnLoopback, readEventStream } from "../sse-reader.ts";
import { createProxiedTestDatabase, onPostgres } from "../test-database.ts";

type Stream = Awaited<ReturnType<typeof readEventStream>>;

/**
 * The bell catches up after an outage (issue 28, item 6). The app holding the stream reaches
 * the database through a proxy that is cut and restored; meanwhile another process (a direct
 * connection) writes a notification. Its NOTIFY is lost with the listening connection, and the
 * stream still gets it once the database is back: notification events carry an id and are
 * replayed after a gap or a reconnect with Last-Event-ID, and the stream says it resynced.
 */
describe.runIf(onPostgres)("a notification written during a database outage (PostgreSQL)", () => {
  let proxied: Awaited<ReturnType<typeof createProxiedTestDatabase>>;
  let direct: DatabaseHandle;
  let holder: TestApp;
  let holderUrl = "";
  const streams: Stream[] = [];

  beforeAll(async () => {
    proxied = await createProxiedTestDatabase(4, { listenerCheckMs: 200 });
    direct = proxied.direct;
    holder = await buildTestApp({ database: proxied.database });
    holderUrl = await listenOnLoopback(holder.app);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await holder?.close();
    await proxied?.close();
  });

  /** A notification written by another process, on its own connection. */
  const tell = (userId: string, title: string) =>
    direct.db.transaction((tx) =>
      notify(tx, userId, {
        kind: "application-received",
        title,
        body: "Something happened.",
        link: "/Notifications",
      }),
    );
  const notificationsOn = (stream: Stream) =>
    stream.named("notification").map((block) => ({
      id: block.fields.id,
      title: JSON.parse(block.fields.data ?? "{}").title as string,
    }));
  const open = async (cookie: string, headers: Record<string, string> = {}) => {
    const stream = await readEventStream(holderUrl, cookie, headers);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.connected();
    return stream;
  };

  it("reaches a stream that stayed open through the outage, once the database is back", async () => {
    const member = await buildUser(holder.app);
    const stream = await open(member.cookie);
    await tell(member.id, "before the outage");
    const [before] = await eventually(
      () => notificationsOn(stream).length > 0 && notificationsOn(stream),
      "the live notification",
    );
    expect(before?.id).toMatch(/^\d+\./);

    await proxied.proxy.cut();
    await tell(member.id, "during the outage");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notificationsOn(stream).map((event) => event.title)).toEqual(["before the outage"]);
    await proxied.proxy.restore();

    await eventually(
      () => notificationsOn(stream).some((event) => event.title === "during the outage"),
      "the notification written during the outage",
      15_000,
    );
    // The stream outlived the outage (it is not ended for lack of a database), each
    // notification arrived once, and the screen was told to read its counts again.
    expect(stream.ended).toBe(false);
    expect(notificationsOn(stream).map((event) => event.title)).toEqual([
      "before the outage",
      "during the outage",
    ]);
    expect(stream.named("resync").length).toBeGreaterThan(0);
  });

  it("replays the notifications missed while the stream itself was gone, after Last-Event-ID", async () => {
    const member = await buildUser(holder.app);
    const first = await open(member.cookie);
    await tell(member.id, "seen");
    const [seen] = await eventually(
      () => notificationsOn(first).length > 0 && notificationsOn(first),
      "the first notification",
    );
    first.close();
    await tell(member.id, "missed one");
    await tell(member.id, "missed two");

    const again = await open(member.cookie, { "last-event-id": seen?.id ?? "" });
    await eventually(
      () => notificationsOn(again).length >= 2,
      "the missed notifications after reconnecting",
    );
    const titles = notificationsOn(again).map((event) => event.title);
    expect(titles).toEqual(["missed one", "missed two"]);
  });

  it("replays only the person's own notifications", async () => {
    const member = await buildUser(holder.app);
    const other = await buildUser(holder.app);
    const first = await open(member.cookie);
    await tell(member.id, "mine");
    const [mine] = await eventually(
      () => notificationsOn(first).length > 0 && notificationsOn(first),
      "the member's notification",
    );
    first.close();
    await tell(other.id, "someone else's");
    await tell(member.id, "mine again");
    const again = await open(member.cookie, { "last-event-id": mine?.id ?? "" });
    await eventually(() => notificationsOn(again).length > 0, "the replay");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notificationsOn(again).map((event) => event.title)).toEqual(["mine again"]);
  });
});
