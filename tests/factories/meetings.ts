import { meetingSlots } from "../../server/db/schema/index.ts";
import { injectJson, type TestApp } from "../helpers.ts";
import type { TestUser } from "./users.ts";

/** Book Your Slot through the API: `user` books a speech on the club's meeting `meetingKey`. */
export function bookSlot(testApp: TestApp, user: TestUser, clubId: number, meetingKey: string) {
  return injectJson(testApp.app, {
    method: "POST",
    url: "/api/slots",
    cookie: user.cookie,
    payload: { clubId, meetingKey },
  });
}

/** What GET /api/slots/mine answers `user`. */
export async function mySlot(testApp: TestApp, user: TestUser) {
  return (await injectJson(testApp.app, { url: "/api/slots/mine", cookie: user.cookie })).json();
}

/** The key of the club's second upcoming meeting (the first may be about to start). */
export async function secondMeeting(testApp: TestApp, user: TestUser, clubId: number) {
  const response = await injectJson(testApp.app, {
    url: `/api/clubs/${clubId}/meetings`,
    cookie: user.cookie,
  });
  const key = (response.json() as { meetings: { key: string }[] }).meetings[1]?.key;
  if (!key) throw new Error("no second meeting");
  return key;
}

/**
 * A speech the member gave at the club, already marked delivered (written directly: for tests of
 * Mission 2's verification that are not about booking). The API path is in meetings.test.ts.
 */
export async function deliveredSpeech(testApp: TestApp, user: TestUser, clubId: number) {
  await testApp.database.db.insert(meetingSlots).values({
    clubId,
    userId: user.id,
    userName: user.name,
    meetingKey: "2020-01-06",
    status: "delivered",
    deliveredAt: new Date("2020-01-06T15:00:00Z"),
  });
}
