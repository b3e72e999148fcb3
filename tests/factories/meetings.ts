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
