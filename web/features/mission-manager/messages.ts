import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** The Mission Manager (admins) (ADR 020). */
export const missionManagerCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
