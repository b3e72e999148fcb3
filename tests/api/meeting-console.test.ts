import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleState, MeetingReport } from "../../contract/meeting-console.ts";
import {
  emailDeliveries,
  meetingSlots,
  meetingTimings,
  meetingVotes,
  notifications,
} from "../../server/db/schema/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import {
  buildConsoleMeeting,
  type ConsoleMeeting,
  consoleWrite,
  readConsole,
  readReport,
} from "../factories/meeting-console.ts";
import { buildLeaderWithClub, buildMember } from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { eventually, listenOnLoopback, readEventStream } from "../sse-reader.ts";

// The clubs meet on Wednesdays, 18:00-19:30 UTC. Sessions are read against the app's clock and
// last 7 days from their real creation, so the meeting is the Wednesday nearest to the real time
// (3 days ahead at most) and the clock moves around it.
const DAY = 86_400_000;
const MEETING_START = (() => {
  const soon = new Date(Date.now() + 3 * DAY);
  const back = (soon.getUTCDay() - 3 + 7) % 7;
  const day = new Date(soon.getTime() - back * DAY).toISOString().slice(0, 10);
  return new Date(`${day}T18:00:00Z`);
})();
const KEY = MEETING_START.toISOString().slice(0, 10);
const NEXT_KEY = new Date(MEETING_START.getTime() + 7 * DAY).toISOString().slice(0, 10);
/** `minutes` after the meeting's start (before it when negative). */
const atMinute = (minutes: number) => new Date(MEETING_START.getTime() + minutes * 60_000);
const clock = new ManualClock(atMinute(-30));
const setTime = (when: Date) => clock.advance(when.getTime() - clock.now().getTime());
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ clock });
});
afterAll(() => testApp?.close());

const stateOf = (response: { json(): unknown }) => response.json() as ConsoleState;
const refOf = (meeting: ConsoleMeeting) => ({
  clubId: meeting.club.clubId,
  meetingKey: meeting.meetingKey,
});
const write = (
  meeting: ConsoleMeeting,
  user: TestUser | undefined,
  tail: string,
  payload: Record<string, unknown> = {},
  method: "POST" | "PUT" = "POST",
) => consoleWrite(testApp, user, refOf(meeting), { tail, payload, method });
const speechKey = (meeting: ConsoleMeeting, index: 0 | 1) => `speech:${meeting.slotIds[index]}`;

async function expectRefused(
  response: Awaited<ReturnType<typeof write>>,
  status: number,
  detail?: RegExp,
) {
  expect(response.statusCode, response.body).toBe(status);
  if (detail) expect(problemOf(response).detail).toMatch(detail);
}

