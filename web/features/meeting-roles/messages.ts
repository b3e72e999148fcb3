import { defineCatalogs } from "../../i18n/index.ts";
import en from "./messages.en.json";

/** Meeting roles: a meeting's seats, the leader's role list, a member's role history (ADR 020). */
export const meetingRolesCatalogs = defineCatalogs(
  en,
  import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }),
);
