import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Mission Verification (the leaders' panel) and the member's waiting submissions (ADR 020). */
export const completionsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
