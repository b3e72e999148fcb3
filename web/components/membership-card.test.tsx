import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { membershipPlan } from "../../content/plan.ts";
import { changeLocale } from "../i18n/index.ts";
import { queryKeys } from "../lib/query-keys.ts";
import { render, testQueryClient } from "../test/render.tsx";
import { MembershipCard, usePayLabel } from "./membership-card.tsx";

function PayButtonLabel() {
  return <span data-testid="pay-label">{usePayLabel()}</span>;
}

async function openCard() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.plan, { plan: membershipPlan });
  return render(<MembershipCard action={<PayButtonLabel />} />, { queryClient });
}

const itemsOf = (testId: string) =>
  [...document.querySelectorAll(`[data-testid=${testId}] li`)].map((item) =>
    item.textContent?.trim(),
  );
const text = (testId: string) => document.querySelector(`[data-testid=${testId}]`)?.textContent;

/** The language's own currency format for US dollars, whole amounts without cents. */
const dollars = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);

describe("the membership card in English", () => {
  it("lists what is free and what the paid membership adds, $VOCATE as points", async () => {
    await openCard();
    expect(itemsOf("membership-free")).toEqual([
      "Applying to clubs",
      "Club meetings: roles, evaluations, attendance",
      "Choosing your journey",
      "Missions 1 and 2, with their credentials",
      "The opportunities board, and applying with your verified record",
    ]);
    expect(itemsOf("membership-paid")).toEqual([
      "Your journey's Missions 3 to 8, with their verification and credentials",
      "The journey credential",
      "$VOCATE rewards: up to 6,000 $VOCATE per six-month membership, earned by verified work",
    ]);
    const card = text("membership-card") ?? "";
    expect(card).toContain("not a cryptocurrency");
    expect(card).toContain("no cash value");
    // One total everywhere: never the 10,000 of the old Mission 1 text.
    expect(card).not.toContain("10,000");
  });

  it("writes prices in the currency format and names the pay button for what it does", async () => {
    await openCard();
    expect(text("membership-price")).toBe("$60 for 6 months ($10 a month)");
    expect(text("membership-card")).toContain("$25,000 per 6 months or $4,200 a month");
    expect(text("pay-label")).toBe("Pay $60 for 6 months");
  });
});

describe("the membership card in Arabic", () => {
  beforeAll(() => changeLocale("ar"));
  afterAll(() => changeLocale("en"));

  it("uses Arabic's currency format and says the same lists in Arabic", async () => {
    await openCard();
    const sixty = dollars("ar", 60);
    expect(sixty).not.toBe("$60");
    expect(text("membership-price")).toBe(`${sixty} لمدة 6 أشهر (${dollars("ar", 10)} شهريًا)`);
    expect(text("pay-label")).toBe(`ادفع ${sixty} مقابل 6 أشهر`);
    expect(itemsOf("membership-free")).toContain("اختيار مسارك");
    expect(itemsOf("membership-paid")).toContain("شهادة إتمام المسار");
    expect(text("membership-paid")).toContain(new Intl.NumberFormat("ar").format(6000));
  });
});
