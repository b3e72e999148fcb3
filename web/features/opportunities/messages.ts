import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** The opportunities board, one opportunity, posting, the admins' review, the dashboard's card. */
export const opportunitiesCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
