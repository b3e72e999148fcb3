import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** A club's requests (the leader's) and the person's own applications (ADR 020). */
export const applicationsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
