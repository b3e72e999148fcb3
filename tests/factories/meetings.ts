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
