import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** A leader's hand-over of a club to a member, and the member's answer (ADR 046). */
export const handoverCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
