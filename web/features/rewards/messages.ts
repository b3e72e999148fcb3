import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** $VOCATE: the balance card, the history, the rewards page and its admin section (ADR 038). */
export const rewardsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
