import { afterEach, describe, expect, it, vi } from "vitest";
import { answering, click, render, testQueryClient, until } from "../../../test/render.tsx";
import { RecipientEmailSwitch } from "./recipient-email-switch.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const switchInput = () =>
  document.querySelector<HTMLInputElement>("input[type=checkbox][role=switch]") ??
  document.querySelector<HTMLInputElement>("input[type=checkbox]");

describe("the switch for a hashed email on credentials", () => {
  it("is off by default, says what it does and that it applies to credentials issued from now on", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        answering({
          "/api/credentials/recipient-email": { status: 200, body: { hashedEmail: false } },
        }),
      ),
    );
    await render(<RecipientEmailSwitch />, { queryClient: testQueryClient() });
    await until(() => expect(switchInput()).not.toBeNull());
    expect(switchInput()?.checked).toBe(false);
    const text = document.body.textContent ?? "";
    expect(text).toContain("Your email on your credentials");
    expect(text).toContain("salted and hashed (SHA-256)");
    expect(text).toContain("from now on");
    expect(text).toContain("Credentials issued before stay as they were signed.");
  });

  it("switches it on with the member's choice", async () => {
    const fetch = vi.fn(
      answering({
        "/api/credentials/recipient-email": { status: 200, body: { hashedEmail: true } },
      }),
    );
    fetch.mockImplementationOnce(
      answering({
        "/api/credentials/recipient-email": { status: 200, body: { hashedEmail: false } },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    await render(<RecipientEmailSwitch />, { queryClient: testQueryClient() });
    await until(() => expect(switchInput()).not.toBeNull());
    await click(switchInput());
    await until(() => expect(switchInput()?.checked).toBe(true));
    const [, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ hashedEmail: true });
  });
});
