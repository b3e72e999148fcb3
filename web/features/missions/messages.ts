import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** A mission's steps, the Mission Completion list and the exercises of the steps (ADR 020). */
export const missionsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
