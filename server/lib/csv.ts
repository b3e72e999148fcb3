/**
 * CSV as RFC 4180 describes it, for spreadsheets: CRLF between records, a field quoted when it
 * holds a comma, a quote, CR or LF (its quotes doubled), and a UTF-8 byte order mark first so
 * Excel reads the accents right.
 */
export type CsvCell = string | number | null | undefined;

const BOM = "\uFEFF";
const NEEDS_QUOTES = /[",\r\n]/;
/**
 * A spreadsheet reads a cell that starts with one of these as a formula (OWASP "CSV injection"):
 * such text is prefixed with a single quote, which shows it as the text it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole document: the header, then one record per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
