import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Attendance: "I'll be there", check-in codes and links, the leader's attendance (ADR 020). */
export const attendanceCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