describe("who opens and writes the console (attackers first)", () => {
  let meeting: ConsoleMeeting;
  beforeAll(async () => {
    setTime(atMinute(-30));
    meeting = await buildConsoleMeeting(testApp, KEY, atMinute(-10));
  });

  it("refuses the signed-out and members of another club; 404 for no such meeting", async () => {
    const other = await buildLeaderWithClub(testApp);
    const stranger = await buildMember(testApp, other.clubId, { name: "Stranger" });
    const { clubId } = meeting.club;
    expect((await readConsole(testApp, undefined, clubId, KEY)).statusCode).toBe(401);
    await expectRefused(await readConsole(testApp, stranger, clubId, KEY), 403, /Only members/);
    await expectRefused(await readConsole(testApp, other.leader, clubId, KEY), 403);
    await expectRefused(
      await write(meeting, stranger, "/timer/start", { itemKey: "table-topics" }),
      403,
    );
    // A Thursday is no meeting of this club.
    await expectRefused(
      await readConsole(
        testApp,
        meeting.timer,
        clubId,
        new Date(MEETING_START.getTime() + DAY).toISOString().slice(0, 10),
      ),
      404,
    );
    await expectRefused(await readReport(testApp, stranger, clubId, KEY), 403, /Only members/);
  });

  it("lets only the Timer (or the leader) start and stop the timer", async () => {
    for (const user of [meeting.toastmaster, meeting.attendee, meeting.speakers[0]]) {
      await expectRefused(
        await write(meeting, user, "/timer/start", { itemKey: speechKey(meeting, 0) }),
        403,
        /Timer/,
      );
      await expectRefused(await write(meeting, user, "/timer/stop"), 403);
    }
    const rows = await testApp.database.db
      .select()
      .from(meetingTimings)
      .where(eq(meetingTimings.clubId, meeting.club.clubId));
    expect(rows).toEqual([]);
  });

  it("lets only the Toastmaster (or the leader) advance, reveal and close", async () => {
    for (const user of [meeting.timer, meeting.attendee]) {
      await expectRefused(
        await write(meeting, user, "/advance", { itemKey: "opening" }),
        403,
        /Toastmaster/,
      );
      await expectRefused(await write(meeting, user, "/votes/reveal"), 403, /Toastmaster/);
      await expectRefused(await write(meeting, user, "/close"), 403, /Toastmaster/);
    }
    const state = stateOf(await readConsole(testApp, meeting.timer, meeting.club.clubId, KEY));
    expect(state).toMatchObject({ currentItem: null, closed: false, votes: { results: null } });
    expect(state.may).toMatchObject({ advance: false, time: true, reveal: false, close: false });
  });

  it("lets only the Ah-Counter and the Grammarian keep their tallies", async () => {
    const speakerId = meeting.speakers[0].id;
    await expectRefused(
      await write(meeting, meeting.grammarian, "/fillers", { speakerId, word: "um", delta: 1 }),
      403,
      /Ah-Counter/,
    );
    await expectRefused(
      await write(meeting, meeting.ahCounter, "/word-of-day", { word: "luminous" }, "PUT"),
      403,
      /Grammarian/,
    );
    await expectRefused(
      await write(meeting, meeting.attendee, "/filler-words", { words: ["er"] }, "PUT"),
      403,
    );
  });

  it("lets only checked-in attendees vote, for someone at the meeting", async () => {
    const candidateId = meeting.speakers[0].id;
    await expectRefused(
      await write(meeting, meeting.absentee, "/votes/best-speaker", { candidateId }, "PUT"),
      403,
      /checked in/,
    );
    // The leader did not check in either.
    await expectRefused(
      await write(meeting, meeting.leader, "/votes/best-speaker", { candidateId }, "PUT"),
      403,
    );
    const outsider = await buildMember(testApp, meeting.club.clubId, { name: "Not There" });
    const refused = await write(
      meeting,
      meeting.attendee,
      "/votes/best-speaker",
      { candidateId: outsider.id },
      "PUT",
    );
    await expectRefused(refused, 400);
    expect(problemOf(refused).errors?.[0]?.field).toBe("candidateId");
    await expectRefused(
      await write(meeting, meeting.attendee, "/votes/best-hat", { candidateId }, "PUT"),
      400,
    );
  });
});

