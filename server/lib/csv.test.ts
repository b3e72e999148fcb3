import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvText, toCsv } from "./csv.ts";

describe("CSV cells", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    [null, ""],
    [undefined, ""],
    [42, "42"],
    [true, "true"],
    [new Date("2026-11-23T10:00:00Z"), "2026-11-23T10:00:00.000Z"],
    ["a,b", "a,b"],
    ["Zoë 日本", "Zoë 日本"],
    ["a=b", "a=b"],
    ["Bob;=cmd|' /C calc'!A0", "Bob;=cmd|' /C calc'!A0"],
    // Formula injection: the cell shows as text.
    ["=1+1", "'=1+1"],
    ["+41 79", "'+41 79"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTAB", "'\tTAB"],
    ["\rCR", "'\rCR"],
    [" =1+1", "' =1+1"],
    ["\u00a0\u3000+1", "'\u00a0\u3000+1"],
    ["\uff1d1+1", "'\uff1d1+1"],
    ["\uff0b1", "'\uff0b1"],
    ["\uff0d1", "'\uff0d1"],
    ["\uff20cmd", "'\uff20cmd"],
  ] as const)("%j -> %j", (value, expected) => {
    expect(csvText(value)).toBe(expected);
  });
});

describe("a CSV document", () => {
  it("starts with a byte order mark, quotes every field and ends every record with CRLF", () => {
    expect(
      toCsv(
        ["name", "count"],
        [
          ["Ana", 1],
          ['Bo "B", Jr.\nSecond', null],
          ["=1+1", 2],
        ],
      ),
    ).toBe('\uFEFF"name","count"\r\n"Ana","1"\r\n"Bo ""B"", Jr.\nSecond",""\r\n"\'=1+1","2"\r\n');
  });

  it("parses back to the same cells", () => {
    const rows = [
      ["Bob;=cmd|' /C calc'!A0", "x"],
      ["line\r\nbreak", '"quoted"'],
    ];
    expect(parse(toCsv(["a", "b"], rows), { bom: true })).toEqual([["a", "b"], ...rows]);
  });
});
