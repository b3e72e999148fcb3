import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** The dashboard's progress map and the club leaderboard (ADR 020). */
export const progressCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
