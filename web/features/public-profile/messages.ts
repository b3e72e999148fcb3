import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** The public profile at /Profile/<id> and its switch (ADR 020). */
export const publicProfileCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
