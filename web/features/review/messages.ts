import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** The admin queue (ADR 020). */
export const reviewCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
