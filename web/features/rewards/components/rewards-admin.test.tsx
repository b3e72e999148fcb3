import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RewardRule } from "../../../../contract/rewards.ts";
import { changeLocale } from "../../../i18n/index.ts";
import {
  answering,
  byText,
  click,
  control,
  errorOf,
  field,
  render,
  testQueryClient,
  type,
  until,
} from "../../../test/render.tsx";
import { rewardRulesQuery } from "../api/rewards.ts";
import { AdjustmentsPanel } from "./adjustments-panel.tsx";
import { RulesPanel } from "./rules-panel.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const RULES: RewardRule[] = [
  { key: "all", amount: 0, capPerSeason: 6000, active: true },
  { key: "attendance", amount: 50, capPerSeason: null, active: true },
  { key: "evaluated-speech", amount: 250, capPerSeason: null, active: true },
  { key: "role-fulfilled", amount: 100, capPerSeason: null, active: false },
  { key: "verified-mission", amount: 500, capPerSeason: 4000, active: true },
];

async function showRules() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(rewardRulesQuery.queryKey, { items: RULES });
  return render(<RulesPanel />, { queryClient });
}

/** The error shown under a field of one rule's form. */
function errorIn(form: HTMLElement | undefined, label: string) {
  const id = field(label, form)
    ?.getAttribute("aria-describedby")
    ?.split(" ")
    .find((part) => part.endsWith("-error"));
  return id ? document.getElementById(id)?.textContent : undefined;
}

const ruleForm = (name: string) =>
  [...document.querySelectorAll<HTMLElement>("[data-testid=reward-rule]")].find(
    (form) => form.querySelector("h3")?.textContent === name,
  );

describe("the admins' rules screen", () => {
  it("shows each rule's amount, cap and whether it pays, in the page's order", async () => {
    await showRules();
    const titles = [...document.querySelectorAll("[data-testid=reward-rule] h3")].map(
      (title) => title.textContent,
    );
    expect(titles).toEqual([
      "Verified mission",
      "Delivered and evaluated speech",
      "Meeting role fulfilled",
      "Attendance",
      "All rules together",
    ]);
    const mission = ruleForm("Verified mission");
    expect((field("Amount per event", mission) as HTMLInputElement).value).toBe("500");
    expect((field("Cap per person and season", mission) as HTMLInputElement).value).toBe("4000");
    const role = ruleForm("Meeting role fulfilled");
    expect(role?.querySelector<HTMLInputElement>("input[type=checkbox]")?.checked).toBe(false);
    // The season's cap has no amount of its own and is always on.
    const all = ruleForm("All rules together");
    expect(field("Amount per event", all)).toBeNull();
    expect(all?.querySelector("input[type=checkbox]")).toBeNull();
  });

  it("refuses an empty amount with a message on the field, sending nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await showRules();
    const form = ruleForm("Attendance");
    await type(field("Amount per event", form), "");
    await click(control("Save “Attendance”"));
    await until(() =>
      expect(errorIn(form, "Amount per event")).toBe("Enter a whole number of $VOCATE."),
    );
    expect(document.activeElement).toBe(field("Amount per event", form));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("saves a rule: an empty cap is sent as no cap", async () => {
    const fetch = vi.fn(
      answering({
        "/api/admin/rewards/rules/verified-mission": {
          status: 200,
          body: { key: "verified-mission", amount: 600, capPerSeason: null, active: true },
        },
        "/api/rewards/rules": { status: 200, body: { items: RULES } },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    await showRules();
    const form = ruleForm("Verified mission");
    await type(field("Amount per event", form), "600");
    await type(field("Cap per person and season", form), "");
    await click(control("Save “Verified mission”"));
    await until(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/rewards/rules/verified-mission");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({
      amount: 600,
      capPerSeason: null,
      active: true,
    });
  });

  describe("in Arabic", () => {
    beforeAll(() => changeLocale("ar"));
    afterAll(() => changeLocale("en"));

    it("says it in Arabic", async () => {
      await showRules();
      expect(byText("القواعد (للمشرفين)")).toHaveLength(1);
      expect(document.body.textContent).toContain("الحد الأقصى لكل شخص في الموسم");
    });
  });
});

describe("adjustments by email", () => {
  const person = { userId: "u-42", name: "Priya Nair", email: "priya@example.com" };

  async function fill(email: string) {
    await render(<AdjustmentsPanel />, { queryClient: testQueryClient() });
    await type(field("Member's email"), email);
    await type(field("Amount (negative to take away)"), "300");
    await type(field("Reason (kept in the ledger and the audit log)"), "Ran the help desk.");
    await click(control("Adjust"));
  }

  it("shows the member's name before anything is written, then sends the email", async () => {
    const fetch = vi.fn(
      answering({
        "/api/admin/rewards/recipient": { status: 200, body: person },
        "/api/admin/rewards/adjustments": {
          status: 201,
          body: { adjustmentId: 7, status: "approved" },
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    await fill("Priya@Example.com");
    await until(() =>
      expect(document.body.textContent).toContain(
        "Adjust the balance of \u2068Priya Nair\u2069 (\u2068priya@example.com\u2069) by \u2068+300\u2069 $VOCATE?",
      ),
    );
    expect(document.activeElement?.id).toBe("adjustment-confirm");
    const sent = () => fetch.mock.calls.filter(([url]) => !String(url).endsWith("/adjustments"));
    expect(sent().map(([url]) => String(url))).toEqual([
      "/api/admin/rewards/recipient?email=Priya%40Example.com",
    ]);
    await click(control("Yes, adjust"));
    const posted = () =>
      (fetch.mock.calls as unknown as [string, RequestInit | undefined][]).filter(
        ([, init]) => init?.method === "POST",
      );
    await until(() => expect(posted()).toHaveLength(1));
    const [, init] = posted()[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: "Priya@Example.com",
      amount: 300,
      reason: "Ran the help desk.",
    });
  });

  it("says on the email field when no account uses it, and asks nothing", async () => {
    const message = "No account uses this email address. Check its spelling.";
    vi.stubGlobal(
      "fetch",
      vi.fn(
        answering({
          "/api/admin/rewards/recipient": {
            status: 400,
            body: {
              type: "about:blank",
              title: "Bad Request",
              status: 400,
              detail: message,
              code: "BAD_REQUEST",
              requestId: "r1",
              errors: [{ field: "email", message }],
            },
          },
        }),
      ),
    );
    await fill("nobody@example.com");
    await until(() => expect(errorOf("Member's email")).toBe(message));
    expect(control("Yes, adjust")).toBeUndefined();
  });
});
