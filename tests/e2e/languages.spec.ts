// The app in English, Malayalam and Arabic (issue #15, ADR 020).
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, signUpViaApi, test } from "./fixtures.ts";

const SHOTS = "/tmp/i18n-shots";

const NAMES: Record<string, string> = { en: "English", ml: "മലയാളം", ar: "العربية" };

async function chooseLanguage(page: Page, label: string, value: string) {
  await page.getByRole("button", { name: label }).click();
  await page.getByRole("button", { name: NAMES[value] }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", value);
}

async function screenshotLanding(page: Page, locale: string) {
  mkdirSync(SHOTS, { recursive: true });
  await expect(page.getByTestId("landing")).toHaveClass(/loaded/);
  await page.screenshot({ path: `${SHOTS}/landing-${locale}.png`, fullPage: false });
}

test("switching to Arabic mirrors the page and says form errors in Arabic; then Malayalam", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expectAccessible(page);
  await screenshotLanding(page, "en");

  await chooseLanguage(page, "Language", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "تعلّم البلوكتشين، وطوّر مهارة الخطابة، واحصل على وظيفة في Web3",
    }),
  ).toBeVisible();
  // The navigation is mirrored: the logo at the right, the language switcher left of it.
  const logo = await page.getByRole("link", { name: "الصفحة الرئيسية لبلوكفوكيتس" }).boundingBox();
  const switcher = await page.getByRole("button", { name: "اللغة" }).boundingBox();
  expect(logo && switcher && logo.x > switcher.x).toBe(true);
  // The journeys come in Arabic from the API after the switch.
  await expect(page.getByRole("button", { name: "مطوِّر" })).toBeVisible();
  await expectAccessible(page);
  await screenshotLanding(page, "ar");

  // The choice is remembered: the server's first answer is Arabic.
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('<html lang="ar" dir="rtl">');

  // A form's errors: the contract's messages and the server's, in Arabic.
  await page.getByRole("link", { name: "تسجيل الدخول" }).click();
  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page.getByText("أدخل عنوان بريد إلكتروني صالحًا.")).toBeVisible();
  await expect(page.getByText("أدخل كلمة المرور.")).toBeVisible();
  await page.getByLabel("البريد الإلكتروني").fill("nobody@example.com");
  await page.getByLabel("كلمة المرور").fill("not the password 42");
  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page.getByTestId("form-error")).toHaveText(
    "البريد الإلكتروني أو كلمة المرور غير صحيحة.",
  );
  await expectAccessible(page);

  await page.getByRole("link", { name: "الصفحة الرئيسية لبلوكفوكيتس" }).click();
  await chooseLanguage(page, "اللغة", "ml");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 2, name: "ആറ് പ്രത്യേക യാത്രകൾ" })).toBeVisible();
  await expect(page.getByRole("button", { name: "ഡെവലപ്പർ" })).toBeVisible();
  await expectAccessible(page);
  await screenshotLanding(page, "ml");
});

test("a first visit follows Accept-Language; the regional pages open in their own language", async ({
  browser,
}) => {
  const arabic = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "accept-language": "ar-OM,ar;q=0.9,en;q=0.5" },
  });
  const landing = await arabic.request.get("/");
  expect(await landing.text()).toContain('<html lang="ar" dir="rtl">');
  expect(landing.headers().vary).toContain("accept-language");
  await arabic.close();

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const kerala = await (await visitor.request.get("/KeralaBlockvocates")).text();
  expect(kerala).toContain('<html lang="ml" dir="ltr">');
  expect(kerala).toContain("കേരള ബ്ലോക്ക്‌വോക്കേറ്റ്സിലേക്ക് സ്വാഗതം");
  expect(kerala).toMatch(/hreflang="en" href="http[^"]+\/KeralaBlockvocates\?lang=en"/);
  expect(kerala).toMatch(/hreflang="ar" href="[^"]+\/KeralaBlockvocates\?lang=ar"/);
  const oman = await (await visitor.request.get("/OmanBlockvocates")).text();
  expect(oman).toContain('<html lang="ar" dir="rtl">');
  expect(oman).toContain("مرحبًا بك في بلوكفوكيتس عُمان");
  const english = await (await visitor.request.get("/OmanBlockvocates?lang=en")).text();
  expect(english).toContain("Welcome to Oman Blockvocates");
  await visitor.close();
});

test("the Kerala page opens in Malayalam and offers the others", async ({ page }) => {
  await page.goto("/KeralaBlockvocates");
  await expect(page.locator("html")).toHaveAttribute("lang", "ml");
  await expect(
    page.getByRole("heading", { level: 1, name: "കേരള ബ്ലോക്ക്‌വോക്കേറ്റ്സിലേക്ക് സ്വാഗതം" }),
  ).toBeVisible();
  await expectAccessible(page);
  await chooseLanguage(page, "ഭാഷ", "en");
  await expect(page.getByRole("heading", { name: "Welcome to Kerala Blockvocates" })).toBeVisible();
  await page.goto("/OmanBlockvocates");
  // The visitor chose English: it is kept on the Oman page too.
  await expect(page.getByRole("heading", { name: "Welcome to Oman Blockvocates" })).toBeVisible();
});

test("a signed-in person's choice is kept on their profile", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/");
  await chooseLanguage(page, "Language", "ml");
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/me")).json()) as { language: string }).language,
    )
    .toBe("ml");
});
