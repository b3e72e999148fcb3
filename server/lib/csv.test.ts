import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV cells", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    [null, ""],
    [undefined, ""],
    [42, "42"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["carriage\rreturn", '"carriage\rreturn"'],
    ["Zoë 日本", "Zoë 日本"],
    // Formula injection: the cell shows as text.
    ["=1+1", "'=1+1"],
    ["+41 79", "'+41 79"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTAB", "'\tTAB"],
    ["\rCR", '"\'\rCR"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ["a=b", "a=b"],
  ] as const)("%j -> %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("a CSV document", () => {
  it("starts with a byte order mark and ends every record with CRLF", () => {
    expect(
      toCsv(
        ["name", "count"],
        [
          ["Ana", 1],
          ["Bo, Jr.", 2],
        ],
      ),
    ).toBe('\uFEFFname,count\r\nAna,1\r\n"Bo, Jr.",2\r\n');
  });
});
