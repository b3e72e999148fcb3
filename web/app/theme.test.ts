import { describe, expect, it } from "vitest";
import { tokens } from "./theme.ts";

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((value) =>
    value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

const backgrounds = [tokens.surface, tokens.pageBackground];

describe("the theme's colours meet WCAG 2.2 AA", () => {
  it("computes contrast like WCAG (black on white is 21:1)", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it.each(backgrounds)("text, dimmed text, errors and placeholders reach 4.5:1 on %s", (bg) => {
    for (const color of [tokens.text, tokens.dimmed, tokens.error, tokens.placeholder]) {
      expect(contrast(color, bg), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(backgrounds)("control borders reach 3:1 on %s (1.4.11)", (bg) => {
    expect(contrast(tokens.border, bg)).toBeGreaterThanOrEqual(3);
  });

  it.each(backgrounds)("the focus ring reaches 3:1 on %s (2.4.11, 1.4.11)", (bg) => {
    expect(contrast(tokens.focusRing, bg)).toBeGreaterThanOrEqual(3);
  });

  it("the focus ring is distinct from a filled primary button and indigo text", () => {
    // The ring sits 2 px off the control, on the background; it must still differ from the control.
    expect(contrast(tokens.focusRing, tokens.surface)).toBeGreaterThan(
      contrast(tokens.primaryFilled, tokens.surface),
    );
    expect(contrast(tokens.primaryFilled, tokens.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens.indigoText, tokens.pageBackground)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(tokens.heroBackgrounds)("the hero's white ring and text reach 3:1 on %s", (bg) => {
    expect(contrast(tokens.focusRingOnHero, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
