import { defineCatalogs } from "./index.ts";

/**
 * The contract's messages (zod's English texts, e.g. "Enter a valid email address.") in the other
 * languages: `contract/messages/<contract file>.<lang>.json`, keyed by the English text itself.
 * Loaded with the forms that show them (`useT(contractCatalogs)` in lib/contract-form.tsx).
 */
export const contractCatalogs = defineCatalogs(
  {},
  import.meta.glob(["../../contract/messages/*.json", "!../../contract/messages/*.en.json"], {
    import: "default",
  }),
);
