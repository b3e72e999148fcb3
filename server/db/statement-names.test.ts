import { describe, expect, it } from "vitest";
import { PREPARED_MARK, StatementNames, withStatementName } from "./statement-names.ts";

const TEXT = 'select "id" from "users" where "id" = $1';

describe("StatementNames", () => {
  it("names a text from its third run on, always by the same name", () => {
    const names = new StatementNames(true, 3, 10);
    expect(names.nameOf(TEXT)).toBeUndefined();
    expect(names.nameOf(TEXT)).toBeUndefined();
    const name = names.nameOf(TEXT);
    expect(name).toMatch(/^s_[\w-]{24}$/);
    expect(names.nameOf(TEXT)).toBe(name);
    expect(new StatementNames(true, 1, 10).nameOf(TEXT)).toBe(name);
  });

  it("gives two texts two names, and stops naming new texts at its limit", () => {
    const names = new StatementNames(true, 1, 2);
    const first = names.nameOf(`${TEXT} -- 1`);
    const second = names.nameOf(`${TEXT} -- 2`);
    expect(first).not.toBe(second);
    expect(names.nameOf(`${TEXT} -- 3`)).toBeUndefined();
    expect(names.nameOf(`${TEXT} -- 1`)).toBe(first);
  });

  it("names only the texts marked for it when not every text is named", () => {
    const names = new StatementNames(false, 1, 10);
    expect(names.nameOf(TEXT)).toBeUndefined();
    expect(names.nameOf(TEXT)).toBeUndefined();
    expect(names.nameOf(`${PREPARED_MARK}${TEXT}`)).toMatch(/^s_/);
  });

  it("counts no more texts than it was told: a later text is never named", () => {
    const names = new StatementNames(true, 2, 100, 1);
    names.nameOf("select $1::int -- counted");
    names.nameOf("select $1::int -- never counted");
    expect(names.nameOf("select $1::int -- never counted")).toBeUndefined();
    expect(names.nameOf("select $1::int -- counted")).toBeDefined();
  });
});

describe("withStatementName", () => {
  const named = () => new StatementNames(true, 1, 10);

  it("names Drizzle's call, the values beside the config, and keeps the rest", () => {
    const callback = () => {};
    const [config, values, rest] = withStatementName(named(), [
      { text: TEXT, rowMode: "array" },
      ["u1"],
      callback,
    ]);
    expect(config).toMatchObject({ text: TEXT, rowMode: "array", name: expect.any(String) });
    expect(values).toEqual(["u1"]);
    expect(rest).toBe(callback);
  });

  it("names a text with its values, and a config holding its values", () => {
    const [fromText] = withStatementName(named(), [TEXT, ["u1"]]);
    expect(fromText).toMatchObject({ text: TEXT, values: ["u1"], name: expect.any(String) });
    const [fromConfig] = withStatementName(named(), [{ text: TEXT, values: ["u1"] }]);
    expect(fromConfig).toMatchObject({ name: expect.any(String) });
  });

  it("leaves alone what cannot or need not be prepared", () => {
    const names = named();
    const unchanged = [
      ["begin"],
      ["select 1; select 2"],
      [TEXT, []],
      [{ text: TEXT }],
      [{ text: TEXT, name: "own_name", values: ["u1"] }],
      [{ submit() {} }],
    ];
    for (const args of unchanged) expect(withStatementName(names, args)).toBe(args);
  });
});
