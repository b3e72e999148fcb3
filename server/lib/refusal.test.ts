import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors.ts";
import { defineServerCatalogs, LocalisedText } from "./i18n.ts";
import { conflictBecause, invalidBecause, type Refusal, refusalError, refuse } from "./refusal.ts";

const catalogs = defineServerCatalogs({
  en: { "test.no": "No, {who}." },
  ml: { "test.no": "ഇല്ല, {who}." },
  ar: { "test.no": "لا يا {who}." },
});

describe("a refusal", () => {
  it("becomes the request's error with its code, its words and its field", () => {
    const refusal = invalidBecause(catalogs.text("test.no", { who: "Asha" }), "name");
    const error = refusalError(refusal);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe("validation");
    expect(error.status).toBe(400);
    expect(error.text?.in("ml")).toBe("ഇല്ല, Asha.");
    expect(error.fieldErrors).toEqual([{ field: "name", message: refusal.message }]);
  });

  it("throws only when there is one", () => {
    expect(() => refuse(null)).not.toThrow();
    expect(() => refuse(conflictBecause(catalogs.text("test.no")))).toThrow(AppError);
  });
});

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" &&
  value !== null &&
  "code" in value &&
  (value as Refusal).message instanceof LocalisedText;

describe("every policy's refusals", () => {
  const featuresDir = join(import.meta.dirname, "..", "features");
  const policies = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(featuresDir, entry.name, "policy.ts"))
    .filter((file) => readdirSync(join(file, "..")).includes("policy.ts"));

  it.each(policies)("are said in Malayalam and Arabic: %s", async (file) => {
    const exported = Object.entries(await import(file)).filter(([, value]) => isRefusal(value));
    for (const [name, refusal] of exported as [string, Refusal][]) {
      const english = refusal.message.in("en");
      expect(english, name).not.toBe(refusal.message.id);
      expect(refusal.message.in("ml"), `${name} in Malayalam`).not.toBe(english);
      expect(refusal.message.in("ar"), `${name} in Arabic`).not.toBe(english);
    }
  });

  it("are found (the check above looks at something)", async () => {
    const slots = await import("../features/slots/policy.ts");
    expect(isRefusal(slots.SLOT_NEEDS_CLUB)).toBe(true);
    expect(policies.length).toBeGreaterThan(10);
  });
});
