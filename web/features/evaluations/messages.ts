import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Speeches: their record, the evaluator's form, notes, reflections, the member's speeches. */
export const evaluationsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
