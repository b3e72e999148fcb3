import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";

/**
 * Names the statements a process runs again and again, so that node-postgres prepares each once
 * per connection and PostgreSQL parses it once and may keep its plan (ADR 055): for a search or a
 * ledger page, planning cost more than running (1.0-1.2 ms against 0.35-0.6 ms).
 *
 * Only parameterised statements are named (one statement, values apart from the text), once a
 * text has run `after` times, and at most `limit` texts per process: each named text is a
 * prepared statement on every connection that runs it, kept by PostgreSQL until the connection
 * closes. A text is named by a hash of itself, so a name never stands for two texts.
 *
 * With `everyText` false (the default setting, `DATABASE_PREPARE_REPEATED=false`), only texts
 * that begin with PREPARED_MARK, and the statements of writes (`preparingRepeated`), are
 * considered: statements whose plans do not depend on their values (ADR 056).
 */
export class StatementNames {
  /** Each counted text: how often it ran while unnamed, or its name. */
  private readonly seen = new Map<string, number | string>();
  private named = 0;

  constructor(
    private readonly everyText = true,
    private readonly after = 3,
    private readonly limit = 400,
    /** Texts counted at most: past it, a new text is never named. */
    private readonly counted = 4_000,
  ) {}

  /** The name for `text`, or undefined while it stays unnamed. */
  nameOf(text: string): string | undefined {
    if (!this.everyText && !text.startsWith(PREPARED_MARK) && !writing.getStore()) {
      return undefined;
    }
    const seen = this.seen.get(text);
    if (typeof seen === "string") return seen;
    const runs = (seen ?? 0) + 1;
    if (runs < this.after || this.named >= this.limit) {
      if (seen !== undefined || this.seen.size < this.counted) this.seen.set(text, runs);
      return undefined;
    }
    const name = `s_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
    this.named += 1;
    this.seen.set(text, name);
    return name;
  }
}

/** Set while a write runs (`preparingRepeated`). */
const writing = new AsyncLocalStorage<true>();

/**
 * Runs `work` with its repeated statements named even when repeated statements are not named in
 * general (ADR 056): for a request that changes something, whose statements find their rows by
 * key, so a generic plan loses nothing and planning was most of their cost (a check-in, a vote
 * at the live console). Reads stay planned for their values, as the reports need (ADR 055).
 */
export function preparingRepeated(work: () => void): void {
  writing.run(true, work);
}

/**
 * The start of a statement's text that asks for it to be prepared even when repeated statements
 * are not named in general (`sql.raw(PREPARED_MARK)` first in Drizzle's template).
 */
export const PREPARED_MARK = "/* prepared */ ";

interface QueryConfigLike {
  text?: unknown;
  values?: unknown;
  name?: unknown;
}

/**
 * A query's arguments with its statement named, when it is a parameterised statement the process
 * runs often: `(text, values)`, `({ text, values })`, or `({ text }, values)` as Drizzle calls.
 */
export function withStatementName(names: StatementNames, args: unknown[]): unknown[] {
  const [first, second] = args;
  const given = Array.isArray(second) ? second : undefined;
  if (typeof first === "string") {
    if (!given?.length) return args;
    const name = names.nameOf(first);
    return name ? [{ name, text: first, values: given }, ...args.slice(2)] : args;
  }
  if (first === null || typeof first !== "object") return args;
  const config = first as QueryConfigLike;
  if (config.name !== undefined || typeof config.text !== "string") return args;
  const values = given ?? (Array.isArray(config.values) ? config.values : undefined);
  if (!values?.length) return args;
  const name = names.nameOf(config.text);
  return name ? [{ ...config, name }, ...args.slice(1)] : args;
}
