/**
 * Mixed-direction text (ADR 020): a value of the other direction inside a sentence (an English
 * name or an email address in Arabic, a time zone beside an Arabic time) is isolated, so the
 * sentence around it keeps its order. In JSX, wrap the value in `<bdi>`; in a plain string (an
 * option's label, a toast), use `isolate`.
 */

/** `text` between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE. */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
