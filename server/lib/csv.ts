import { stringify } from "csv-stringify/sync";

/**
 * CSV for spreadsheets, written by csv-stringify (RFC 4180): every field quoted, its quotes
 * doubled, CRLF after every record, and a UTF-8 byte order mark first so Excel reads the accents
 * right. Quoting every field keeps a ';' or a tab inside its cell for a spreadsheet whose locale
 * splits on those (issue 27 item 7: `Bob;=cmd|…` was written bare and became a formula cell).
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

/**
 * A spreadsheet reads a cell as a formula when it starts with = + - @ (or their full-width forms
 * ＝ ＋ － ＠), a tab or a carriage return, and some do so after leading spaces too (OWASP "CSV
 * injection"). Such a cell is prefixed with a single quote, which shows it as the text it is.
 * csv-stringify's `escape_formulas` covers the first character only; this covers the spaces.
 */
const FORMULA_START = /^[\s\u00a0\u3000\ufeff]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/u;

/** One cell as text: formulas neutralised; dates as ISO 8601, booleans as true/false. */
export function csvText(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The whole document: the header, then one record per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    [header, ...rows].map((row) => row.map(csvText)),
    {
      bom: true,
      quoted: true,
      quoted_empty: true,
      escape_formulas: true,
      record_delimiter: "windows",
    },
  );
}
