import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** The live meeting console (agenda, timer lights, Ah-Counter, Grammarian, votes) and its report. */
export const meetingConsoleCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
