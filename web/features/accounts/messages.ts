import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** The account page (/Account), ADR 020. */
export const accountCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
