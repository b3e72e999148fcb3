import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, users } from "../../server/db/schema/index.ts";
import { nameSkeleton } from "../../server/lib/names/skeleton.ts";
import { buildClub, clubInput } from "../factories/clubs.ts";
import { buildUser, type TestUser, uniqueEmail } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

/**
 * Issue 27 item 9: names carry no invisible or text-direction characters, and no two clubs have
 * names that only differ by look-alike letters (their TS #39 skeletons are unique in the
 * database). Malayalam and Arabic names stay valid.
 */
let testApp: TestApp;
let leader: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  leader = await buildUser(testApp.app, { name: "Name Rules Leader" });
});
afterAll(() => testApp?.close());

const INVISIBLE_MESSAGE =
  "Remove the invisible characters (zero-width, blank, filler or text-direction marks).";

const signUp = (name: string) =>
  injectJson(testApp.app, {
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: { name, email: uniqueEmail("names"), password: "a sound passphrase 42" },
  });

/** Creates a club as `as`, or as a new person (one may lead only a few clubs). */
const createClub = async (clubName: string, as?: TestUser) =>
  injectJson(testApp.app, {
    method: "POST",
    url: "/api/clubs",
    cookie: (as ?? (await buildUser(testApp.app, { name: "Club Creator" }))).cookie,
    payload: clubInput({ clubName }),
  });

const suffix = () => randomUUID().slice(0, 6);

/** Each hides in a name: [label, the name built around a word]. */
const HIDDEN: readonly [string, (word: string) => string][] = [
  ["zero-width space", (w) => `${w}\u200b`],
  ["zero-width space inside", (w) => `${w.slice(0, 2)}\u200b${w.slice(2)}`],
  ["line separator", (w) => `${w}\u2028x`],
  ["paragraph separator", (w) => `${w}\u2029x`],
  ["byte order mark inside", (w) => `${w.slice(0, 3)}\ufeff${w.slice(3)}`],
  ["braille blank", (w) => `${w} \u2800`],
  ["Hangul choseong filler", (w) => `${w}\u115f`],
  ["Hangul jungseong filler", (w) => `${w}\u1160`],
  ["Hangul filler", (w) => `${w} \u3164`],
  ["halfwidth Hangul filler", (w) => `${w}\uffa0`],
  ["a lone combining mark first", (w) => `\u0301${w}`],
  ["a combining mark after a space", (w) => `${w} \u0308x`],
  ["tag characters", (w) => `${w}\u{e0041}\u{e0064}\u{e007f}`],
  ["language tag", (w) => `${w}\u{e0001}`],
  ["right-to-left mark", (w) => `${w}\u200f`],
  ["left-to-right mark", (w) => `\u200e${w}`],
  ["Arabic letter mark", (w) => `${w}\u061c`],
  ["right-to-left override", (w) => `${w}\u202e`],
  ["first-strong isolate", (w) => `\u2068${w}\u2069`],
  ["word joiner", (w) => `${w.slice(0, 2)}\u2060${w.slice(2)}`],
  ["invisible times", (w) => `${w}\u2062`],
  ["soft hyphen", (w) => `${w.slice(0, 2)}\u00ad${w.slice(2)}`],
  ["combining grapheme joiner", (w) => `${w}\u034f`],
  ["a variation selector alone", (w) => `${w}\ufe0f`],
  ["a supplementary variation selector", (w) => `${w}\u{e0100}`],
  ["Mongolian vowel separator", (w) => `${w}\u180e`],
  ["a zero-width joiner between Latin letters at the end", (w) => `${w}\u200d`],
  ["two joiners", (w) => `${w.slice(0, 2)}\u200d\u200d${w.slice(2)}`],
  ["ogham space", (w) => `${w}\u1680x`],
  ["a private-use character", (w) => `${w}\ue000`],
  ["an unassigned code point", (w) => `${w}\u{2fffe}`],
];

