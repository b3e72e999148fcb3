// The refusals of clubs, applications, memberships and payments in the request's language
// (ADR 020): the reader sees them in toasts and under forms.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClub, clubInput } from "../factories/clubs.ts";
import { buildUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

describe("refusals in the reader's language", () => {
  it("says a second application in Malayalam, and in English without a language", async () => {
    const club = await buildClub(testApp.app);
    const applicant = await buildUser(testApp.app);
    const apply = (language?: string) =>
      injectJson(testApp.app, {
        method: "POST",
        url: `/api/clubs/${club.clubId}/applications`,
        cookie: applicant.cookie,
        headers: language ? { "accept-language": language } : {},
      });
    expect((await apply()).statusCode).toBe(201);

    const again = await apply("ml");
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toBe(
      "നിങ്ങൾ ഇതിനകം ഈ ക്ലബ്ബിലേക്ക് അപേക്ഷിച്ചിട്ടുണ്ട്: ലീഡർ ഇതുവരെ തീരുമാനിച്ചിട്ടില്ല.",
    );
    expect(problemOf(await apply()).detail).toBe(
      "You have already applied to this club: the leader has yet to decide.",
    );
  });

  it("says a page's name taken in Arabic, on the Club Name field too", async () => {
    const leader = await buildUser(testApp.app);
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/clubs",
      cookie: leader.cookie,
      payload: clubInput({ clubName: "Journeys" }),
      headers: { "accept-language": "ar" },
    });
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response) as { detail: string; errors?: { message: string }[] };
    expect(problem.detail).toBe("«Journeys» اسم إحدى صفحات التطبيق. اختر اسمًا آخر.");
    expect(problem.errors?.[0]?.message).toBe(problem.detail);
  });

  it("says a refused leave and an unknown club in the lang cookie's language", async () => {
    const club = await buildClub(testApp.app);
    const stranger = await buildUser(testApp.app);
    const leave = (clubId: number) =>
      injectJson(testApp.app, {
        method: "POST",
        url: `/api/clubs/${clubId}/leave`,
        cookie: `${stranger.cookie}; lang=ml`,
      });
    expect(problemOf(await leave(club.clubId)).detail).toBe("നിങ്ങൾ ഈ ക്ലബ്ബിലെ അംഗമല്ല.");
    expect(problemOf(await leave(999_999)).detail).toBe("ക്ലബ് കണ്ടെത്തിയില്ല.");
  });

  it("says an unknown checkout in Arabic", async () => {
    const member = await buildUser(testApp.app);
    const response = await injectJson(testApp.app, {
      url: "/api/payments/checkout/no-such-checkout",
      cookie: member.cookie,
      headers: { "accept-language": "ar" },
    });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response).detail).toBe("عملية الدفع غير موجودة.");
  });
});
