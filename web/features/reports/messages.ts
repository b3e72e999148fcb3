import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Club health and regional reports (issue 39, ADR 045): the admins' page and a leader's club. */
export const reportsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
