import { act } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VerifyEmailNotice } from "../components/verify-email-notice.tsx";
import { MemberGreeting } from "../features/dashboard/components/member-greeting.tsx";
import { meetingTimeText } from "../features/meetings/meeting-time.ts";
import { queryKeys } from "../lib/query-keys.ts";
import { member } from "../test/fixtures.ts";
import { render, testQueryClient } from "../test/render.tsx";
import { i18n, loadCatalogs } from "./index.ts";

const FSI = "\u2068";
const PDI = "\u2069";

/** The element's text with each `<bdi>` shown as an isolate, in the DOM's (logical) order. */
function logicalText(element: Element | null): string {
  if (!element) return "";
  return [...element.childNodes]
    .map((node) =>
      node instanceof Element
        ? node.tagName === "BDI"
          ? `${FSI}${node.textContent}${PDI}`
          : logicalText(node)
        : (node.textContent ?? ""),
    )
    .join("");
}

describe("mixed-direction text in Arabic keeps its order (values isolated)", () => {
  beforeAll(async () => {
    await loadCatalogs("ar");
    act(() => i18n.activate("ar"));
  });
  afterAll(() => act(() => i18n.activate("en")));

  it("a name with numbers and dots in the greeting: isolated between the greeting and its '!'", async () => {
    const { container } = await render(<MemberGreeting user={{ ...member, name: "Ada 2.0" }} />);
    expect(logicalText(container.querySelector("h1"))).toBe(`مرحبًا، ${FSI}Ada 2.0${PDI}!`);
  });

  it("an email address in the confirmation notice: isolated where the sentence names it", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.me, {
      ...member,
      email: "asha.k.1990@example.co.in",
      emailVerified: false,
    });
    const { container } = await render(<VerifyEmailNotice />, { queryClient });
    const text = logicalText(container.querySelector("[data-testid=verify-email-notice] p"));
    expect(text).toContain(`${FSI}asha.k.1990@example.co.in${PDI}`);
    expect(text.endsWith(`${PDI}.`)).toBe(true);
  });

  it("a time zone beside a time: isolated after the club's time", () => {
    const text = meetingTimeText("2026-11-26T13:30:00.000Z", "Asia/Kolkata", "Asia/Muscat", "ar");
    expect(text).toMatch(new RegExp(`\\(\\S+ ${FSI}Asia/Kolkata${PDI}\\)$`));
  });
});
