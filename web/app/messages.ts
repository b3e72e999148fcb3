import { defineCatalogs } from "../i18n/index.ts";
import en from "./messages.en.json";

/** The shell's messages (web/app, web/components, web/lib): the navigation, layout, errors. */
export const shellCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
