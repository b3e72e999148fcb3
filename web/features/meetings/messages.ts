import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Meetings: booking a speech slot, the leader's schedule and agendas, calendar links (ADR 020). */
export const meetingsCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
