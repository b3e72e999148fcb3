import { defineCatalogs } from "../i18n/index.ts";
import en from "./messages.en.json";

/**
 * The messages of the shell's components that load with a page (the admin frame, paged lists, the
 * membership card, the sign-in guard…), apart from the navigation's (web/app/messages.*.json,
 * in the landing's initial JavaScript).
 */
export const componentCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
