import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClub } from "../factories/missions.ts";
import { buildUser, latestMailTo } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

// Mail to an address that is not yet proven carries no text chosen by whoever typed the address
// (docs/security.md): the notification emails' greeting too. (Its own app: the email queue is
// one per process, and account-takeover.test.ts builds a second app.)
const crafted = "Your account is locked: visit http://evil.example/unlock now";
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ jobs: { pollingIntervalSeconds: 0.5 } });
});
afterAll(() => testApp.close());

describe("notification emails", () => {
  it("a notification's email to an unproven address carries no name; a proven one greets by name", async () => {
    const leader = await buildUser(testApp.app, { name: "Lena Leader" });
    const club = await buildClub(testApp.database.db, leader.id);
    const unproven = await buildUser(testApp.app, { name: crafted });
    const proven = await buildUser(testApp.app, { name: "Priya Proven", verified: true });
    for (const person of [unproven, proven]) {
      const applied = await injectJson(testApp.app, {
        method: "POST",
        url: `/api/clubs/${club.id}/applications`,
        cookie: person.cookie,
      });
      expect(applied.statusCode).toBe(201);
      const rejected = await injectJson(testApp.app, {
        method: "POST",
        url: `/api/applications/${applied.json().applicationId}/reject`,
        cookie: leader.cookie,
        payload: {},
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
    }
    const notice = async (email: string) => {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const mail = await latestMailTo(testApp.app, email, /not accepted/i).catch(() => undefined);
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no notification email reached ${email}`);
    };
    const toUnproven = await notice(unproven.email);
    expect(toUnproven.text).not.toMatch(/evil\.example|locked/);
    expect(toUnproven.text).toMatch(/^Hello,/m);
    expect((await notice(proven.email)).text).toMatch(/^Hi Priya Proven,/m);
  });
});
