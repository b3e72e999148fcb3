import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Credentials: the public credential page (ADR 020). */
export const credentialsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
