import { defineCatalogs } from "../i18n/index.ts";
import en from "./messages.en.json";

/**
 * The installed app's messages (ADR 043): the offline banner, the offline write refusal, the
 * new version's prompt. Loaded after the page (never in the landing's initial JavaScript).
 */
export const pwaCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
