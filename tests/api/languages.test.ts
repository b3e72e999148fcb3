// Languages on the server (ADR 020): the stored choice, messages and content in the request's
// language, English where none is asked for.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, localeFromCookie } from "../../contract/locales.ts";
import { buildUser, latestMailTo, mailArrivingTo, uniqueEmail } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

describe("the language of a request", () => {
  it("takes the best of our languages from Accept-Language, and the lang cookie", () => {
    expect(localeFromAcceptLanguage("fr-FR, ml-IN;q=0.8, ar;q=0.9")).toBe("ar");
    expect(localeFromAcceptLanguage("en-GB,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("fr, de;q=0.5")).toBeUndefined();
    expect(localeFromAcceptLanguage("ml;q=0")).toBeUndefined();
    expect(localeFromCookie("a=1; lang=ml; b=2")).toBe("ml");
    expect(localeFromCookie("lang=fr")).toBeUndefined();
  });
});

describe("PUT /api/me/language", () => {
  const chooseLanguage = (payload: Record<string, unknown>, cookie?: string) =>
    injectJson(testApp.app, { method: "PUT", url: "/api/me/language", cookie, payload });

  it("keeps the person's language, shown by /api/me; null before any choice", async () => {
    const user = await buildUser(testApp.app);
    const before = await injectJson(testApp.app, { url: "/api/me", cookie: user.cookie });
    expect(before.json()).toMatchObject({ language: null });

    const chosen = await chooseLanguage({ language: "ar" }, user.cookie);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: "ar" });
    const after = await injectJson(testApp.app, { url: "/api/me", cookie: user.cookie });
    expect(after.json()).toMatchObject({ language: "ar" });
  });

  it("refuses a language the app does not have (400) and anyone signed out (401)", async () => {
    const user = await buildUser(testApp.app);
    const unknown = await chooseLanguage({ language: "fr" }, user.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(problemOf(unknown).errors?.[0]?.field).toBe("language");
    expect((await chooseLanguage({ language: "ml" })).statusCode).toBe(401);
  });

  it("takes only one of its own codes for the person signed in, never another's", async () => {
    const user = await buildUser(testApp.app);
    const other = await buildUser(testApp.app);
    for (const payload of [
      { language: "AR" },
      { language: "ar-EG" },
      { language: ["ar"] },
      { language: "ar", userId: other.id },
    ]) {
      const response = await chooseLanguage(payload, user.cookie);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const person of [user, other]) {
      const me = await injectJson(testApp.app, { url: "/api/me", cookie: person.cookie });
      expect(me.json()).toMatchObject({ language: null });
    }
  });
});

describe("messages and content in the request's language", () => {
  const wrongPassword = (language?: string) =>
    injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: uniqueEmail(), password: "not the password 42" },
      headers: language ? { "accept-language": language } : {},
    });

  it("says a refused login in Arabic, Malayalam, or English by default", async () => {
    expect(problemOf(await wrongPassword("ar")).detail).toBe(
      "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
    );
    expect(problemOf(await wrongPassword("ml-IN")).detail).toBe("ഇമെയിൽ അല്ലെങ്കിൽ പാസ്‌വേഡ് തെറ്റാണ്.");
    expect(problemOf(await wrongPassword()).detail).toBe("Invalid email or password.");
  });

  it("says the password rules on the field in the reader's language", async () => {
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "N", email: uniqueEmail(), password: "short" },
      headers: { cookie: "lang=ml" },
    });
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response) as { errors?: { field: string; message: string }[] };
    expect(problem.errors?.[0]?.message).toBe("പാസ്‌വേഡിന് കുറഞ്ഞത് 12 അക്ഷരങ്ങൾ വേണം.");
  });

  it("serves the built-in journeys and plan in the request's language, varying by it", async () => {
    const arabic = await injectJson(testApp.app, {
      url: "/api/journeys",
      headers: { "accept-language": "ar" },
    });
    expect(arabic.headers.vary).toContain("accept-language");
    const journeys = arabic.json() as {
      items: { slug: string; title: string; modules: string[] }[];
    };
    expect(journeys.items.find((journey) => journey.slug === "developer")?.title).toBe("مطوِّر");
    expect(journeys.items.every((journey) => journey.modules.length === 8)).toBe(true);

    const english = await injectJson(testApp.app, { url: "/api/journeys" });
    expect(english.headers.etag).not.toBe(arabic.headers.etag);
    expect((english.json() as typeof journeys).items[5]?.title).toBe("Developer");

    const plan = await injectJson(testApp.app, {
      url: "/api/plan",
      headers: { "accept-language": "ml" },
    });
    expect((plan.json() as { plan: { name: string } }).plan.name).toBe("ബ്ലോക്ക്‌വോക്കേറ്റ്സ് അംഗത്വം");
  });

  it("writes account emails in the language of the screen, then in the stored one", async () => {
    const email = uniqueEmail();
    const signUp = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "Noor", email, password: "a long enough passphrase" },
      headers: { "accept-language": "ar" },
    });
    expect(signUp.statusCode).toBe(200);
    const confirm = await latestMailTo(testApp.app, email);
    expect(confirm.subject).toBe("أكّد بريدك الإلكتروني في بلوكفوكيتس");
    // No name: the address is not proven yet (docs/security.md).
    expect(confirm.text).toMatch(/^مرحبًا،\n/);
    expect(confirm.text).not.toContain("Noor");

    const user = await buildUser(testApp.app);
    await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/me/language",
      cookie: user.cookie,
      payload: { language: "ml" },
    });
    const reset = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: user.email, redirectTo: "/ResetPassword" },
    });
    expect(reset.statusCode).toBe(200);
    const mail = await mailArrivingTo(testApp.app, user.email, /പാസ്‌വേഡ്/);
    expect(mail.subject).toBe("നിങ്ങളുടെ ബ്ലോക്ക്‌വോക്കേറ്റ്സ് പാസ്‌വേഡ് പുനഃസജ്ജമാക്കുക");
  });
});

describe("the messages every feature shares", () => {
  it("says another person's (or no) notification is not found in the reader's language", async () => {
    const user = await buildUser(testApp.app);
    const markRead = (language?: string) =>
      injectJson(testApp.app, {
        method: "POST",
        url: "/api/notifications/999999999/read",
        cookie: user.cookie,
        headers: language ? { "accept-language": language } : {},
      });
    const arabic = await markRead("ar");
    expect(arabic.statusCode).toBe(404);
    expect(problemOf(arabic).detail).toBe("لم يُعثر على الإشعار.");
    expect(problemOf(await markRead("ml")).detail).toBe("അറിയിപ്പ് കണ്ടെത്തിയില്ല.");
    expect(problemOf(await markRead()).detail).toBe("Notification not found.");
  });
});
