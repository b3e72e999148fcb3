import {
  expect,
  expectAccessible,
  expectSettledAccessible,
  signUpViaApi,
  test,
} from "./fixtures.ts";

/** The statuses of the subset fonts that draw "മലയാളം" and "العربية" (components/language-names.css). */
const languageNameFonts = (page: import("@playwright/test").Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replaceAll('"', "") === "Language Name")
      .map((face) => face.status);
  });

test("the account page: a new name, the signed-in devices, and the languages named legibly", async ({
  page,
  browser,
  baseURL,
}) => {
  const person = await signUpViaApi(page, { name: "Asha Account" });
  // A second device: another browser signed in as the same person.
  const other = await browser.newContext();
  const signedIn = await other.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email: person.email, password: person.password },
    headers: { origin: baseURL ?? "" },
  });
  expect(signedIn.status()).toBe(200);

  await page.goto("/Account");
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

  // The language card names each language in itself, drawn by the page's own subset fonts (the
  // CSP refuses fonts as data: URLs: they must load as files, or the names are boxes).
  const languages = page.getByRole("group", { name: "Language" });
  for (const name of ["English", "മലയാളം", "العربية"]) {
    await expect(languages.getByRole("button", { name })).toBeVisible();
  }
  await expect.poll(() => languageNameFonts(page)).toEqual(["loaded", "loaded"]);
  await expectAccessible(page);

  // A new display name, kept after a reload.
  const name = page.getByRole("textbox", { name: "Display name" });
  await expect(name).toHaveValue("Asha Account");
  await name.fill("Asha Renamed");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Your name is saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Display name" })).toHaveValue("Asha Renamed");

  // Both devices are listed, this one marked; signing out of the others leaves this one.
  const sessions = page.getByTestId("session");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
  await page.getByRole("button", { name: "Sign out of the others" }).click();
  await expect(page.getByText("1 device was signed out.")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText("Only this device is signed in.")).toBeVisible();
  await expectSettledAccessible(page);
  await other.close();
});

test("the account page fits a 320 px phone in Malayalam and Arabic, and is accessible", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await signUpViaApi(page);
  for (const lang of ["ml", "ar"]) {
    await page.goto(`/Account?lang=${lang}`);
    await expect(page.getByTestId("session")).toHaveCount(1);
    const wider = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(wider, `${lang}: px wider than the screen`).toBe(0);
    await expectAccessible(page);
  }
});

test("an empty inbox says what comes there and offers the way back to the account", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/Notifications");
  await expect(page.getByText(/^No notifications yet\./)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Go to my account" }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
});