describe("invisible characters in names", () => {
  it.each(HIDDEN)("a person's name with a %s is refused with a clear message", async (_l, hide) => {
    const response = await signUp(hide("Mallory"));
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response);
    expect(problem.errors).toContainEqual({ field: "name", message: INVISIBLE_MESSAGE });
  });

  it.each(HIDDEN)("a club's name with a %s is refused with a clear message", async (_l, hide) => {
    const response = await createClub(hide(`Probe ${suffix()}`));
    expect(response.statusCode, response.body).toBe(400);
    const messages = (problemOf(response).errors as { message: string }[] | undefined)?.map(
      (error) => error.message,
    );
    expect(messages).toContain(INVISIBLE_MESSAGE);
  });

  it("refuses a hidden character when a club is renamed too", async () => {
    const club = await buildClub(testApp.app, { leader });
    const response = await injectJson(testApp.app, {
      method: "PUT",
      url: `/api/clubs/${club.clubId}`,
      cookie: leader.cookie,
      payload: clubInput({ clubName: `${club.clubName}\u200b` }),
    });
    expect(response.statusCode).toBe(400);
  });

  it("keeps Malayalam and Arabic names valid, joiners between letters included", async () => {
    const names = [
      "അനന്തു കൃഷ്ണൻ",
      "ശ്രീലക്ഷ്മി നായർ",
      "കാര്‍ത്തിക് മേനോൻ", // a chillu written the old way: virama and zero-width joiner
      "ലക്‌ഷ്മി", // a zero-width non-joiner between letters
      "محمد الأحمد",
      "فاطمة الزَّهراء",
      "Zoë Ünal",
      "Ana ❤️", // an emoji with its variation selector
    ];
    for (const name of names) {
      const response = await signUp(name);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const [row] = await testApp.database.db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.email, (response.json() as { user: { email: string } }).user.email));
      expect(row?.name).toBe(name.normalize("NFC"));
    }
    const id = suffix();
    for (const clubName of [
      `കൊച്ചി ബ്ലോക്ക്ചെയിൻ ${id}`,
      `കാര്‍ത്തിക് ക്ലബ് ${id}`,
      `نادي مسقط للبلوكتشين ${id}`,
      `نادي الزَّهراء ${id}`,
    ]) {
      const response = await createClub(clubName);
      expect(response.statusCode, `${clubName}: ${response.body}`).toBe(201);
    }
  });

  it("stores names NFC-normalised", async () => {
    const id = suffix();
    const response = await createClub(`Cafe\u0301 ${id}`);
    expect(response.statusCode).toBe(201);
    expect(response.json().clubName).toBe(`Caf\u00e9 ${id}`);
  });
});

describe("club names that only differ by look-alike letters", () => {
  it.each([
    ["a Cyrillic о", (w: string) => w.replace("o", "\u043e")],
    ["a Cyrillic Р", (w: string) => w.replace("P", "\u0420")],
    ["a Greek Ρ", (w: string) => w.replace("P", "\u03a1")],
    ["a Greek ο", (w: string) => w.replace("o", "\u03bf")],
    ["capitals with a Cyrillic О", (w: string) => w.toUpperCase().replace("O", "\u041e")],
    ["rn for m", (w: string) => w.replace("m", "rn")],
    ["a small L for a capital I", (w: string) => w.replace("I", "l")],
    ["a zero for the O", (w: string) => w.replace("O", "0")],
    ["a dotted capital I", (w: string) => w.replace("I", "\u0130")],
    ["other spaces", (w: string) => w.replace(" ", "  ")],
  ])("refuses a second club whose name has %s (409)", async (_label, disguise) => {
    const original = `Probe Imo ${suffix()}`.replace("Imo", "IOm");
    expect((await createClub(original)).statusCode).toBe(201);
    const lookalike = disguise(original);
    expect(lookalike).not.toBe(original);
    const response = await createClub(lookalike);
    expect(response.statusCode, lookalike).toBe(409);
    // The slug's index may see it first (same letters, other spaces or case): a 409 either way.
    expect(problemOf(response).detail).toMatch(/looks the same|already exists/);
    const rows = await testApp.database.db
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.nameSkeleton, nameSkeleton(original)));
    expect(rows).toHaveLength(1);
  });

  it("refuses a rename to a look-alike of another club's name (409)", async () => {
    const taken = await buildClub(testApp.app, { clubName: `Porto Builders ${suffix()}` });
    const mine = await buildClub(testApp.app, { leader });
    const response = await injectJson(testApp.app, {
      method: "PUT",
      url: `/api/clubs/${mine.clubId}`,
      cookie: leader.cookie,
      payload: clubInput({ clubName: taken.clubName.replace("o", "\u043e") }),
    });
    expect(response.statusCode).toBe(409);
    // Renaming a club to a look-alike of its own name is no conflict.
    const own = await injectJson(testApp.app, {
      method: "PUT",
      url: `/api/clubs/${mine.clubId}`,
      cookie: leader.cookie,
      payload: clubInput({ clubName: mine.clubName.replace(" ", "  ") }),
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it.each(["ADM\u0130N", "\u0410dmin", "ADMlN", "Dashb0ard", "\u0421lubSearch"])(
    "refuses %j, which looks like one of the app's pages (400)",
    async (clubName) => {
      const response = await createClub(clubName);
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).errors?.[0]?.field).toBe("clubName");
    },
  );

  it.runIf(onPostgres)(
    "lets one of two look-alike names created at once win (PostgreSQL)",
    async () => {
      const name = `Race Club ${suffix()}`;
      const names = [
        name,
        name.replace("a", "\u0430"),
        name.replace("C", "\u0421"),
        name.replace("e", "\u0435"),
      ];
      const creators = await Promise.all(names.map(() => buildUser(testApp.app)));
      const responses = await Promise.all(
        names.map((clubName, index) => createClub(clubName, creators[index])),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    },
  );
});
