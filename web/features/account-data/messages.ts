import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** "Download my data" and "Delete my account" (ADR 020, ADR 027). */
export const accountDataCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
