import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Club search, a club's page, creating and editing a club, its members (ADR 020). */
export const clubsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
