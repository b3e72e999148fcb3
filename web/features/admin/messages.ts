import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** The admin console: people, clubs and their leaders, the audit log (ADR 020). */
export const adminCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
