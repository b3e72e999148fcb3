import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

export const regionsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
