import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** The email settings page and its unsubscribe card (ADR 020). */
export const emailPreferencesCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
