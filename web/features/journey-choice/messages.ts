import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Choosing the journey: /PreviewPage, /WorkingPage and the confirmation (ADR 020). */
export const journeyChoiceCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