describe("the timer and its lights", () => {
  let meeting: ConsoleMeeting;
  beforeAll(async () => {
    setTime(atMinute(-30));
    meeting = await buildConsoleMeeting(testApp, KEY, atMinute(-10));
  });

  it("starts, refuses a second start, stops once", async () => {
    setTime(atMinute(5));
    const started = await write(meeting, meeting.timer, "/timer/start", {
      itemKey: speechKey(meeting, 0),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(stateOf(started).timer).toMatchObject({
      itemKey: speechKey(meeting, 0),
      speakerName: "Asha",
      startedAt: atMinute(5).toISOString(),
      stoppedAt: null,
      green: 240,
      yellow: 300,
      red: 360,
    });
    await expectRefused(
      await write(meeting, meeting.timer, "/timer/start", { itemKey: "table-topics" }),
      409,
      /already running/,
    );
    clock.advance(245_000);
    // Every console derives the light from startedAt and the server's clock.
    const read = stateOf(await readConsole(testApp, meeting.attendee, meeting.club.clubId, KEY));
    expect(read.serverNow).toBe(new Date(atMinute(5).getTime() + 245_000).toISOString());
    const stopped = await write(meeting, meeting.timer, "/timer/stop");
    expect(stopped.statusCode).toBe(200);
    expect(stateOf(stopped).timings).toEqual([
      {
        itemKey: speechKey(meeting, 0),
        label: "Speech 1: Asha",
        speakerName: "Asha",
        durationSeconds: 245,
        light: "green",
        withinTime: true,
      },
    ]);
    expect(stateOf(stopped).version).toBeGreaterThan(stateOf(started).version);
    await expectRefused(await write(meeting, meeting.timer, "/timer/stop"), 409, /No timer/);
    const [slot] = await testApp.database.db
      .select({ status: meetingSlots.status })
      .from(meetingSlots)
      .where(eq(meetingSlots.id, meeting.slotIds[0]));
    expect(slot?.status).toBe("delivered");
  });

  it.each([
    [239, "none", false],
    [240, "green", true],
    [300, "yellow", true],
    [360, "red", true],
    [390, "red", true],
    [391, "over", false],
  ] as const)(
    "records a speech stopped at %i s as %s (within time: %s)",
    async (seconds, light, within) => {
      await write(meeting, meeting.timer, "/timer/start", { itemKey: speechKey(meeting, 1) });
      clock.advance(seconds * 1000);
      const stopped = stateOf(await write(meeting, meeting.timer, "/timer/stop"));
      expect(stopped.timings.at(-1)).toMatchObject({
        durationSeconds: seconds,
        light,
        withinTime: within,
      });
    },
  );

  it("times a Table Topics answer for the speaker named, and refuses untimed or unknown items", async () => {
    const started = await write(meeting, meeting.leader, "/timer/start", {
      itemKey: "table-topics",
      speakerId: meeting.attendee.id,
    });
    expect(stateOf(started).timer).toMatchObject({
      itemKey: "table-topics",
      speakerName: "Anil",
      red: 120,
    });
    clock.advance(95_000);
    expect(
      stateOf(await write(meeting, meeting.timer, "/timer/stop")).timings.at(-1),
    ).toMatchObject({
      light: "yellow",
      withinTime: true,
    });
    await expectRefused(
      await write(meeting, meeting.timer, "/timer/start", { itemKey: "opening" }),
      400,
    );
    await expectRefused(
      await write(meeting, meeting.timer, "/timer/start", { itemKey: "speech:999999" }),
      400,
    );
  });

  it("gives one running timer when two starts race", async () => {
    const [one, two] = await Promise.all([
      write(meeting, meeting.timer, "/timer/start", { itemKey: "table-topics" }),
      write(meeting, meeting.leader, "/timer/start", { itemKey: "table-topics" }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const running = await testApp.database.db
      .select()
      .from(meetingTimings)
      .where(and(eq(meetingTimings.clubId, meeting.club.clubId), isNull(meetingTimings.stoppedAt)));
    expect(running).toHaveLength(1);
    expect((await write(meeting, meeting.timer, "/timer/stop")).statusCode).toBe(200);
  });
});

describe("tallies, votes, closing and the report", () => {
  let meeting: ConsoleMeeting;
  beforeAll(async () => {
    setTime(atMinute(-30));
    meeting = await buildConsoleMeeting(testApp, KEY, atMinute(-10));
    setTime(atMinute(10));
  });

  it("moves the agenda for the Toastmaster", async () => {
    const items = stateOf(
      await readConsole(testApp, meeting.attendee, meeting.club.clubId, KEY),
    ).items;
    expect(items.map((item) => item.key)).toEqual([
      "opening",
      speechKey(meeting, 0),
      speechKey(meeting, 1),
      "table-topics",
      `evaluation:${meeting.slotIds[0]}`,
      "general-evaluation",
      "reports",
      "votes",
      "closing",
    ]);
    const moved = await write(meeting, meeting.toastmaster, "/advance", {
      itemKey: "table-topics",
    });
    expect(stateOf(moved).currentItem).toBe("table-topics");
    await expectRefused(
      await write(meeting, meeting.toastmaster, "/advance", { itemKey: "nap" }),
      400,
    );
  });

  it("counts filler words, never below 0, only words on the list", async () => {
    const speakerId = meeting.speakers[0].id;
    const count = (word: string, delta: number) =>
      write(meeting, meeting.ahCounter, "/fillers", { speakerId, word, delta });
    await count("um", 1);
    await count("um", 1);
    await count("so", -1);
    const state = stateOf(await count("ah", 1));
    expect(state.fillers).toEqual([
      { speakerId, speakerName: "Asha", counts: { um: 2, so: 0, ah: 1 } },
    ]);
    await expectRefused(await count("er", 1), 400, /filler words/);
    const words = await write(
      meeting,
      meeting.ahCounter,
      "/filler-words",
      { words: ["um", "er", "UM"] },
      "PUT",
    );
    expect(stateOf(words).fillerWords).toEqual(["um", "er"]);
    expect((await count("er", 1)).statusCode).toBe(200);
  });

  it("keeps the word of the day and its uses", async () => {
    await write(meeting, meeting.grammarian, "/word-of-day", { word: "luminous" }, "PUT");
    const state = stateOf(
      await write(meeting, meeting.grammarian, "/word-uses", {
        userId: meeting.speakers[1].id,
        delta: 1,
      }),
    );
    expect(state).toMatchObject({ wordOfDay: "luminous", wordUses: [{ name: "Bala", count: 1 }] });
  });

  it("keeps one secret vote per attendee and category, changeable until revealed", async () => {
    const [asha, bala] = meeting.speakers;
    const cast = (user: TestUser, category: string, candidate: TestUser) =>
      write(meeting, user, `/votes/${category}`, { candidateId: candidate.id }, "PUT");
    expect((await cast(meeting.attendee, "best-speaker", asha)).statusCode).toBe(200);
    const changed = stateOf(await cast(meeting.attendee, "best-speaker", bala));
    expect(changed.votes).toMatchObject({ mine: { "best-speaker": bala.id }, results: null });
    expect(changed.votes.cast["best-speaker"]).toBe(1);
    await cast(meeting.timer, "best-speaker", bala);
    await cast(meeting.grammarian, "best-speaker", asha);
    await cast(meeting.timer, "best-evaluator", meeting.evaluator);
    const rows = await testApp.database.db
      .select()
      .from(meetingVotes)
      .where(eq(meetingVotes.voterId, meeting.attendee.id));
    expect(rows.map((row) => [row.category, row.candidateId])).toEqual([["best-speaker", bala.id]]);
    // Nobody reads another's vote: only their own and the counts.
    const other = await readConsole(testApp, meeting.toastmaster, meeting.club.clubId, KEY);
    expect(stateOf(other).votes).toEqual({
      mine: {},
      cast: { "best-speaker": 3, "best-evaluator": 1, "best-table-topics": 0 },
      results: null,
    });

    const revealed = stateOf(await write(meeting, meeting.toastmaster, "/votes/reveal"));
    expect(revealed.votes.results).toEqual({
      "best-speaker": [{ userId: bala.id, name: "Bala", votes: 2 }],
      "best-evaluator": [{ userId: meeting.evaluator.id, name: "Eva", votes: 1 }],
      "best-table-topics": [],
    });
    await expectRefused(await cast(meeting.attendee, "best-speaker", asha), 409, /revealed/);
    await expectRefused(await write(meeting, meeting.toastmaster, "/votes/reveal"), 409);
  });

  it("closes once, refuses every write after, and sends every member the report", async () => {
    await write(meeting, meeting.timer, "/timer/start", { itemKey: speechKey(meeting, 1) });
    clock.advance(330_000);
    const closed = await write(meeting, meeting.toastmaster, "/close");
    expect(closed.statusCode, closed.body).toBe(200);
    expect(stateOf(closed)).toMatchObject({
      closed: true,
      timer: { stoppedAt: expect.any(String) },
    });
    expect(Object.values(stateOf(closed).may).some(Boolean)).toBe(false);
    const writes: [TestUser, string, Record<string, unknown>, ("POST" | "PUT")?][] = [
      [meeting.toastmaster, "/close", {}],
      [meeting.toastmaster, "/advance", { itemKey: "closing" }],
      [meeting.timer, "/timer/start", { itemKey: "table-topics" }],
      [meeting.timer, "/timer/stop", {}],
      [meeting.ahCounter, "/fillers", { speakerId: meeting.speakers[0].id, word: "um", delta: 1 }],
      [meeting.ahCounter, "/filler-words", { words: ["um"] }, "PUT"],
      [meeting.grammarian, "/word-of-day", { word: "quiet" }, "PUT"],
      [meeting.grammarian, "/word-uses", { userId: meeting.speakers[0].id, delta: 1 }],
      [meeting.attendee, "/votes/best-table-topics", { candidateId: meeting.attendee.id }, "PUT"],
      [meeting.leader, "/votes/reveal", {}],
    ];
    for (const [user, tail, payload, method] of writes) {
      await expectRefused(await write(meeting, user, tail, payload, method), 409);
    }
    const members = [
      meeting.leader,
      meeting.toastmaster,
      meeting.attendee,
      meeting.absentee,
      ...meeting.speakers,
    ];
    for (const member of members) {
      const rows = await testApp.database.db
        .select({ title: notifications.title, link: notifications.link, body: notifications.body })
        .from(notifications)
        .where(and(eq(notifications.userId, member.id), eq(notifications.kind, "meeting-report")));
      expect(rows, member.name).toHaveLength(1);
      expect(rows[0]?.link).toBe(`/Meetings/${meeting.club.clubId}/${KEY}/Report`);
      expect(rows[0]?.body).toContain("Speeches: 2. Attendance: 8.");
    }
    const emails = await testApp.database.db
      .select({ id: emailDeliveries.id })
      .from(emailDeliveries)
      .where(eq(emailDeliveries.userId, meeting.absentee.id));
    expect(emails.length).toBeGreaterThanOrEqual(1);
  });

  it("reports the meeting to its members", async () => {
    const response = await readReport(testApp, meeting.absentee, meeting.club.clubId, KEY);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as MeetingReport;
    expect(report).toMatchObject({
      meetingKey: KEY,
      closedAt: expect.any(String),
      wordOfDay: "luminous",
      wordUses: [{ name: "Bala", count: 1 }],
      fillerTotals: [{ name: "Asha", total: 4 }],
      winners: { "best-speaker": ["Bala"], "best-evaluator": ["Eva"] },
      evaluationsGiven: 0,
    });
    expect(report.attendance).toHaveLength(8);
    expect(report.speeches).toEqual([
      {
        speakerName: "Asha",
        evaluatorName: "Eva",
        durationSeconds: null,
        light: null,
        withinTime: null,
        evaluated: false,
      },
      {
        speakerName: "Bala",
        evaluatorName: null,
        durationSeconds: 330,
        light: "yellow",
        withinTime: true,
        evaluated: false,
      },
    ]);
  });
});

describe("when the console takes changes", () => {
  it("refuses a cancelled meeting, and one too far from its time", async () => {
    setTime(atMinute(-30));
    const meeting = await buildConsoleMeeting(testApp, NEXT_KEY, atMinute(-60));
    const tooEarly = await write(meeting, meeting.toastmaster, "/advance", { itemKey: "opening" });
    await expectRefused(tooEarly, 409, /2 hours before/);
    // Reading is fine at any time.
    expect(
      (await readConsole(testApp, meeting.attendee, meeting.club.clubId, NEXT_KEY)).statusCode,
    ).toBe(200);
    const cancelled = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${meeting.club.clubId}/meetings/${NEXT_KEY}/cancel`,
      cookie: meeting.leader.cookie,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectRefused(
      await write(meeting, meeting.toastmaster, "/advance", { itemKey: "opening" }),
      409,
      /cancelled/,
    );
    setTime(new Date(atMinute(90 + 12 * 60).getTime() + 1000));
    const late = await buildConsoleMeeting(testApp, KEY, atMinute(-60));
    await expectRefused(
      await write(late, late.toastmaster, "/advance", { itemKey: "opening" }),
      409,
      /12 hours/,
    );
  });
});

describe("live", () => {
  it("tells a second member's open stream when the Timer starts", async () => {
    setTime(atMinute(-30));
    const meeting = await buildConsoleMeeting(testApp, KEY, atMinute(-10));
    const baseUrl = await listenOnLoopback(testApp.app);
    const stream = await readEventStream(baseUrl, meeting.attendee.cookie);
    try {
      await stream.connected();
      const started = stateOf(
        await write(meeting, meeting.timer, "/timer/start", { itemKey: "table-topics" }),
      );
      const [event] = await eventually(() => {
        const found = stream.named("meeting-console");
        return found.length > 0 && found;
      }, "the console's event");
      expect(JSON.parse(event?.fields.data ?? "{}")).toEqual({
        clubId: meeting.club.clubId,
        meetingKey: KEY,
        version: started.version,
      });
    } finally {
      stream.close();
    }
  });
});
