import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** The bell and the inbox (ADR 020); the notifications' own words come from the server. */
export const notificationsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
