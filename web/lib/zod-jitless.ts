// What "zod" is in the browser build (vite.config.ts aliases it here, ADR 048): zod, told not to
// compile parsers with `new Function`. The page's content security policy has no 'unsafe-eval';
// zod's probe for it threw, was caught, and still raised a CSP violation report on the first
// parse of every page that reads the API. Parsing works the same, without the compiled fast path.
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
