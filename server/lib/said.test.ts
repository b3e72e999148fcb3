import { describe, expect, it } from "vitest";
import { defineServerCatalogs } from "./i18n.ts";
import { dayOf, joined, sayerOf } from "./said.ts";

const say = sayerOf(
  defineServerCatalogs({
    en: { greet: "Hello {name}, on {day}", count: "{n, plural, one {# item} other {# items}}" },
    ml: { greet: "നമസ്കാരം {name}, {day}" },
    ar: {},
  }),
);

describe("words said in the reader's language", () => {
  it("says a message and the Said values inside it in the same language", () => {
    const said = say("greet", { name: "Asha", day: dayOf(new Date("2027-05-26T10:00:00Z")) });
    expect(said.in("en")).toBe("Hello Asha, on 26 May 2027");
    expect(said.in("ml")).toMatch(/^നമസ്കാരം Asha, /);
    expect(said.in("ml")).not.toContain("May");
    // A language without the message says it in English.
    expect(said.in("ar")).toMatch(/^Hello Asha, on /);
  });

  it("joins pieces in one language", () => {
    expect(joined([say("count", { n: 1 }), say("count", { n: 3 })], " / ").in("en")).toBe(
      "1 item / 3 items",
    );
  });
});
