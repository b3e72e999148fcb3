import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, type TestApp } from "../helpers.ts";
import { eventually, listenOnLoopback, readEventStream } from "../sse-reader.ts";

describe("event stream caps", () => {
  let testApp: TestApp;
  let baseUrl: string;
  const streams: Awaited<ReturnType<typeof readEventStream>>[] = [];
  const open = async (user: TestUser) => {
    const stream = await readEventStream(baseUrl, user.cookie);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { EVENT_STREAMS_PER_USER: "2", EVENT_STREAMS_MAX: "3" } });
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await testApp?.close();
  });

  it("closes a user's oldest stream with a retry hint beyond their cap, and refuses streams beyond the process's with 503 and Retry-After", async () => {
    const [member, other, third] = await Promise.all([
      buildUser(testApp.app),
      buildUser(testApp.app),
      buildUser(testApp.app),
    ]);
    const oldest = await open(member);
    await oldest.connected();
    const second = await open(member);
    await second.connected();
    const newest = await open(member);
    await newest.connected();

    // The oldest ends with a reason and a long reconnection delay; the two newer stay open.
    await eventually(() => oldest.ended, "the oldest stream to end");
    const [closed] = oldest.named("stream-closed");
    expect(JSON.parse(closed?.fields.data ?? "{}")).toMatchObject({ reason: "too-many-streams" });
    expect(Number(closed?.fields.retry)).toBeGreaterThanOrEqual(30_000);
    expect(second.ended || newest.ended).toBe(false);

    // Two of member's and one of other's: the process is full (3).
    const others = await open(other);
    await others.connected();
    const refused = await open(third);
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.response.headers.get("content-type")).toMatch(/application\/problem\+json/);
    expect((await refused.response.json()) as { detail: string }).toMatchObject({
      detail: expect.stringMatching(/maximum of 3 event streams/),
    });

    // A stream that ends frees its place.
    others.close();
    await eventually(() => testApp.app.events.listenerCount(other.id) === 0, "the release");
    const admitted = await open(third);
    expect(admitted.response.status).toBe(200);
    await admitted.connected();
  });
});
