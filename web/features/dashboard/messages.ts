import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** The dashboards: the greeting, the journey tiles, the member's club and journey (ADR 020). */
export const dashboardCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
