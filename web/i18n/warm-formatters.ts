import { formatDateTime, formatNumber } from "./index.ts";

/** The first number and the first date in the active language: each readies its formatting. */
const FIRST_FORMATS = [() => formatNumber(0), () => formatDateTime(0)];

/**
 * Readies the active language's number and date formatting while the page still waits for its
 * code and its answers, each step in a short task of its own (ADR 070).
 *
 * The first `Intl` formatter a page creates loads the browser's locale data: 10-15 ms on a laptop,
 * 40-60 ms on a phone. Every signed-in page formats a number or a date (the bell's unread count, a
 * meeting's time), so that cost came in the render showing the page's answers, one of its longest
 * tasks. Later formatters take well under a millisecond.
 */
export function warmFormatters(steps: (() => unknown)[] = FIRST_FORMATS): void {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step();
    warmFormatters(rest);
  }, 0);
}
