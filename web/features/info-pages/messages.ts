import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** The About, Contact, Privacy and Terms pages. */
export const infoPagesCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
