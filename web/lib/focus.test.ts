import { afterEach, describe, expect, it } from "vitest";
import { focusFirstInvalid, focusWhenReady } from "./focus.ts";

const nextFrames = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("focus after an action", () => {
  it("waits for the element, then focuses it; a heading becomes focusable for that", async () => {
    focusWhenReady(() => document.querySelector<HTMLElement>("h1"));
    await nextFrames();
    expect(document.activeElement).toBe(document.body);
    document.body.innerHTML = "<main><h1>Mission 1</h1></main>";
    await nextFrames();
    const heading = document.querySelector("h1");
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute("tabindex")).toBe("-1");
  });

  it("focuses a form's first invalid field, else the fallback", async () => {
    document.body.innerHTML = `<form><input id="a"><input id="b" aria-invalid="true"><input id="c" aria-invalid="true"></form><p id="message">Failed</p>`;
    const form = document.querySelector("form");
    focusFirstInvalid(form);
    await nextFrames();
    expect(document.activeElement?.id).toBe("b");

    for (const input of document.querySelectorAll("input")) input.removeAttribute("aria-invalid");
    focusFirstInvalid(form, () => document.getElementById("message"));
    await nextFrames();
    expect(document.activeElement?.id).toBe("message");
  });
});
